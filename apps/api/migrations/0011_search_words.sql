-- Search at scale (docs/decisions/0013-search-at-scale.md): a dictionary of the words of the search keys and,
-- per word, the rows holding it, nearest first. Words are derived here from `search_name`/`search_text`
-- (split on spaces), so whatever the key functions put there flows through; tags add `#tag` postings.
-- `kind` uses feed_entries' codes: 0 company, 2 product, 3 place.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE FUNCTION "sefer_search_words"("name" text, "txt" text, "tags" text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(w ORDER BY w), '{}') FROM (
    SELECT w FROM regexp_split_to_table(coalesce("name", '') || ' ' || coalesce("txt", ''), ' +') w WHERE w <> ''
    UNION SELECT '#' || t FROM unnest("tags") t WHERE t IS NOT NULL) s
$$;
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text NOT NULL,
	"kind" smallint NOT NULL,
	"id" bigint NOT NULL,
	"pt" point NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_dictionary" (
	"word" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_words" ("word", "kind", "id", "pt")
SELECT w, 0, c.id, c.pt FROM companies c, unnest(sefer_search_words(c.search_name, c.search_text, c.tags)) w;
--> statement-breakpoint
INSERT INTO "search_words" ("word", "kind", "id", "pt")
SELECT w, 2, p.id, p.pt FROM products p, unnest(sefer_search_words(p.search_name, p.search_text, p.tags)) w;
--> statement-breakpoint
INSERT INTO "search_words" ("word", "kind", "id", "pt")
SELECT w, 3, p.id, p.pt FROM places p, unnest(sefer_search_words(p.search_name, p.search_text, p.tags)) w;
--> statement-breakpoint
INSERT INTO "search_dictionary" ("word", "n")
SELECT word, count(*) FROM search_words WHERE left(word, 1) <> '#' GROUP BY word;
--> statement-breakpoint
ALTER TABLE "search_words" ADD PRIMARY KEY ("kind", "id", "word");
--> statement-breakpoint
ALTER TABLE "search_dictionary" ADD PRIMARY KEY ("word");
--> statement-breakpoint
-- Rows holding a word, nearest first (KNN on `pt` under equality on `word`), one index per kind, index-only.
CREATE INDEX "search_words_company_idx" ON "search_words" USING gist ("word", "pt") INCLUDE ("id") WHERE "kind" = 0;
--> statement-breakpoint
CREATE INDEX "search_words_product_idx" ON "search_words" USING gist ("word", "pt") INCLUDE ("id") WHERE "kind" = 2;
--> statement-breakpoint
CREATE INDEX "search_words_place_idx" ON "search_words" USING gist ("word", "pt") INCLUDE ("id") WHERE "kind" = 3;
--> statement-breakpoint
-- Expanding a typed word: prefixes (LIKE 'bol%'), similar words (%) and words one edit away (~), all by trigrams.
CREATE INDEX "search_dictionary_trgm_idx" ON "search_dictionary" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- Words one edit away from a short key (a regular expression, no trigrams to narrow by): the words of its first
-- letter, commonest first.
CREATE INDEX "search_dictionary_initial_idx" ON "search_dictionary" USING btree (left("word", 1), "n" DESC);
--> statement-breakpoint
-- Kept in step by the content tables (TG_ARGV[0] is the kind): only the words that come or go are
-- written, and every posting's point follows a move. Dictionary counts change by the same difference.
CREATE FUNCTION "search_words_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k smallint := TG_ARGV[0]::smallint;
  old_words text[] := '{}';
  new_words text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN old_words := sefer_search_words(OLD.search_name, OLD.search_text, OLD.tags); END IF;
  IF TG_OP <> 'DELETE' THEN new_words := sefer_search_words(NEW.search_name, NEW.search_text, NEW.tags); END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_words WHERE kind = k AND id = OLD.id AND word <> ALL (new_words);
    UPDATE search_dictionary d SET n = d.n - 1
      FROM unnest(old_words) w WHERE d.word = w AND w <> ALL (new_words);
    DELETE FROM search_dictionary WHERE word = ANY (old_words) AND n <= 0;
  END IF;
  IF TG_OP = 'UPDATE' AND NOT (OLD.pt ~= NEW.pt) THEN
    UPDATE search_words SET pt = NEW.pt WHERE kind = k AND id = NEW.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_words (word, kind, id, pt)
      SELECT w, k, NEW.id, NEW.pt FROM unnest(new_words) w WHERE w <> ALL (old_words);
    INSERT INTO search_dictionary AS d (word, n)
      SELECT w, 1 FROM unnest(new_words) w WHERE w <> ALL (old_words) AND left(w, 1) <> '#'
      ON CONFLICT (word) DO UPDATE SET n = d.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row triggers (the bench generator's --reset): drop the kind's postings, recount.
CREATE FUNCTION "search_words_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words WHERE kind = TG_ARGV[0]::smallint;
  DELETE FROM search_dictionary;
  INSERT INTO search_dictionary (word, n)
    SELECT word, count(*) FROM search_words WHERE left(word, 1) <> '#' GROUP BY word;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_words_companies" AFTER INSERT OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION search_words_sync('0');
--> statement-breakpoint
CREATE TRIGGER "search_words_companies_update" AFTER UPDATE ON "companies"
  FOR EACH ROW WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name OR OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.tags IS DISTINCT FROM NEW.tags OR NOT (OLD.pt ~= NEW.pt))
  EXECUTE FUNCTION search_words_sync('0');
--> statement-breakpoint
CREATE TRIGGER "search_words_companies_truncate" AFTER TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_truncate('0');
--> statement-breakpoint
CREATE TRIGGER "search_words_products" AFTER INSERT OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION search_words_sync('2');
--> statement-breakpoint
CREATE TRIGGER "search_words_products_update" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name OR OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.tags IS DISTINCT FROM NEW.tags OR NOT (OLD.pt ~= NEW.pt))
  EXECUTE FUNCTION search_words_sync('2');
--> statement-breakpoint
CREATE TRIGGER "search_words_products_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_truncate('2');
--> statement-breakpoint
CREATE TRIGGER "search_words_places" AFTER INSERT OR DELETE ON "places"
  FOR EACH ROW EXECUTE FUNCTION search_words_sync('3');
--> statement-breakpoint
CREATE TRIGGER "search_words_places_update" AFTER UPDATE ON "places"
  FOR EACH ROW WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name OR OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.tags IS DISTINCT FROM NEW.tags OR NOT (OLD.pt ~= NEW.pt))
  EXECUTE FUNCTION search_words_sync('3');
--> statement-breakpoint
CREATE TRIGGER "search_words_places_truncate" AFTER TRUNCATE ON "places"
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_truncate('3');
