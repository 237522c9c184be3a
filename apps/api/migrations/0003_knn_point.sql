ALTER TABLE "companies" ADD COLUMN "pt" "point" GENERATED ALWAYS AS (point(lng * cos(radians(lat)), lat)) STORED;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "pt" "point" GENERATED ALWAYS AS (point(lng * cos(radians(lat)), lat)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pt" "point" GENERATED ALWAYS AS (point(lng * cos(radians(lat)), lat)) STORED;--> statement-breakpoint
CREATE INDEX "companies_pt_idx" ON "companies" USING gist ("pt");--> statement-breakpoint
CREATE INDEX "places_pt_idx" ON "places" USING gist ("pt");--> statement-breakpoint
CREATE INDEX "products_pt_idx" ON "products" USING gist ("pt");