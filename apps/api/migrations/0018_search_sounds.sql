-- Words that sound alike (docs/search.md "Matching and ranking", docs/decisions/0020-search-word-sounds.md): each
-- dictionary word's sound, the metaphone of its search key, so that a key word finds the words spelled otherwise
-- that sound like it (English spelled by its sound in Ethiopic: ፋውንቴን fawnten and fountain are both FNTN).
-- The column is generated, so the triggers of migration 0011 that fill the dictionary are unchanged; the btree
-- returns a sound's commonest words first. The expression is `soundSql` (apps/api/src/modules/search/word-sound.ts):
-- metaphone refuses input over 255 bytes, so it reads a word's first 63 characters (at most 4 bytes each).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
ALTER TABLE "search_dictionary" ADD COLUMN "sound" text GENERATED ALWAYS AS (metaphone(left("word", 63), 16)) STORED;
--> statement-breakpoint
CREATE INDEX "search_dictionary_sound_idx" ON "search_dictionary" USING btree ("sound", "n" DESC);
