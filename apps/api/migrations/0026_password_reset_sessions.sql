-- Forgotten passwords and sessions (issue 30, docs/security.md).
-- A code to reset a forgotten password, kept apart from activation codes: it never activates an account.
CREATE TABLE "password_reset_codes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One row per sign-in (a refresh-token family): the browser it came from, first and last use.
CREATE TABLE "login_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"family" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"device_id" text,
	"login_device_id" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_sessions" ADD CONSTRAINT "login_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_sessions" ADD CONSTRAINT "login_sessions_login_device_id_login_devices_id_fk" FOREIGN KEY ("login_device_id") REFERENCES "public"."login_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "login_sessions_family_key" ON "login_sessions" USING btree ("family");--> statement-breakpoint
CREATE INDEX "login_sessions_user_idx" ON "login_sessions" USING btree ("user_id");--> statement-breakpoint
-- Sign-ins from before this table: each live family becomes a session (its browser unknown).
INSERT INTO "login_sessions" ("family", "user_id", "created_at", "last_used_at")
SELECT "family", "user_id", min("created_at"), max(coalesce("used_at", "created_at"))
  FROM "refresh_tokens"
 WHERE "revoked_at" IS NULL
 GROUP BY "family", "user_id";
