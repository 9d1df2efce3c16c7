-- An organisation may hold several establishments: what was one per account and is one per establishment in the
-- product (the AI's writing settings, the automatic replies waiting, the prize wheel, the Google connection) moves from
-- the account to its establishment. Until now an account had at most one establishment (locations.user_id was
-- unique), so each row goes to that one; a row of an account that never linked a listing has nothing to belong to.
ALTER TABLE "ai_settings" ADD COLUMN "location_id" integer;--> statement-breakpoint
UPDATE "ai_settings" a SET "location_id" = l."id" FROM "locations" l WHERE l."user_id" = a."user_id";--> statement-breakpoint
DELETE FROM "ai_settings" WHERE "location_id" IS NULL;--> statement-breakpoint
ALTER TABLE "ai_settings" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "ai_settings" ADD PRIMARY KEY ("location_id");--> statement-breakpoint
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A queued reply's establishment is its review's.
ALTER TABLE "reply_queue" ADD COLUMN "location_id" integer;--> statement-breakpoint
UPDATE "reply_queue" q SET "location_id" = r."location_id" FROM "reviews" r WHERE r."id" = q."review_id";--> statement-breakpoint
ALTER TABLE "reply_queue" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "reply_queue" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_queue" ADD CONSTRAINT "reply_queue_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_queue_location" ON "reply_queue" USING btree ("location_id");--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "location_id" integer;--> statement-breakpoint
UPDATE "games" g SET "location_id" = l."id" FROM "locations" l WHERE l."user_id" = g."user_id";--> statement-breakpoint
DELETE FROM "games" WHERE "location_id" IS NULL;--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_location_id_unique" UNIQUE("location_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_connections" ADD COLUMN "location_id" integer;--> statement-breakpoint
UPDATE "google_connections" c SET "location_id" = l."id" FROM "locations" l WHERE l."user_id" = c."user_id";--> statement-breakpoint
DELETE FROM "google_connections" WHERE "location_id" IS NULL;--> statement-breakpoint
ALTER TABLE "google_connections" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "google_connections" ADD PRIMARY KEY ("location_id");--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A consent under way names its establishment from now on; those handed out before (ten minutes' life) are dropped.
DELETE FROM "google_oauth_states";--> statement-breakpoint
ALTER TABLE "google_oauth_states" ADD COLUMN "location_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "google_oauth_states" ADD CONSTRAINT "google_oauth_states_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An account may now pay for several establishments.
ALTER TABLE "locations" DROP CONSTRAINT "locations_user_id_unique";--> statement-breakpoint
CREATE INDEX "locations_user" ON "locations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "locations_organization" ON "locations" USING btree ("organization_id");
