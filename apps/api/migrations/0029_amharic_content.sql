-- Content has an Amharic side (issue 29, docs/product.md §3): the owner writes a description and an address in
-- Amharic beside the English ones; Amharic pages show them, falling back to the English. Search keys stay as
-- they are (search by an Amharic description is not asked for).
ALTER TABLE "companies" ADD COLUMN "description_am" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_am" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_am" text;
