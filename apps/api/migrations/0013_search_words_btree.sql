-- Search postings by word and kind, for words a content type holds rarely or not at all
-- (docs/decisions/0013-search-at-scale.md). The GiST indexes on (word, pt) answer "nearest rows holding the
-- word" well for common words, but walk much of themselves for a word with few or no rows of their kind
-- (about 10 ms at 1,000,000 places); search first counts the word's rows of the kind here, and reads them all
-- from here when they are few.
CREATE INDEX "search_words_word_idx" ON "search_words" USING btree ("word", "kind") INCLUDE ("id");
