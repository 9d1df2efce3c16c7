-- The review-date index also carries the rating, so the dashboard's months, distribution and averages are read from
-- the index alone (drizzle's schema cannot say INCLUDE: the index keeps its name and columns there).
DROP INDEX IF EXISTS "reviews_location_date";--> statement-breakpoint
CREATE INDEX "reviews_location_date" ON "reviews" USING btree ("location_id","date") INCLUDE ("review_rate");
