-- Detail screens (issue 5, docs/detail.md, docs/decisions/0012-ratings-and-also-visited.md): reviews with the
-- subject's rating kept by triggers, company posts, and the indexes of the detail, list and "also visited" calls.
-- Reviews: one per user and subject (kind 0 company, 2 product, 3 place); a second one replaces the first.
CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"entity_id" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_kind_check" CHECK ("kind" IN (0, 2, 3)),
	CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_text_check" CHECK ("text" IS NULL OR (char_length("text") BETWEEN 1 AND 1000))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One per user and subject (the upsert's conflict target, and "my review" of a subject).
CREATE UNIQUE INDEX "reviews_user_subject_key" ON "reviews" USING btree ("user_id", "kind", "entity_id");--> statement-breakpoint
-- A subject's reviews, newest first.
CREATE INDEX "reviews_subject_created_idx" ON "reviews" USING btree ("kind", "entity_id", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);--> statement-breakpoint
-- The rating is kept as an exact integer sum and a count; rating_avg = sum / count (null with no review).
ALTER TABLE "companies" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Earlier rows may carry an imported rating without reviews: keep its average, as sum = avg × count.
UPDATE "companies" SET "rating_sum" = round(coalesce("rating_avg", 0) * "rating_count")::int WHERE "rating_count" > 0;--> statement-breakpoint
UPDATE "products" SET "rating_sum" = round(coalesce("rating_avg", 0) * "rating_count")::int WHERE "rating_count" > 0;--> statement-breakpoint
UPDATE "places" SET "rating_sum" = round(coalesce("rating_avg", 0) * "rating_count")::int WHERE "rating_count" > 0;--> statement-breakpoint
-- Adds to a subject's rating. Incremental under the row lock the UPDATE takes, so concurrent reviews all
-- count; the subject's own trigger then carries rating_avg / rating_count into feed_entries (popularity).
CREATE FUNCTION "sefer_add_rating"("k" smallint, "eid" bigint, "d_sum" integer, "d_count" integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF k = 0 THEN
    UPDATE companies SET rating_sum = rating_sum + d_sum, rating_count = rating_count + d_count,
      rating_avg = CASE WHEN rating_count + d_count > 0 THEN (rating_sum + d_sum)::real / (rating_count + d_count) END
    WHERE id = eid;
  ELSIF k = 2 THEN
    UPDATE products SET rating_sum = rating_sum + d_sum, rating_count = rating_count + d_count,
      rating_avg = CASE WHEN rating_count + d_count > 0 THEN (rating_sum + d_sum)::real / (rating_count + d_count) END
    WHERE id = eid;
  ELSIF k = 3 THEN
    UPDATE places SET rating_sum = rating_sum + d_sum, rating_count = rating_count + d_count,
      rating_avg = CASE WHEN rating_count + d_count > 0 THEN (rating_sum + d_sum)::real / (rating_count + d_count) END
    WHERE id = eid;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reviews_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM sefer_add_rating(OLD.kind, OLD.entity_id, -OLD.rating, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM sefer_add_rating(NEW.kind, NEW.entity_id, NEW.rating, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_rating" AFTER INSERT OR DELETE OR UPDATE OF "kind", "entity_id", "rating" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "reviews_rating"();
--> statement-breakpoint
-- Company posts (spec §3 post, "notices"), newest first per company.
CREATE TABLE "posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_body_check" CHECK (char_length(btrim("body")) BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_company_created_idx" ON "posts" USING btree ("company_id", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);--> statement-breakpoint
-- Photo lists page newest first with the id as tie-breaker (photos added in one transaction share a time).
DROP INDEX "photos_owner_idx";--> statement-breakpoint
CREATE INDEX "photos_owner_idx" ON "photos" USING btree ("owner_type", "owner_id", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);--> statement-breakpoint
-- A company's products newest first; also serves the foreign key and the location trigger (company_id first).
DROP INDEX "products_company_idx";--> statement-breakpoint
CREATE INDEX "products_company_created_idx" ON "products" USING btree ("company_id", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);--> statement-breakpoint
-- Reviews and photos point at their subject by (kind, id), without a foreign key: a deleted subject takes them along.
CREATE FUNCTION "subjects_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k smallint := TG_ARGV[0]::smallint;
BEGIN
  DELETE FROM reviews WHERE kind = k AND entity_id = OLD.id;
  IF k = 0 THEN
    DELETE FROM photos WHERE owner_type = 0 AND owner_id = OLD.id;
  ELSIF k = 2 THEN
    DELETE FROM photos WHERE owner_type = 1 AND owner_id = OLD.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "companies_forget" AFTER DELETE ON "companies" FOR EACH ROW EXECUTE FUNCTION "subjects_forget"('0');--> statement-breakpoint
CREATE TRIGGER "products_forget" AFTER DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "subjects_forget"('2');--> statement-breakpoint
CREATE TRIGGER "places_forget" AFTER DELETE ON "places" FOR EACH ROW EXECUTE FUNCTION "subjects_forget"('3');--> statement-breakpoint
-- "Also visited": a viewer is the signed-in user, else the device id (views without either are not stored).
CREATE FUNCTION "sefer_viewer"("user_id" bigint, "device_id" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN "user_id" IS NOT NULL THEN 'u' || "user_id"::text ELSE 'd' || "device_id" END $$;--> statement-breakpoint
-- One viewer's latest views, index-only: the second step of "also visited" (the first reads views_entity_created_idx).
CREATE INDEX "views_viewer_idx" ON "views" USING btree (sefer_viewer("user_id", "device_id"), "created_at" DESC NULLS LAST) INCLUDE ("kind", "entity_id");
