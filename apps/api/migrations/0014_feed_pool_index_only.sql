-- For You's pool (the 300 nearest rows, scored by their tags) and the quick-action tags read only the kind,
-- id and tags of the nearest rows: with these columns in the SP-GiST indexes they are read from the index
-- alone (index-only scans), not from 300 heap pages. On the 1,400,000-row bench set, under 32 clients, For You
-- went from 7.3 to 1.2 ms of PostgreSQL CPU per query (docs/decisions/0011-for-you.md); Around you, which
-- reads the same indexes, did not change measurably. The indexes grow from 60 to 161 MB (all rows).
DROP INDEX "feed_entries_pt_idx";--> statement-breakpoint
DROP INDEX "feed_entries_company_pt_idx";--> statement-breakpoint
DROP INDEX "feed_entries_product_pt_idx";--> statement-breakpoint
DROP INDEX "feed_entries_place_pt_idx";--> statement-breakpoint
CREATE INDEX "feed_entries_pt_idx" ON "feed_entries" USING spgist ("pt") INCLUDE ("kind", "id", "tags");--> statement-breakpoint
CREATE INDEX "feed_entries_company_pt_idx" ON "feed_entries" USING spgist ("pt") INCLUDE ("kind", "id", "tags") WHERE "kind" = 0;--> statement-breakpoint
CREATE INDEX "feed_entries_product_pt_idx" ON "feed_entries" USING spgist ("pt") INCLUDE ("kind", "id", "tags") WHERE "kind" = 2;--> statement-breakpoint
CREATE INDEX "feed_entries_place_pt_idx" ON "feed_entries" USING spgist ("pt") INCLUDE ("kind", "id", "tags") WHERE "kind" = 3;
