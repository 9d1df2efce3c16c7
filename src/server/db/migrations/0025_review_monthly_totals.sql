CREATE TABLE "review_monthly_stats" (
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_monthly_stats_location_id_month_pk" PRIMARY KEY("location_id","month")
);
--> statement-breakpoint
ALTER TABLE "review_monthly_stats" ADD CONSTRAINT "review_monthly_stats_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;;--> statement-breakpoint
-- The months start from the days already summed; from now on the same trigger function keeps them, with the same rules
-- (rows a statement added count +1, rows it removed -1, a listing being deleted is skipped).
INSERT INTO "review_monthly_stats" ("location_id", "month", "reviews", "rating_sum")
SELECT "location_id", date_trunc('month', "day"::timestamp)::date, sum("reviews"), sum("rating_sum")
FROM "review_daily_stats"
GROUP BY 1, 2;--> statement-breakpoint
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

  INSERT INTO review_monthly_stats AS total (location_id, month, reviews, rating_sum)
  SELECT location_id, date_trunc('month', date AT TIME ZONE 'UTC')::date, sign * count(*), sign * sum(review_rate)
  FROM changed_rows
  WHERE EXISTS (SELECT 1 FROM locations WHERE locations.id = changed_rows.location_id)
  GROUP BY 1, 2
  ON CONFLICT (location_id, month) DO UPDATE SET
    reviews = total.reviews + excluded.reviews,
    rating_sum = total.rating_sum + excluded.rating_sum;

  RETURN NULL;
END
$$;
