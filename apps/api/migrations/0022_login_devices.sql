-- Failed sign-ins and known devices (issue 27, docs/security.md): a browser that signed in before keeps a signed
-- device token; with the right password it gets in while the number is throttled for everyone else.
-- The failure's subject: the phone number a per-address failure was for, so the address ceiling counts numbers.
ALTER TABLE "login_failures" ADD COLUMN "subject" text;--> statement-breakpoint
-- One row per device an account signed in from; the token carries the id and an HMAC over it and the user.
CREATE TABLE "login_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_devices_user_idx" ON "login_devices" USING btree ("user_id");
