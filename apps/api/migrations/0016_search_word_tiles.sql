-- Search postings nearest first through one SP-GiST index per kind instead of GiST (word, pt)
-- (docs/decisions/0019-search-word-tiles.md). Each word's postings get a tile of their own: their point shifted
-- by 400 units in x and 200 in y times two 12-bit numbers taken from the word's MD5 (4,096 × 4,096 tiles). Points
-- span 360 units in x (longitude × cos latitude) and 180 in y (latitude), so tiles never overlap, and the nearest
-- postings of a word are the nearest points to the query point shifted into its tile, in a box around the tile.
-- The GiST indexes mixed words and places in every page and walked much of themselves for a word's nearest
-- rows (3 ms for 10 rows of `abebe` at 1,000,000 places, against 0.19 ms here); the btree on (word, kind) that
-- counted a word's rows first (migration 0013) is no longer needed: a rare word's tile holds only its rows.
-- The statements rewrite `search_words` once (about 9 million rows on the bench set).
DROP INDEX "search_words_company_idx";--> statement-breakpoint
DROP INDEX "search_words_product_idx";--> statement-breakpoint
DROP INDEX "search_words_place_idx";--> statement-breakpoint
DROP INDEX "search_words_word_idx";--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "spt" point GENERATED ALWAYS AS (point(
  "pt"[0] + 400::float8 * ((('x' || left(md5("word"), 6))::bit(24)::int) >> 12),
  "pt"[1] + 200::float8 * ((('x' || left(md5("word"), 6))::bit(24)::int) & 4095))) STORED;--> statement-breakpoint
CREATE INDEX "search_words_company_spt_idx" ON "search_words" USING spgist ("spt") INCLUDE ("id", "word") WHERE "kind" = 0;--> statement-breakpoint
CREATE INDEX "search_words_product_spt_idx" ON "search_words" USING spgist ("spt") INCLUDE ("id", "word") WHERE "kind" = 2;--> statement-breakpoint
CREATE INDEX "search_words_place_spt_idx" ON "search_words" USING spgist ("spt") INCLUDE ("id", "word") WHERE "kind" = 3;
