-- A scheduled post may repeat weekly or monthly: Google's posts have no repetition, so the job schedules the next one.
ALTER TABLE "google_profile_posts" ADD COLUMN "repeat" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "google_profile_posts" ADD CONSTRAINT "google_profile_posts_repeat" CHECK ("google_profile_posts"."repeat" in ('never', 'weekly', 'monthly'));