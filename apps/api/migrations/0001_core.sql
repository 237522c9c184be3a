CREATE TABLE "companies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"name_am" text,
	"description" text,
	"phone" text,
	"address" text,
	"verified" boolean DEFAULT false NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_file" text,
	"image_aspect" real,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"geo" "cube" GENERATED ALWAYS AS (ll_to_earth(lat, lng)) STORED,
	"likes" integer DEFAULT 0 NOT NULL,
	"rating_avg" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_type" smallint NOT NULL,
	"owner_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"aspect" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"name" text NOT NULL,
	"name_am" text,
	"name_en" text,
	"category" text NOT NULL,
	"category_group" text,
	"address" text,
	"phone" text,
	"website" text,
	"opening_hours" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_file" text,
	"image_aspect" real,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"geo" "cube" GENERATED ALWAYS AS (ll_to_earth(lat, lng)) STORED,
	"likes" integer DEFAULT 0 NOT NULL,
	"rating_avg" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"name_am" text,
	"description" text,
	"price" numeric(12, 2),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_file" text,
	"image_aspect" real,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"geo" "cube" GENERATED ALWAYS AS (ll_to_earth(lat, lng)) STORED,
	"likes" integer DEFAULT 0 NOT NULL,
	"rating_avg" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tag" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"label_am" text,
	"image_file" text
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_handle_key" ON "companies" USING btree (lower("handle"));--> statement-breakpoint
CREATE INDEX "companies_geo_idx" ON "companies" USING gist ("geo");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "photos_owner_idx" ON "photos" USING btree ("owner_type","owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "places_source_key" ON "places" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "places_geo_idx" ON "places" USING gist ("geo");--> statement-breakpoint
CREATE INDEX "places_created_idx" ON "places" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "products_geo_idx" ON "products" USING gist ("geo");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);