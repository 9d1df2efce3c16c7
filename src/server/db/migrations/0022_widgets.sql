CREATE TABLE "widgets" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"layout" text DEFAULT 'badge' NOT NULL,
	"theme" text DEFAULT 'auto' NOT NULL,
	"language" text DEFAULT 'auto' NOT NULL,
	"review_count" integer DEFAULT 5 NOT NULL,
	"hide_without_text" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widgets_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;