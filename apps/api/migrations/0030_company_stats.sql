-- Insights for business owners (issue 31, docs/owners.md "Insights"): what people did with a company's page
-- and its products, per day in Addis Ababa time (modules/stats).
-- Raw per-person events: one row per person, subject, action and day (the once-a-day rule is this key; ordered so
-- that a person's earlier views of a subject this month are one index range away). Kept
-- at most six months (the daily job in modules/stats/stats-purge.ts); the account's rows go with the account.
-- action: 1 view, 2 like, 3 unlike, 4 review, 5 call, 6 telegram, 7 website, 8 directions (STAT_ACTION).
CREATE TABLE "stat_events" (
	"kind" smallint NOT NULL,
	"entity_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"action" smallint NOT NULL,
	"who" text NOT NULL,
	"user_id" bigint,
	"rating" smallint,
	CONSTRAINT "stat_events_pkey" PRIMARY KEY("kind","entity_id","action","who","day")
);--> statement-breakpoint
ALTER TABLE "stat_events" ADD CONSTRAINT "stat_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_events" ADD CONSTRAINT "stat_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The stats call's unique viewers (a company's events of a period) and the purge (oldest days first).
CREATE INDEX "stat_events_company_day_idx" ON "stat_events" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "stat_events_day_idx" ON "stat_events" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stat_events_user_idx" ON "stat_events" USING btree ("user_id") WHERE "stat_events"."user_id" IS NOT NULL;--> statement-breakpoint
-- Daily totals per subject, kept: counted events add to them in the statement that records the event;
-- appearances arrive from the server's memory every few seconds.
CREATE TABLE "stat_days" (
	"kind" smallint NOT NULL,
	"entity_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	-- Viewers whose first view of the subject in the day's month fell on this day: a month's unique viewers are
	-- their sum, kept after the events are gone.
	"month_viewers" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"unlikes" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"telegram" integer DEFAULT 0 NOT NULL,
	"website" integer DEFAULT 0 NOT NULL,
	"directions" integer DEFAULT 0 NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	"feed_appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_days_pkey" PRIMARY KEY("kind","entity_id","day")
);--> statement-breakpoint
ALTER TABLE "stat_days" ADD CONSTRAINT "stat_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stat_days_company_day_idx" ON "stat_days" USING btree ("company_id","day");--> statement-breakpoint
-- Search keys (as the search normalises them) whose results listed the company or one of its products, per day.
CREATE TABLE "stat_search_keys" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "stat_search_keys_pkey" PRIMARY KEY("company_id","day","key")
);--> statement-breakpoint
ALTER TABLE "stat_search_keys" ADD CONSTRAINT "stat_search_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A deleted product takes its stats along (the company's go by the foreign keys).
CREATE FUNCTION "sefer_stats_forget_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stat_events WHERE kind = 2 AND entity_id = OLD.id;
  DELETE FROM stat_days WHERE kind = 2 AND entity_id = OLD.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_stats_forget" AFTER DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "sefer_stats_forget_product"();
