CREATE TABLE "company_information" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"legal_status" text NOT NULL,
	"company_name" text NOT NULL,
	"siret_number" text NOT NULL,
	"activity_sector" text NOT NULL,
	"vat_number" text,
	"address" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"company_email" text NOT NULL,
	"country_code" text DEFAULT 'FR' NOT NULL,
	"company_phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"address" text,
	"cover" text,
	"average_rating" real,
	"url" text,
	"short_url" text NOT NULL,
	"has_been_synchronized" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "personal_information" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"country_code" text DEFAULT 'FR' NOT NULL,
	"phone" text NOT NULL,
	"gender" text DEFAULT 'Unknown' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"author_name" text NOT NULL,
	"author_pict_url" text,
	"review_rate" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"is_local_guide" boolean DEFAULT false NOT NULL,
	"review_content" text,
	"language" text,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response_content" text,
	"response_date" timestamp with time zone,
	"has_been_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"cursor" text,
	"fetched" integer DEFAULT 0 NOT NULL,
	"expected_total" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_information" ADD CONSTRAINT "company_information_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_information" ADD CONSTRAINT "personal_information_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_jobs" ADD CONSTRAINT "sync_jobs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_location_external_unique" ON "reviews" USING btree ("location_id","external_id");--> statement-breakpoint
CREATE INDEX "reviews_location_date" ON "reviews" USING btree ("location_id","date");--> statement-breakpoint
CREATE INDEX "sync_jobs_location_status" ON "sync_jobs" USING btree ("location_id","status");