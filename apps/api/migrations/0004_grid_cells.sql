ALTER TABLE "companies" ADD COLUMN "cell" integer GENERATED ALWAYS AS (floor((lat + 90) / 0.02)::int * 20000 + floor((lng + 180) / 0.02)::int) STORED;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "cell" integer GENERATED ALWAYS AS (floor((lat + 90) / 0.02)::int * 20000 + floor((lng + 180) / 0.02)::int) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cell" integer GENERATED ALWAYS AS (floor((lat + 90) / 0.02)::int * 20000 + floor((lng + 180) / 0.02)::int) STORED;--> statement-breakpoint
CREATE INDEX "companies_cell_created_idx" ON "companies" USING btree ("cell","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "places_cell_created_idx" ON "places" USING btree ("cell","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_cell_created_idx" ON "products" USING btree ("cell","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);