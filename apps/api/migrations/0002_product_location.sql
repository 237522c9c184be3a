-- Products are found by location through their own KNN index, so they carry their company's
-- coordinates. New products take them from the company; a company that moves takes its products along.
CREATE FUNCTION products_take_company_location() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.lat, c.lng INTO NEW.lat, NEW.lng FROM companies c WHERE c.id = NEW.company_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_location_from_company
  BEFORE INSERT OR UPDATE OF company_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_take_company_location();
--> statement-breakpoint
CREATE FUNCTION companies_move_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET lat = NEW.lat, lng = NEW.lng, updated_at = now() WHERE company_id = NEW.id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_location_to_products
  AFTER UPDATE OF lat, lng ON companies
  FOR EACH ROW WHEN (OLD.lat IS DISTINCT FROM NEW.lat OR OLD.lng IS DISTINCT FROM NEW.lng)
  EXECUTE FUNCTION companies_move_products();
