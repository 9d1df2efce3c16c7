CREATE TABLE "ai_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"draft" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_queue_review_id_unique" UNIQUE("review_id")
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "sentiment" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "themes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "new_review_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_queue" ADD CONSTRAINT "reply_queue_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_queue" ADD CONSTRAINT "reply_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_queue_user" ON "reply_queue" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_location_rate_date" ON "reviews" USING btree ("location_id","review_rate","date");--> statement-breakpoint
-- Reviews stored before this migration get the search text new ones get at ingestion (lower case, no accents).
UPDATE "reviews" SET "search_text" = replace(replace(lower(translate("author_name" || ' ' || coalesce("review_content", ''), 'ÀÂÄÁÃÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸàâäáãçéèêëíìîïñóòôöõúùûüýÿ', 'AAAAACEEEEIIIINOOOOOUUUUYYaaaaaceeeeiiiinooooouuuuyy')), 'œ', 'oe'), 'æ', 'ae');
