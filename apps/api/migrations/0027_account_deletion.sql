-- Leaving (issue 30, docs/security.md "Leaving"): a person deletes their account, or the server deletes one
-- unused for six months, a week after a warning SMS (modules/account/idle-accounts.ts).
-- When the account was last used: its sign-up, its latest sign-in or token refresh (each inserts a refresh token).
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- When the warning SMS was queued; cleared by the next use.
ALTER TABLE "users" ADD COLUMN "idle_warned_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" u SET "last_active_at" = greatest(u."created_at", u."activated_at",
  (SELECT max(t."created_at") FROM "refresh_tokens" t WHERE t."user_id" = u."id"),
  (SELECT max(d."last_used_at") FROM "login_devices" d WHERE d."user_id" = u."id"));--> statement-breakpoint
-- The daily job's two scans: accounts due a warning (by last use), and warned accounts due deletion (by warning,
-- over the few warned rows only).
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at");--> statement-breakpoint
CREATE INDEX "users_idle_warned_idx" ON "users" USING btree ("idle_warned_at") WHERE "users"."idle_warned_at" IS NOT NULL;--> statement-breakpoint
-- Every sign-in and refresh inserts a refresh token: that is the account's use, written at most once a day.
CREATE FUNCTION "sefer_note_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET last_active_at = now(), idle_warned_at = NULL
   WHERE id = NEW.user_id AND last_active_at < now() - interval '1 day';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_activity" AFTER INSERT ON "refresh_tokens"
  FOR EACH ROW EXECUTE FUNCTION "sefer_note_activity"();--> statement-breakpoint
-- A deleted account's reviews stay (public content), signed "former user", unless the person removes them.
ALTER TABLE "reviews" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
