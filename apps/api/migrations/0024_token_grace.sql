ALTER TABLE "refresh_tokens" ADD COLUMN IF NOT EXISTS "successor_sealed" text;
