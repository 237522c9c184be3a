-- Engagement (issue 4): likes, views, trending score, chosen interests.
-- Trending uses forward decay (docs/decisions/0007-trending-forward-decay.md): `trend` holds
-- ln(sum of weight * exp((t - 2026-01-01) / 3 days)) over every view (weight 1) and like (weight 3),
-- so ordering by `trend DESC` equals ordering by engagement decayed to any common moment.
CREATE FUNCTION "sefer_bump_trend"("current" double precision, "weight" double precision, "at" timestamp with time zone)
RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    -- ln(1 + exp(-d)) is below 1e-17 past d = 40 (and exp would underflow to an error past ~745).
    WHEN abs("current" - x) > 40 THEN greatest("current", x)
    ELSE greatest("current", x) + ln(1 + exp(-abs("current" - x)))
  END
  FROM (SELECT (extract(epoch FROM "at")::double precision - 1767225600) / 259200.0 + ln("weight") AS x) s
$$;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trend" double precision DEFAULT '-Infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "trend" double precision DEFAULT '-Infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "trend" double precision DEFAULT '-Infinity' NOT NULL;--> statement-breakpoint
CREATE TABLE "likes" (
	"user_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"entity_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_pkey" PRIMARY KEY ("user_id", "kind", "entity_id"),
	CONSTRAINT "likes_kind_check" CHECK ("kind" IN (0, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "likes_user_created_idx" ON "likes" USING btree ("user_id", "created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"entity_id" bigint NOT NULL,
	"user_id" bigint,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "views_kind_check" CHECK ("kind" IN (0, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "views_entity_created_idx" ON "views" USING btree ("kind", "entity_id", "created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "interests" TYPE text[] USING (
	CASE
		WHEN "interests" IS NULL THEN NULL
		WHEN btrim("interests") = '' THEN '{}'::text[]
		ELSE regexp_split_to_array(btrim("interests"), '\s+')
	END
);
