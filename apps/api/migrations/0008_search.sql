-- Search (issue 6, docs/search.md, docs/decisions/0009-search-key-in-sql.md).
-- sefer_fold_text / sefer_search_key are the SQL twins of foldSearchText / searchKey in
-- packages/contract/src/search-text.ts, generated from the same tables (apps/api/src/modules/search/search-key-sql.ts);
-- test/search-key.test.ts checks this file still holds the generated text and that both agree on every OSM name.
CREATE FUNCTION "sefer_fold_text"("t" text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(translate(lower(normalize("t", NFC)),
    'ሐሑሒሓሔሕሖሗኀኁኂኃኄኅኆኇሠሡሢሣሤሥሦሧዐዑዒዓዔዕዖ዗ፀፁፂፃፄፅፆፇ', 'ሀሁሂሃሄህሆሇሀሁሂሃሄህሆሇሰሱሲሳሴስሶሷአኡኢኣኤእኦኧጸጹጺጻጼጽጾጿ'),
    '[^\u0030-\u0039\u0061-\u007a\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0259\u0370-\u03ff\u0400-\u052f\u0620-\u0669\u066e-\u06d3\u1200-\u135f\u1369-\u137c\u1380-\u138f\u2d80-\u2ddf\uab00-\uab2f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE FUNCTION "sefer_search_key"("t" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(CASE WHEN f !~ '[\u00c0-\u024f\u0259\u1200-\u137c]' THEN f ELSE array_to_string(ARRAY(
      SELECT CASE
        WHEN cp BETWEEN 4608 AND 4988 THEN coalesce(ethiopic[cp - 4607], ch)
        WHEN cp BETWEEN 192 AND 601 THEN coalesce(latin[cp - 191], ch)
        ELSE ch END
      FROM (SELECT ch, ascii(ch) AS cp, i FROM unnest(string_to_array(f, NULL)) WITH ORDINALITY AS u(ch, i)) s
      ORDER BY i), '') END,
      '(^| )([bcdfghjklmnpqrstvwxyz]+)·(?=[bcdfghjklmnpqrstvwxz])', '\1\2i', 'g'),
      '·', '', 'g'),
      'q', 'k', 'g'),
      'ph', 'f', 'g'),
      'c(?=[eiy])', 's', 'g'),
      'c(?!h)', 'k', 'g'),
      'x', 'ks', 'g'),
      'th', 't', 'g'),
      '(^| )yu', '\1u', 'g'),
      'y( |$)', 'i\1', 'g'),
      '([a-z])\1+', '\1', 'g'),
      'iya', 'ia', 'g'),
      '([aeiou])y(?![aeiou])', '\1i', 'g'), ' {2,}', ' ', 'g'))
  FROM (SELECT coalesce(sefer_fold_text("t"), '') AS f,
    '{"ha","hu","hi","ha","he","h·","ho","hwa","le","lu","li","la","le","l·","lo","lwa","ha","hu","hi","ha","he","h·","ho","hwa","me","mu","mi","ma","me","m·","mo","mwa","se","su","si","sa","se","s·","so","swa","re","ru","ri","ra","re","r·","ro","rwa","se","su","si","sa","se","s·","so","swa","she","shu","shi","sha","she","sh·","sho","shwa","ke","ku","ki","ka","ke","k·","ko","kwa","kwe","k","kwi","kwa","kwe","kw","k","k","ke","ku","ki","ka","ke","k·","ko","kwa","kwe","k","kwi","kwa","kwe","kw","k","k","be","bu","bi","ba","be","b·","bo","bwa","ve","vu","vi","va","ve","v·","vo","vwa","te","tu","ti","ta","te","t·","to","twa","che","chu","chi","cha","che","ch·","cho","chwa","ha","hu","hi","ha","he","h·","ho","hwa","hwe","h","hwi","hwa","hwe","hw","h","h","ne","nu","ni","na","ne","n·","no","nwa","nye","nyu","nyi","nya","nye","ny·","nyo","nywa","a","u","i","a","e","e","o","e","ke","ku","ki","ka","ke","k·","ko","kwa","kwe","k","kwi","kwa","kwe","kw","k","k","he","hu","hi","ha","he","h·","ho","hwa","hwe","h","hwi","hwa","hwe","hw","h","h","we","wu","wi","wa","we","w·","wo","wwa","a","u","i","a","e","e","o","e","ze","zu","zi","za","ze","z·","zo","zwa","zhe","zhu","zhi","zha","zhe","zh·","zho","zhwa","ye","yu","yi","ya","ye","y·","yo","ywa","de","du","di","da","de","d·","do","dwa","de","du","di","da","de","d·","do","dwa","je","ju","ji","ja","je","j·","jo","jwa","ge","gu","gi","ga","ge","g·","go","gwa","gwe","g","gwi","gwa","gwe","gw","g","g","ge","gu","gi","ga","ge","g·","go","gwa","te","tu","ti","ta","te","t·","to","twa","che","chu","chi","cha","che","ch·","cho","chwa","pe","pu","pi","pa","pe","p·","po","pwa","tse","tsu","tsi","tsa","tse","ts·","tso","tswa","tse","tsu","tsi","tsa","tse","ts·","tso","tswa","fe","fu","fi","fa","fe","f·","fo","fwa","pe","pu","pi","pa","pe","p·","po","pwa","rya","mya","fya",NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,"1","2","3","4","5","6","7","8","9","10","20","30","40","50","60","70","80","90","100","10000"}'::text[] AS ethiopic,
    '{NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,"ss","a","a","a","a","e","a","ae","c","e","e","e","e","i","i","i","i","d","n","o","o","o","o","o",NULL,"o","u","u","u","u","y","th","y",NULL,"a",NULL,"a",NULL,"a",NULL,"c",NULL,"c",NULL,"c",NULL,"ch",NULL,"d",NULL,"d",NULL,"e",NULL,"e",NULL,"e",NULL,"e",NULL,"e",NULL,"g",NULL,"g",NULL,"g",NULL,"g",NULL,"h",NULL,"h",NULL,"i",NULL,"i",NULL,"i",NULL,"i",NULL,"i",NULL,NULL,NULL,"j",NULL,"k",NULL,NULL,"l",NULL,"l",NULL,"l",NULL,"l",NULL,"l",NULL,"n",NULL,"n",NULL,"n","n",NULL,NULL,NULL,"o",NULL,"o",NULL,"o",NULL,"oe",NULL,"r",NULL,"r",NULL,"r",NULL,"s",NULL,"s",NULL,"s",NULL,"sh",NULL,"t",NULL,"t",NULL,"t",NULL,"u",NULL,"u",NULL,"u",NULL,"u",NULL,"u",NULL,"u",NULL,"w",NULL,"y",NULL,NULL,"z",NULL,"z",NULL,"zh",NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,"e"}'::text[] AS latin) AS x
$$;--> statement-breakpoint
CREATE FUNCTION "sefer_tags_text"("tags" text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT array_to_string("tags", ' ') $$;
--> statement-breakpoint
-- Names weigh most (search_name); tags, description, category, address and, for a product, its company's
-- name count less (search_text). Generated columns, so every writer (seed, importer, tests, edits) is covered.
ALTER TABLE "companies" ADD COLUMN "search_name" text GENERATED ALWAYS AS (sefer_search_key(coalesce("name", '') || ' ' || coalesce("name_am", '') || ' ' || coalesce("handle", ''))) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (sefer_search_key(coalesce(sefer_tags_text("tags"), '') || ' ' || coalesce("description", ''))) STORED;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_name" text GENERATED ALWAYS AS (sefer_search_key(coalesce("name", '') || ' ' || coalesce("name_en", '') || ' ' || coalesce("name_am", ''))) STORED;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_text" text GENERATED ALWAYS AS (sefer_search_key(coalesce(sefer_tags_text("tags"), '') || ' ' || coalesce("category", '') || ' ' || coalesce("address", ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (sefer_search_key(coalesce("name", '') || ' ' || coalesce("name_am", ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text;--> statement-breakpoint
-- A product's search_text includes its company's names, which a generated column cannot read: a trigger
-- computes it, and a renamed company recomputes its products' (setting search_text fires the trigger).
CREATE FUNCTION "products_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := sefer_search_key(coalesce(sefer_tags_text(NEW.tags), '') || ' ' || coalesce(NEW.description, '') || ' ' ||
    coalesce((SELECT c.name || ' ' || coalesce(c.name_am, '') FROM companies c WHERE c.id = NEW.company_id), ''));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_text"
  BEFORE INSERT OR UPDATE OF company_id, tags, description, search_text ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_search_text();--> statement-breakpoint
CREATE FUNCTION "companies_rename_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_text = NULL WHERE company_id = NEW.id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "companies_rename_products"
  AFTER UPDATE OF name, name_am ON "companies"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_am IS DISTINCT FROM NEW.name_am)
  EXECUTE FUNCTION companies_rename_products();--> statement-breakpoint
UPDATE "products" SET "search_text" = NULL;--> statement-breakpoint
-- Trigram GIN indexes: similarity (%), word similarity (<%) and LIKE prefixes/substrings, all typo-tolerant.
CREATE INDEX "companies_search_name_idx" ON "companies" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "companies_search_text_idx" ON "companies" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "places_search_name_idx" ON "places" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "places_search_text_idx" ON "places" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "products_search_name_idx" ON "products" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- Tag searches (#restaurant).
CREATE INDEX "companies_tags_idx" ON "companies" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "places_tags_idx" ON "places" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");
