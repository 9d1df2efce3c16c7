CREATE TABLE "google_api_calls" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"calls" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"refresh_token" text NOT NULL,
	"access_token" text,
	"access_token_expires_at" timestamp with time zone,
	"account_name" text,
	"account_display_name" text,
	"location" jsonb,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_success_at" timestamp with time zone,
	"problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "review_source" text DEFAULT 'maps' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "google_reply_state" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "google_reply_deleting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "google_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "google_reply_problem" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "google_reply_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_oauth_states" ADD CONSTRAINT "google_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_google_reply_state" ON "reviews" USING btree ("google_reply_state") WHERE google_reply_state is not null;