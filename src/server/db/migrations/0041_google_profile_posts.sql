CREATE TABLE "google_profile_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"language_code" text NOT NULL,
	"photo_url" text,
	"call_to_action" jsonb,
	"event" jsonb,
	"offer" jsonb,
	"publish_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"google_name" text,
	"google_state" text,
	"problem" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_google_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_id" integer,
	"member_name" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "google_reply_moderation" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "media" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "google_profile_posts" ADD CONSTRAINT "google_profile_posts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_profile_posts" ADD CONSTRAINT "google_profile_posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_google_reports" ADD CONSTRAINT "review_google_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_google_reports" ADD CONSTRAINT "review_google_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_profile_posts_location" ON "google_profile_posts" USING btree ("location_id","publish_at");--> statement-breakpoint
CREATE INDEX "google_profile_posts_due" ON "google_profile_posts" USING btree ("state","publish_at");--> statement-breakpoint
CREATE INDEX "review_google_reports_review" ON "review_google_reports" USING btree ("review_id","reported_at");