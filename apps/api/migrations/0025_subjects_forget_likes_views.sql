-- A deleted company, product or place takes along everything that points at it by (kind, id) without a foreign
-- key: its reviews and photos (migration 0009), and now its likes and views too, so My Likes, "also visited" and
-- the For You weights forget it in the same transaction (issue 28: deleting a product).
CREATE OR REPLACE FUNCTION "subjects_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k smallint := TG_ARGV[0]::smallint;
BEGIN
  DELETE FROM reviews WHERE kind = k AND entity_id = OLD.id;
  DELETE FROM likes WHERE kind = k AND entity_id = OLD.id;
  DELETE FROM views WHERE kind = k AND entity_id = OLD.id;
  IF k = 0 THEN
    DELETE FROM photos WHERE owner_type = 0 AND owner_id = OLD.id;
  ELSIF k = 2 THEN
    DELETE FROM photos WHERE owner_type = 1 AND owner_id = OLD.id;
  END IF;
  RETURN NULL;
END $$;
