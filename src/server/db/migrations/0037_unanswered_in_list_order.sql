-- The unanswered reviews' index in the list's order (date, then id) rather than by rating first: a generic plan cannot
-- use `review_rate = any($n)` as an index condition (an array of unknown length), so keyed by rating the network's
-- page of unanswered 1- and 2-star reviews read and sorted every unanswered review of each establishment (115 ms at
-- 1,000,000 reviews). In date order a page stops after its reviews, the rating and the removal read from the index
-- (drizzle's schema cannot say INCLUDE: the index keeps its name, key columns and condition there).
DROP INDEX "reviews_location_unanswered_rate";--> statement-breakpoint
CREATE INDEX "reviews_location_unanswered" ON "reviews" USING btree ("location_id","date","id") INCLUDE ("review_rate","removed_at") WHERE response_content is null;
