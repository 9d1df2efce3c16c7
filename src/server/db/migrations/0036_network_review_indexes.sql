-- Each listing's reviews by id: the network inbox reads each establishment's last review stored (its pages' bound) and
-- counts the reviews stored after a bound from it. Without it the last one was found by reading the table's ids
-- backwards until one of the network's, every newer review of every other account first.
CREATE INDEX "reviews_location_id" ON "reviews" USING btree ("location_id","id");--> statement-breakpoint
-- The reviews without a response, by rating and date, carrying the removal (drizzle's schema cannot say INCLUDE: the
-- index keeps its name, key columns and condition there): the inbox counts its unanswered 1- and 2-star reviews and the
-- dashboard its unanswered negatives still shown from the index alone, instead of every negative review's row.
CREATE INDEX "reviews_location_unanswered_rate" ON "reviews" USING btree ("location_id","review_rate","date","id") INCLUDE ("removed_at") WHERE response_content is null;
