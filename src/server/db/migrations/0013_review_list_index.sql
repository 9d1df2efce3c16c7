-- The review-date index ends on the id, the list's last sort key: a page of the newest (or oldest) reviews is read in
-- index order without a sort, however deep. It still carries the rating for the dashboard (drizzle's schema cannot say
-- INCLUDE: the index keeps its name and key columns there).
DROP INDEX IF EXISTS "reviews_location_date";--> statement-breakpoint
CREATE INDEX "reviews_location_date" ON "reviews" USING btree ("location_id","date","id") INCLUDE ("review_rate");
