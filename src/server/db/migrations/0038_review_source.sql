ALTER TABLE "reviews" ADD COLUMN "source" text DEFAULT 'google' NOT NULL;--> statement-breakpoint
-- The sources Bonavis reads; a new one is a new migration, as its adapter is new code.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_source_known" CHECK ("source" in ('google', 'thefork', 'tripadvisor', 'facebook'));
