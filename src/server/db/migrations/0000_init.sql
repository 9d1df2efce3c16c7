CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_uid" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"profile_picture" text NOT NULL,
	"referral_id" text NOT NULL,
	"referred_by" integer,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"has_done_profile_setup" boolean DEFAULT false NOT NULL,
	"has_accepted_terms" boolean DEFAULT false NOT NULL,
	"ai_credits" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_provider_uid_unique" UNIQUE("provider_uid"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_referral_id_unique" UNIQUE("referral_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;