-- Business owners (DESIGN §2 roles, company registration, verified mark, opening hours): an account owns at most one
-- company and a company has one owner; the opening hours as the owner typed them (`hours`) and as minutes of the
-- week (`open_week`, written beside them by the company repository) for the "Open now" filter.
ALTER TABLE "companies" ADD COLUMN "owner_id" bigint REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_owner_key" ON "companies" ("owner_id");--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "hours" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "open_week" int4multirange;--> statement-breakpoint
-- A code request for a number another verified company holds is refused: found by this index.
CREATE INDEX "companies_verified_phone_idx" ON "companies" ("phone") WHERE "verified";--> statement-breakpoint
-- At most one live code per company, for the number it was sent to; the same rules as sign-up codes.
CREATE TABLE "company_phone_codes" (
  "company_id" bigint PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "phone" text NOT NULL,
  "code_hash" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "tries" smallint DEFAULT 0 NOT NULL,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
