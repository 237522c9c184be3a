-- Anonymous views counted per client address and day (issue 27, DESIGN §2 "Anonymous counting"): a visitor is a
-- keyed hash of the client address and the day (`address_key`, never the address itself), so invented
-- X-Device-Id values no longer make new viewers. Rows of earlier device ids stay as they are.
ALTER TABLE "views" ADD COLUMN "address_key" text;--> statement-breakpoint
-- "Also visited": a viewer is the signed-in user, else the address and day, else (older rows) the device id.
CREATE FUNCTION "sefer_viewer"("user_id" bigint, "device_id" text, "address_key" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN "user_id" IS NOT NULL THEN 'u' || "user_id"::text
                  WHEN "address_key" IS NOT NULL THEN 'a' || "address_key"
                  ELSE 'd' || "device_id" END $$;--> statement-breakpoint
DROP INDEX "views_viewer_idx";--> statement-breakpoint
CREATE INDEX "views_viewer_idx" ON "views" USING btree (sefer_viewer("user_id", "device_id", "address_key"), "created_at" DESC NULLS LAST) INCLUDE ("kind", "entity_id");--> statement-breakpoint
DROP FUNCTION "sefer_viewer"(bigint, text);--> statement-breakpoint
-- One anonymous view per address, day and subject: the conflict target of the view insert.
CREATE UNIQUE INDEX "views_address_subject_key" ON "views" USING btree ("kind", "entity_id", "address_key") WHERE "address_key" IS NOT NULL;
