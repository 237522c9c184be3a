-- "Open now" on the feeds and search (docs/decisions/0022-opening-hours.md). Each feed row carries its company's
-- week of open minutes (`open_week`, minutes from Monday 00:00 Addis time): a company's row its own, a product's row
-- its company's, a place's null (places have no structured hours). A company's row also carries its `hours`, which
-- its card shows as Open now / Closed.
ALTER TABLE "feed_entries" ADD COLUMN "hours" jsonb;--> statement-breakpoint
ALTER TABLE "feed_entries" ADD COLUMN "open_week" int4multirange;--> statement-breakpoint
UPDATE "feed_entries" fe SET "hours" = c."hours", "open_week" = c."open_week"
FROM "companies" c WHERE fe."kind" = 0 AND fe."id" = c."id" AND (c."hours" IS NOT NULL OR c."open_week" IS NOT NULL);--> statement-breakpoint
UPDATE "feed_entries" fe SET "open_week" = c."open_week"
FROM "companies" c WHERE fe."kind" = 2 AND fe."company_id" = c."id" AND c."open_week" IS NOT NULL;--> statement-breakpoint
-- The triggers of migration 0007, copying the hours too; a company's new hours reach its products' rows.
CREATE OR REPLACE FUNCTION "feed_entries_from_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM feed_entries WHERE kind = 0 AND id = OLD.id;
    RETURN NULL;
  END IF;
  INSERT INTO feed_entries AS fe (kind, id, lat, lng, created_at, trend, likes, rating_avg, rating_count, tags, name,
    name_am, image_file, image_aspect, company_id, company_at, company_name, company_image_file, company_image_aspect,
    verified, description, price, category, osm, hours, open_week)
  VALUES (0, NEW.id, NEW.lat, NEW.lng, NEW.created_at, NEW.trend, NEW.likes, NEW.rating_avg, NEW.rating_count, NEW.tags,
    NEW.name, NEW.name_am, NEW.image_file, NEW.image_aspect, NEW.id, NEW.handle, NEW.name, NEW.image_file,
    NEW.image_aspect, NEW.verified, NEW.description, NULL, NULL, false, NEW.hours, NEW.open_week)
  ON CONFLICT (kind, id) DO UPDATE SET lat = EXCLUDED.lat, lng = EXCLUDED.lng, created_at = EXCLUDED.created_at,
    trend = EXCLUDED.trend, likes = EXCLUDED.likes, rating_avg = EXCLUDED.rating_avg,
    rating_count = EXCLUDED.rating_count, tags = EXCLUDED.tags, name = EXCLUDED.name, name_am = EXCLUDED.name_am,
    image_file = EXCLUDED.image_file, image_aspect = EXCLUDED.image_aspect, company_at = EXCLUDED.company_at,
    company_name = EXCLUDED.company_name, company_image_file = EXCLUDED.company_image_file,
    company_image_aspect = EXCLUDED.company_image_aspect, verified = EXCLUDED.verified,
    description = EXCLUDED.description, hours = EXCLUDED.hours, open_week = EXCLUDED.open_week;
  -- A product's card shows its company: handle, name, picture and verified mark; "Open now" reads its hours.
  IF TG_OP = 'UPDATE' AND (OLD.handle, OLD.name, OLD.image_file, OLD.image_aspect, OLD.verified, OLD.open_week)
      IS DISTINCT FROM (NEW.handle, NEW.name, NEW.image_file, NEW.image_aspect, NEW.verified, NEW.open_week) THEN
    UPDATE feed_entries SET company_at = NEW.handle, company_name = NEW.name, company_image_file = NEW.image_file,
      company_image_aspect = NEW.image_aspect, verified = NEW.verified, open_week = NEW.open_week
    WHERE kind = 2 AND company_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "feed_entries_from_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM feed_entries WHERE kind = 2 AND id = OLD.id;
    RETURN NULL;
  END IF;
  INSERT INTO feed_entries AS fe (kind, id, lat, lng, created_at, trend, likes, rating_avg, rating_count, tags, name,
    name_am, image_file, image_aspect, company_id, company_at, company_name, company_image_file, company_image_aspect,
    verified, description, price, category, osm, open_week)
  SELECT 2, NEW.id, NEW.lat, NEW.lng, NEW.created_at, NEW.trend, NEW.likes, NEW.rating_avg, NEW.rating_count, NEW.tags,
    NEW.name, NEW.name_am, NEW.image_file, NEW.image_aspect, c.id, c.handle, c.name, c.image_file, c.image_aspect,
    c.verified, NEW.description, NEW.price::float8, NULL, false, c.open_week
  FROM companies c WHERE c.id = NEW.company_id
  ON CONFLICT (kind, id) DO UPDATE SET lat = EXCLUDED.lat, lng = EXCLUDED.lng, created_at = EXCLUDED.created_at,
    trend = EXCLUDED.trend, likes = EXCLUDED.likes, rating_avg = EXCLUDED.rating_avg,
    rating_count = EXCLUDED.rating_count, tags = EXCLUDED.tags, name = EXCLUDED.name, name_am = EXCLUDED.name_am,
    image_file = EXCLUDED.image_file, image_aspect = EXCLUDED.image_aspect, company_id = EXCLUDED.company_id,
    company_at = EXCLUDED.company_at, company_name = EXCLUDED.company_name,
    company_image_file = EXCLUDED.company_image_file, company_image_aspect = EXCLUDED.company_image_aspect,
    verified = EXCLUDED.verified, description = EXCLUDED.description, price = EXCLUDED.price,
    open_week = EXCLUDED.open_week;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The scans of the feeds (migrations 0007, 0012, 0014) again over only the rows with hours, with `open_week` in
-- the index so the "is it open" test is read from the index and closed rows cost no table read. Places, the bulk
-- of the table, are in none of them: the filter never walks rows that cannot match.
-- Nearest first (Around you, For You's pool): SP-GiST, all kinds with hours and one per kind.
CREATE INDEX "feed_entries_open_pt_idx" ON "feed_entries" USING spgist ("pt") INCLUDE ("kind", "id", "tags", "open_week") WHERE "open_week" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "feed_entries_company_open_pt_idx" ON "feed_entries" USING spgist ("pt") INCLUDE ("kind", "id", "tags", "open_week") WHERE "kind" = 0 AND "open_week" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "feed_entries_product_open_pt_idx" ON "feed_entries" USING spgist ("pt") INCLUDE ("kind", "id", "tags", "open_week") WHERE "kind" = 2 AND "open_week" IS NOT NULL;--> statement-breakpoint
-- Top by key within a radius (New, Trending, Popular): per fine cell, coarse cell and the whole table.
CREATE INDEX "feed_entries_cell_new_open_idx" ON "feed_entries" USING btree ("cell", "kind", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt", "open_week") WHERE "open_week" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "feed_entries_cell_trend_open_idx" ON "feed_entries" USING btree ("cell", "kind", "trend" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt", "open_week") WHERE "open_week" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "feed_entries_cell_popular_open_idx" ON "feed_entries" USING btree ("cell", "kind", "popularity" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt", "open_week") WHERE "open_week" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "feed_entries_coarse_new_open_idx" ON "feed_entries" USING btree ("cell_coarse", "kind", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt", "open_week") WHERE "open_week" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "feed_entries_coarse_trend_open_idx" ON "feed_entries" USING btree ("cell_coarse", "kind", "trend" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt", "open_week") WHERE "open_week" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "feed_entries_coarse_popular_open_idx" ON "feed_entries" USING btree ("cell_coarse", "kind", "popularity" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt", "open_week") WHERE "open_week" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "feed_entries_new_open_idx" ON "feed_entries" USING btree ("kind", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt", "open_week") WHERE "open_week" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "feed_entries_trend_open_idx" ON "feed_entries" USING btree ("kind", "trend" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt", "open_week") WHERE "open_week" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "feed_entries_popular_open_idx" ON "feed_entries" USING btree ("kind", "popularity" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("pt", "open_week") WHERE "open_week" IS NOT NULL;
