CREATE TABLE "review_source_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"summary" jsonb NOT NULL,
	"secrets" text,
	"webhook_secret" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"history" text DEFAULT 'complete' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_full_read_at" timestamp with time zone,
	"last_error_code" text,
	"last_platform_code" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_source_login_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_call_budgets" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "source_call_budgets_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source_rating" real;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source_scale" text DEFAULT '5' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "recommends" boolean;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_url" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_draft" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source_reply_to" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source_reply_state" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source_reply_problem" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source_reply_platform_code" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source_reply_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "sources" jsonb DEFAULT '["google"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "review_source_connections" ADD CONSTRAINT "review_source_connections_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_source_login_states" ADD CONSTRAINT "review_source_login_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_source_login_states" ADD CONSTRAINT "review_source_login_states_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_call_budgets" ADD CONSTRAINT "source_call_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_source_connections_location_source" ON "review_source_connections" USING btree ("location_id","source");--> statement-breakpoint
CREATE INDEX "review_source_connections_next_read" ON "review_source_connections" USING btree ("next_read_at") WHERE next_read_at is not null;--> statement-breakpoint
CREATE INDEX "reviews_location_source_date" ON "reviews" USING btree ("location_id","source","date");