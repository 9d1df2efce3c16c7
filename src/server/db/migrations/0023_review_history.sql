CREATE TABLE "review_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_rate" integer NOT NULL,
	"review_content" text,
	"response_content" text
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "previous_rate" integer;--> statement-breakpoint
ALTER TABLE "review_versions" ADD CONSTRAINT "review_versions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_versions_review" ON "review_versions" USING btree ("review_id","id");--> statement-breakpoint
-- Each review stored before this table existed gets its copy as it stands, dated when it was first stored.
INSERT INTO "review_versions" ("review_id", "seen_at", "review_rate", "review_content", "response_content")
SELECT "id", "created_at", "review_rate", "review_content", "response_content" FROM "reviews" ORDER BY "id";
