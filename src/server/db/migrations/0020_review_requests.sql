CREATE TABLE "request_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"language" text NOT NULL,
	"basis" text NOT NULL,
	"basis_recorded_at" timestamp with time zone NOT NULL,
	"last_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_quota_usage" (
	"location_id" integer NOT NULL,
	"month" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "request_quota_usage_location_id_month_pk" PRIMARY KEY("location_id","month")
);
--> statement-breakpoint
CREATE TABLE "request_suppressions" (
	"location_id" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_suppressions_location_id_address_pk" PRIMARY KEY("location_id","address")
);
--> statement-breakpoint
CREATE TABLE "review_request_settings" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"hook_secret" text NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"reminder" boolean DEFAULT true NOT NULL,
	"reminder_after_days" integer DEFAULT 5 NOT NULL,
	"custom_sentence" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_request_settings_slug_unique" UNIQUE("slug"),
	CONSTRAINT "review_request_settings_hook_secret_unique" UNIQUE("hook_secret")
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"contact_id" integer,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"basis" text NOT NULL,
	"token" text NOT NULL,
	"status" text NOT NULL,
	"refusal" text,
	"send_after" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"review_id" integer,
	"review_received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "request_contacts" ADD CONSTRAINT "request_contacts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_quota_usage" ADD CONSTRAINT "request_quota_usage_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_suppressions" ADD CONSTRAINT "request_suppressions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_request_settings" ADD CONSTRAINT "review_request_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_contact_id_request_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."request_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_contacts_email" ON "request_contacts" USING btree ("location_id","email") WHERE "request_contacts"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "request_contacts_phone" ON "request_contacts" USING btree ("location_id","phone") WHERE "request_contacts"."phone" is not null;--> statement-breakpoint
CREATE INDEX "review_requests_location_created" ON "review_requests" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "review_requests_due" ON "review_requests" USING btree ("status","send_after");