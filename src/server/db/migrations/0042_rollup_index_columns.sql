-- The dashboard's removals count Google's reviews only (migration 0039): the removed reviews' index carries the source,
-- so a period's removals are still read from the index alone, not from every removed review's row (drizzle's schema
-- cannot say INCLUDE: the index keeps its name, key columns and condition there).
DROP INDEX "reviews_location_removed";--> statement-breakpoint
CREATE INDEX "reviews_location_removed" ON "reviews" USING btree ("location_id","removed_at") INCLUDE ("source") WHERE removed_at is not null;--> statement-breakpoint
-- The histograms of response times are read for their counts only: their keys' index carries them.
ALTER TABLE "review_daily_response_times" DROP CONSTRAINT "review_daily_response_times_location_id_day_tenths_pk";--> statement-breakpoint
ALTER TABLE "review_daily_response_times" ADD CONSTRAINT "review_daily_response_times_location_id_day_tenths_pk" PRIMARY KEY ("location_id","day","tenths") INCLUDE ("answered");--> statement-breakpoint
ALTER TABLE "review_monthly_response_times" DROP CONSTRAINT "review_monthly_response_times_location_id_month_tenths_pk";--> statement-breakpoint
ALTER TABLE "review_monthly_response_times" ADD CONSTRAINT "review_monthly_response_times_location_id_month_tenths_pk" PRIMARY KEY ("location_id","month","tenths") INCLUDE ("answered");
