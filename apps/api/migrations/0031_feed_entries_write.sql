-- A card's row in feed_entries is defined once, in feed_entries_write: the row triggers write the one row that
-- changed through it, a bulk load (the bench's generator) every row of a table at once with its trigger off
-- (modules/feed/feed-entries.repository.ts). The three functions of migrations 0007 and 0020 each spelled it.
-- A product's card carries its company's handle, name, picture, verified mark and opening week.
CREATE FUNCTION "feed_entries_write"(k smallint, first_id bigint, last_id bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feed_entries AS fe (kind, id, lat, lng, created_at, trend, likes, rating_avg, rating_count, tags, name,
    name_am, image_file, image_aspect, company_id, company_at, company_name, company_image_file, company_image_aspect,
    verified, description, price, category, osm, hours, open_week)
  SELECT 0::smallint, c.id, c.lat, c.lng, c.created_at, c.trend, c.likes, c.rating_avg, c.rating_count, c.tags, c.name,
    c.name_am, c.image_file, c.image_aspect, c.id, c.handle, c.name, c.image_file, c.image_aspect, c.verified,
    c.description, NULL::float8, NULL, false, c.hours, c.open_week
  FROM companies c WHERE k = 0 AND c.id BETWEEN first_id AND last_id
  UNION ALL
  SELECT 2::smallint, p.id, p.lat, p.lng, p.created_at, p.trend, p.likes, p.rating_avg, p.rating_count, p.tags, p.name,
    p.name_am, p.image_file, p.image_aspect, c.id, c.handle, c.name, c.image_file, c.image_aspect, c.verified,
    p.description, p.price::float8, NULL, false, NULL, c.open_week
  FROM products p JOIN companies c ON c.id = p.company_id WHERE k = 2 AND p.id BETWEEN first_id AND last_id
  UNION ALL
  SELECT 3::smallint, pl.id, pl.lat, pl.lng, pl.created_at, pl.trend, pl.likes, pl.rating_avg, pl.rating_count, pl.tags,
    coalesce(pl.name_en, pl.name), pl.name_am, pl.image_file, pl.image_aspect, NULL, NULL, NULL, NULL, NULL, false,
    pl.address, NULL, pl.category, pl.source = 'osm', NULL, NULL
  FROM places pl WHERE k = 3 AND pl.id BETWEEN first_id AND last_id
  ON CONFLICT (kind, id) DO UPDATE SET lat = EXCLUDED.lat, lng = EXCLUDED.lng, created_at = EXCLUDED.created_at,
    trend = EXCLUDED.trend, likes = EXCLUDED.likes, rating_avg = EXCLUDED.rating_avg,
    rating_count = EXCLUDED.rating_count, tags = EXCLUDED.tags, name = EXCLUDED.name, name_am = EXCLUDED.name_am,
    image_file = EXCLUDED.image_file, image_aspect = EXCLUDED.image_aspect, company_id = EXCLUDED.company_id,
    company_at = EXCLUDED.company_at, company_name = EXCLUDED.company_name,
    company_image_file = EXCLUDED.company_image_file, company_image_aspect = EXCLUDED.company_image_aspect,
    verified = EXCLUDED.verified, description = EXCLUDED.description, price = EXCLUDED.price,
    category = EXCLUDED.category, osm = EXCLUDED.osm, hours = EXCLUDED.hours, open_week = EXCLUDED.open_week;
END $$;
--> statement-breakpoint
-- The row trigger of each table; its argument is the kind (0 company, 2 product, 3 place).
CREATE FUNCTION "feed_entries_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k smallint := TG_ARGV[0]::smallint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM feed_entries WHERE kind = k AND id = OLD.id;
  ELSE
    PERFORM feed_entries_write(k, NEW.id, NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A company's change of what its products' cards show from it.
CREATE FUNCTION "feed_entries_company_to_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE feed_entries SET company_at = NEW.handle, company_name = NEW.name, company_image_file = NEW.image_file,
    company_image_aspect = NEW.image_aspect, verified = NEW.verified, open_week = NEW.open_week
  WHERE kind = 2 AND company_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "feed_entries_companies" ON "companies";--> statement-breakpoint
DROP TRIGGER "feed_entries_products" ON "products";--> statement-breakpoint
DROP TRIGGER "feed_entries_places" ON "places";--> statement-breakpoint
DROP FUNCTION "feed_entries_from_company"();--> statement-breakpoint
DROP FUNCTION "feed_entries_from_product"();--> statement-breakpoint
DROP FUNCTION "feed_entries_from_place"();--> statement-breakpoint
CREATE TRIGGER "feed_entries_companies" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "feed_entries_sync"('0');--> statement-breakpoint
CREATE TRIGGER "feed_entries_products" AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "feed_entries_sync"('2');--> statement-breakpoint
CREATE TRIGGER "feed_entries_places" AFTER INSERT OR UPDATE OR DELETE ON "places"
  FOR EACH ROW EXECUTE FUNCTION "feed_entries_sync"('3');--> statement-breakpoint
CREATE TRIGGER "feed_entries_company_products" AFTER UPDATE ON "companies" FOR EACH ROW
  WHEN ((OLD.handle, OLD.name, OLD.image_file, OLD.image_aspect, OLD.verified, OLD.open_week)
    IS DISTINCT FROM (NEW.handle, NEW.name, NEW.image_file, NEW.image_aspect, NEW.verified, NEW.open_week))
  EXECUTE FUNCTION "feed_entries_company_to_products"();
