CREATE TABLE "google_profile_call_budgets" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "google_profile_call_budgets_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "google_profile_daily_metrics" (
	"listing_id" integer NOT NULL,
	"date" date NOT NULL,
	"business_impressions_desktop_maps" integer NOT NULL,
	"business_impressions_desktop_search" integer NOT NULL,
	"business_impressions_mobile_maps" integer NOT NULL,
	"business_impressions_mobile_search" integer NOT NULL,
	"call_clicks" integer NOT NULL,
	"business_direction_requests" integer NOT NULL,
	"website_clicks" integer NOT NULL,
	"business_bookings" integer NOT NULL,
	"business_food_orders" integer NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "google_profile_daily_metrics_listing_id_date_pk" PRIMARY KEY("listing_id","date")
);
--> statement-breakpoint
CREATE TABLE "google_profile_keyword_months" (
	"listing_id" integer NOT NULL,
	"month" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "google_profile_keyword_months_listing_id_month_pk" PRIMARY KEY("listing_id","month")
);
--> statement-breakpoint
CREATE TABLE "google_profile_keywords" (
	"listing_id" integer NOT NULL,
	"month" text NOT NULL,
	"keyword" text NOT NULL,
	"impressions" integer,
	"fewer_than" integer,
	CONSTRAINT "google_profile_keywords_listing_id_month_keyword_pk" PRIMARY KEY("listing_id","month","keyword")
);
--> statement-breakpoint
ALTER TABLE "google_profile_call_budgets" ADD CONSTRAINT "google_profile_call_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_profile_daily_metrics" ADD CONSTRAINT "google_profile_daily_metrics_listing_id_locations_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_profile_keyword_months" ADD CONSTRAINT "google_profile_keyword_months_listing_id_locations_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_profile_keywords" ADD CONSTRAINT "google_profile_keywords_listing_id_locations_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;