-- Accounts that accepted the terms before this column keep null: the date was not recorded, and an invented one proves nothing.
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;
