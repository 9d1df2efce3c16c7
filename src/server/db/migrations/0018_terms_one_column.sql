-- One record of acceptance: the date. Accounts that accepted before the date was recorded get their creation date,
-- the day they were shown the terms (the first screen after signing up); the flag that was their only record goes.
UPDATE "users" SET "terms_accepted_at" = "created_at" WHERE "has_accepted_terms" AND "terms_accepted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "has_accepted_terms";
