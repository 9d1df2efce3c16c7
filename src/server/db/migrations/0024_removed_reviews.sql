ALTER TABLE "alert_settings" ALTER COLUMN "push" SET DEFAULT '{"everyReview":false,"lowRatings":true,"approvals":true,"syncDone":false,"googleProblems":true,"removals":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "review_daily_stats" ADD COLUMN "removed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_daily_stats" ADD COLUMN "removed_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_listing_stats" ADD COLUMN "removed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_listing_stats" ADD COLUMN "removed_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_location_removed" ON "reviews" USING btree ("location_id","removed_at") WHERE removed_at is not null;--> statement-breakpoint
-- The roll-ups also count the removed reviews (those a full read of the source no longer returned) and their ratings'
-- sum, so the dashboard gives the figures with and without them from the same rows. Same rules as before: rows a
-- statement added count +1, rows it removed -1, a listing being deleted is skipped. No review is removed yet, so the
-- new columns' zeros are already right.
CREATE OR REPLACE FUNCTION "review_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO review_daily_stats AS total
    (location_id, day, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread,
     removed, removed_rating_sum)
  SELECT location_id, (date AT TIME ZONE 'UTC')::date, sign * count(*), sign * sum(review_rate),
         sign * count(*) FILTER (WHERE review_rate = 1), sign * count(*) FILTER (WHERE review_rate = 2),
         sign * count(*) FILTER (WHERE review_rate = 3), sign * count(*) FILTER (WHERE review_rate = 4),
         sign * count(*) FILTER (WHERE review_rate = 5), sign * count(*) FILTER (WHERE response_content IS NOT NULL),
         sign * count(*) FILTER (WHERE NOT has_been_read),
         sign * count(*) FILTER (WHERE removed_at IS NOT NULL),
         sign * coalesce(sum(review_rate) FILTER (WHERE removed_at IS NOT NULL), 0)
  FROM changed_rows
  WHERE EXISTS (SELECT 1 FROM locations WHERE locations.id = changed_rows.location_id)
  GROUP BY 1, 2
  ON CONFLICT (location_id, day) DO UPDATE SET
    reviews = total.reviews + excluded.reviews,
    rating_sum = total.rating_sum + excluded.rating_sum,
    ratings_1 = total.ratings_1 + excluded.ratings_1,
    ratings_2 = total.ratings_2 + excluded.ratings_2,
    ratings_3 = total.ratings_3 + excluded.ratings_3,
    ratings_4 = total.ratings_4 + excluded.ratings_4,
    ratings_5 = total.ratings_5 + excluded.ratings_5,
    answered = total.answered + excluded.answered,
    unread = total.unread + excluded.unread,
    removed = total.removed + excluded.removed,
    removed_rating_sum = total.removed_rating_sum + excluded.removed_rating_sum;

  INSERT INTO review_daily_themes AS total (location_id, day, theme, mentions, positive, negative)
  SELECT location_id, (date AT TIME ZONE 'UTC')::date, mention->>'theme', sign * count(*),
         sign * count(*) FILTER (WHERE mention->>'polarity' = 'positive'),
         sign * count(*) FILTER (WHERE mention->>'polarity' = 'negative')
  FROM changed_rows, jsonb_array_elements(changed_rows.themes) AS mention
  WHERE EXISTS (SELECT 1 FROM locations WHERE locations.id = changed_rows.location_id)
  GROUP BY 1, 2, 3
  ON CONFLICT (location_id, day, theme) DO UPDATE SET
    mentions = total.mentions + excluded.mentions,
    positive = total.positive + excluded.positive,
    negative = total.negative + excluded.negative;

  INSERT INTO review_listing_stats AS total
    (location_id, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread,
     removed, removed_rating_sum)
  SELECT location_id, sign * count(*), sign * sum(review_rate),
         sign * count(*) FILTER (WHERE review_rate = 1), sign * count(*) FILTER (WHERE review_rate = 2),
         sign * count(*) FILTER (WHERE review_rate = 3), sign * count(*) FILTER (WHERE review_rate = 4),
         sign * count(*) FILTER (WHERE review_rate = 5), sign * count(*) FILTER (WHERE response_content IS NOT NULL),
         sign * count(*) FILTER (WHERE NOT has_been_read),
         sign * count(*) FILTER (WHERE removed_at IS NOT NULL),
         sign * coalesce(sum(review_rate) FILTER (WHERE removed_at IS NOT NULL), 0)
  FROM changed_rows
  WHERE EXISTS (SELECT 1 FROM locations WHERE locations.id = changed_rows.location_id)
  GROUP BY 1
  ON CONFLICT (location_id) DO UPDATE SET
    reviews = total.reviews + excluded.reviews,
    rating_sum = total.rating_sum + excluded.rating_sum,
    ratings_1 = total.ratings_1 + excluded.ratings_1,
    ratings_2 = total.ratings_2 + excluded.ratings_2,
    ratings_3 = total.ratings_3 + excluded.ratings_3,
    ratings_4 = total.ratings_4 + excluded.ratings_4,
    ratings_5 = total.ratings_5 + excluded.ratings_5,
    answered = total.answered + excluded.answered,
    unread = total.unread + excluded.unread,
    removed = total.removed + excluded.removed,
    removed_rating_sum = total.removed_rating_sum + excluded.removed_rating_sum;
  RETURN NULL;
END
$$;
