-- Home feeds read one denormalised table (docs/decisions/0007-feed-entries.md): one row per company,
-- product and place with the card fields precomputed, kept in step by triggers on the three tables.
-- `pt` is the point in the Mercator plane (x = lng, y = Mercator latitude, both in degrees): conformal,
-- so distances from any point are isotropic and nearest-first order matches great-circle order to about
-- a metre at 10 km. `cell` (0.02°) and `cell_coarse` (0.1°) are grid cells for "top by key within a radius".
CREATE TABLE "feed_entries" (
	"kind" smallint NOT NULL,
	"id" bigint NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"pt" point GENERATED ALWAYS AS (point(lng, degrees(ln(tan(radians(45 + greatest(-85, least(85, lat)) / 2)))))) STORED,
	"cell" integer GENERATED ALWAYS AS (floor((lat + 90) / 0.02)::int * 20000 + floor((lng + 180) / 0.02)::int) STORED,
	"cell_coarse" integer GENERATED ALWAYS AS (floor((lat + 90) / 0.1)::int * 4000 + floor((lng + 180) / 0.1)::int) STORED,
	"created_at" timestamp with time zone NOT NULL,
	"trend" double precision DEFAULT '-Infinity' NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"rating_avg" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"popularity" double precision GENERATED ALWAYS AS (ln(1 + greatest(likes, 0)) / ln(2) + 2 * ((30 + rating_count * coalesce(rating_avg, 3)) / (10 + rating_count) - 3)) STORED,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"name_am" text,
	"image_file" text,
	"image_aspect" real,
	"company_id" bigint,
	"company_at" text,
	"company_name" text,
	"company_image_file" text,
	"company_image_aspect" real,
	"verified" boolean DEFAULT false NOT NULL,
	"description" text,
	"price" double precision,
	"category" text,
	"osm" boolean DEFAULT false NOT NULL,
	CONSTRAINT "feed_entries_pkey" PRIMARY KEY ("kind", "id"),
	CONSTRAINT "feed_entries_kind_check" CHECK ("kind" IN (0, 2, 3))
);
--> statement-breakpoint
INSERT INTO "feed_entries" ("kind", "id", "lat", "lng", "created_at", "trend", "likes", "rating_avg", "rating_count",
	"tags", "name", "name_am", "image_file", "image_aspect", "company_id", "company_at", "company_name",
	"company_image_file", "company_image_aspect", "verified", "description", "price", "category", "osm")
SELECT 0, c.id, c.lat, c.lng, c.created_at, c.trend, c.likes, c.rating_avg, c.rating_count, c.tags, c.name, c.name_am,
	c.image_file, c.image_aspect, c.id, c.handle, c.name, c.image_file, c.image_aspect, c.verified, c.description,
	NULL, NULL, false
FROM "companies" c;
--> statement-breakpoint
INSERT INTO "feed_entries" ("kind", "id", "lat", "lng", "created_at", "trend", "likes", "rating_avg", "rating_count",
	"tags", "name", "name_am", "image_file", "image_aspect", "company_id", "company_at", "company_name",
	"company_image_file", "company_image_aspect", "verified", "description", "price", "category", "osm")
SELECT 2, p.id, p.lat, p.lng, p.created_at, p.trend, p.likes, p.rating_avg, p.rating_count, p.tags, p.name, p.name_am,
	p.image_file, p.image_aspect, c.id, c.handle, c.name, c.image_file, c.image_aspect, c.verified, p.description,
	p.price::float8, NULL, false
FROM "products" p JOIN "companies" c ON c.id = p.company_id;
--> statement-breakpoint
INSERT INTO "feed_entries" ("kind", "id", "lat", "lng", "created_at", "trend", "likes", "rating_avg", "rating_count",
	"tags", "name", "name_am", "image_file", "image_aspect", "company_id", "company_at", "company_name",
	"company_image_file", "company_image_aspect", "verified", "description", "price", "category", "osm")
SELECT 3, pl.id, pl.lat, pl.lng, pl.created_at, pl.trend, pl.likes, pl.rating_avg, pl.rating_count, pl.tags,
	coalesce(pl.name_en, pl.name), pl.name_am, pl.image_file, pl.image_aspect, NULL, NULL, NULL, NULL, NULL, false,
	pl.address, NULL, pl.category, pl.source = 'osm'
FROM "places" pl;
--> statement-breakpoint
-- Nearest first: one KNN scan over everything, or over one content type by its partial index.
CREATE INDEX "feed_entries_pt_idx" ON "feed_entries" USING gist ("pt");--> statement-breakpoint
CREATE INDEX "feed_entries_company_pt_idx" ON "feed_entries" USING gist ("pt") WHERE "kind" = 0;--> statement-breakpoint
CREATE INDEX "feed_entries_product_pt_idx" ON "feed_entries" USING gist ("pt") WHERE "kind" = 2;--> statement-breakpoint
CREATE INDEX "feed_entries_place_pt_idx" ON "feed_entries" USING gist ("pt") WHERE "kind" = 3;--> statement-breakpoint
-- Top by key within a radius: per (cell, kind) the rows in key order, with `pt` for an index-only radius test.
CREATE INDEX "feed_entries_cell_new_idx" ON "feed_entries" USING btree ("cell", "kind", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt");--> statement-breakpoint
CREATE INDEX "feed_entries_cell_trend_idx" ON "feed_entries" USING btree ("cell", "kind", "trend" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt");--> statement-breakpoint
CREATE INDEX "feed_entries_cell_popular_idx" ON "feed_entries" USING btree ("cell", "kind", "popularity" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt");--> statement-breakpoint
CREATE INDEX "feed_entries_coarse_new_idx" ON "feed_entries" USING btree ("cell_coarse", "kind", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt");--> statement-breakpoint
CREATE INDEX "feed_entries_coarse_trend_idx" ON "feed_entries" USING btree ("cell_coarse", "kind", "trend" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt");--> statement-breakpoint
CREATE INDEX "feed_entries_coarse_popular_idx" ON "feed_entries" USING btree ("cell_coarse", "kind", "popularity" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt");--> statement-breakpoint
CREATE INDEX "feed_entries_new_idx" ON "feed_entries" USING btree ("kind", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt");--> statement-breakpoint
CREATE INDEX "feed_entries_trend_idx" ON "feed_entries" USING btree ("kind", "trend" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt");--> statement-breakpoint
CREATE INDEX "feed_entries_popular_idx" ON "feed_entries" USING btree ("kind", "popularity" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt");--> statement-breakpoint
CREATE INDEX "feed_entries_company_idx" ON "feed_entries" USING btree ("company_id") WHERE "kind" = 2;--> statement-breakpoint
-- Kept in step by the writers' tables: every insert, update and delete of a company, product or place.
CREATE FUNCTION "feed_entries_from_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM feed_entries WHERE kind = 0 AND id = OLD.id;
    RETURN NULL;
  END IF;
  INSERT INTO feed_entries AS fe (kind, id, lat, lng, created_at, trend, likes, rating_avg, rating_count, tags, name,
    name_am, image_file, image_aspect, company_id, company_at, company_name, company_image_file, company_image_aspect,
    verified, description, price, category, osm)
  VALUES (0, NEW.id, NEW.lat, NEW.lng, NEW.created_at, NEW.trend, NEW.likes, NEW.rating_avg, NEW.rating_count, NEW.tags,
    NEW.name, NEW.name_am, NEW.image_file, NEW.image_aspect, NEW.id, NEW.handle, NEW.name, NEW.image_file,
    NEW.image_aspect, NEW.verified, NEW.description, NULL, NULL, false)
  ON CONFLICT (kind, id) DO UPDATE SET lat = EXCLUDED.lat, lng = EXCLUDED.lng, created_at = EXCLUDED.created_at,
    trend = EXCLUDED.trend, likes = EXCLUDED.likes, rating_avg = EXCLUDED.rating_avg,
    rating_count = EXCLUDED.rating_count, tags = EXCLUDED.tags, name = EXCLUDED.name, name_am = EXCLUDED.name_am,
    image_file = EXCLUDED.image_file, image_aspect = EXCLUDED.image_aspect, company_at = EXCLUDED.company_at,
    company_name = EXCLUDED.company_name, company_image_file = EXCLUDED.company_image_file,
    company_image_aspect = EXCLUDED.company_image_aspect, verified = EXCLUDED.verified,
    description = EXCLUDED.description;
  -- A product's card shows its company: handle, name, picture and verified mark.
  IF TG_OP = 'UPDATE' AND (OLD.handle, OLD.name, OLD.image_file, OLD.image_aspect, OLD.verified)
      IS DISTINCT FROM (NEW.handle, NEW.name, NEW.image_file, NEW.image_aspect, NEW.verified) THEN
    UPDATE feed_entries SET company_at = NEW.handle, company_name = NEW.name, company_image_file = NEW.image_file,
      company_image_aspect = NEW.image_aspect, verified = NEW.verified
    WHERE kind = 2 AND company_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "feed_entries_companies" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "feed_entries_from_company"();
--> statement-breakpoint
CREATE FUNCTION "feed_entries_from_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM feed_entries WHERE kind = 2 AND id = OLD.id;
    RETURN NULL;
  END IF;
  INSERT INTO feed_entries AS fe (kind, id, lat, lng, created_at, trend, likes, rating_avg, rating_count, tags, name,
    name_am, image_file, image_aspect, company_id, company_at, company_name, company_image_file, company_image_aspect,
    verified, description, price, category, osm)
  SELECT 2, NEW.id, NEW.lat, NEW.lng, NEW.created_at, NEW.trend, NEW.likes, NEW.rating_avg, NEW.rating_count, NEW.tags,
    NEW.name, NEW.name_am, NEW.image_file, NEW.image_aspect, c.id, c.handle, c.name, c.image_file, c.image_aspect,
    c.verified, NEW.description, NEW.price::float8, NULL, false
  FROM companies c WHERE c.id = NEW.company_id
  ON CONFLICT (kind, id) DO UPDATE SET lat = EXCLUDED.lat, lng = EXCLUDED.lng, created_at = EXCLUDED.created_at,
    trend = EXCLUDED.trend, likes = EXCLUDED.likes, rating_avg = EXCLUDED.rating_avg,
    rating_count = EXCLUDED.rating_count, tags = EXCLUDED.tags, name = EXCLUDED.name, name_am = EXCLUDED.name_am,
    image_file = EXCLUDED.image_file, image_aspect = EXCLUDED.image_aspect, company_id = EXCLUDED.company_id,
    company_at = EXCLUDED.company_at, company_name = EXCLUDED.company_name,
    company_image_file = EXCLUDED.company_image_file, company_image_aspect = EXCLUDED.company_image_aspect,
    verified = EXCLUDED.verified, description = EXCLUDED.description, price = EXCLUDED.price;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "feed_entries_products" AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "feed_entries_from_product"();
--> statement-breakpoint
CREATE FUNCTION "feed_entries_from_place"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM feed_entries WHERE kind = 3 AND id = OLD.id;
    RETURN NULL;
  END IF;
  INSERT INTO feed_entries AS fe (kind, id, lat, lng, created_at, trend, likes, rating_avg, rating_count, tags, name,
    name_am, image_file, image_aspect, company_id, company_at, company_name, company_image_file, company_image_aspect,
    verified, description, price, category, osm)
  VALUES (3, NEW.id, NEW.lat, NEW.lng, NEW.created_at, NEW.trend, NEW.likes, NEW.rating_avg, NEW.rating_count, NEW.tags,
    coalesce(NEW.name_en, NEW.name), NEW.name_am, NEW.image_file, NEW.image_aspect, NULL, NULL, NULL, NULL, NULL, false,
    NEW.address, NULL, NEW.category, NEW.source = 'osm')
  ON CONFLICT (kind, id) DO UPDATE SET lat = EXCLUDED.lat, lng = EXCLUDED.lng, created_at = EXCLUDED.created_at,
    trend = EXCLUDED.trend, likes = EXCLUDED.likes, rating_avg = EXCLUDED.rating_avg,
    rating_count = EXCLUDED.rating_count, tags = EXCLUDED.tags, name = EXCLUDED.name, name_am = EXCLUDED.name_am,
    image_file = EXCLUDED.image_file, image_aspect = EXCLUDED.image_aspect, description = EXCLUDED.description,
    category = EXCLUDED.category, osm = EXCLUDED.osm;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "feed_entries_places" AFTER INSERT OR UPDATE OR DELETE ON "places"
  FOR EACH ROW EXECUTE FUNCTION "feed_entries_from_place"();
