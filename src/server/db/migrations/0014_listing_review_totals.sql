CREATE TABLE "review_listing_stats" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"ratings_1" integer DEFAULT 0 NOT NULL,
	"ratings_2" integer DEFAULT 0 NOT NULL,
	"ratings_3" integer DEFAULT 0 NOT NULL,
	"ratings_4" integer DEFAULT 0 NOT NULL,
	"ratings_5" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_listing_stats" ADD CONSTRAINT "review_listing_stats_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The roll-up triggers also keep one row of all-time totals per listing (same rules: rows a statement added count +1,
-- rows it removed -1, a listing being deleted is skipped). The function keeps its name, so the triggers stay as they are.
CREATE OR REPLACE FUNCTION "review_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO review_daily_stats AS total
    (location_id, day, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread)
  SELECT location_id, (date AT TIME ZONE 'UTC')::date, sign * count(*), sign * sum(review_rate),
         sign * count(*) FILTER (WHERE review_rate = 1), sign * count(*) FILTER (WHERE review_rate = 2),
         sign * count(*) FILTER (WHERE review_rate = 3), sign * count(*) FILTER (WHERE review_rate = 4),
         sign * count(*) FILTER (WHERE review_rate = 5), sign * count(*) FILTER (WHERE response_content IS NOT NULL),
         sign * count(*) FILTER (WHERE NOT has_been_read)
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
    unread = total.unread + excluded.unread;

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
    (location_id, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread)
  SELECT location_id, sign * count(*), sign * sum(review_rate),
         sign * count(*) FILTER (WHERE review_rate = 1), sign * count(*) FILTER (WHERE review_rate = 2),
         sign * count(*) FILTER (WHERE review_rate = 3), sign * count(*) FILTER (WHERE review_rate = 4),
         sign * count(*) FILTER (WHERE review_rate = 5), sign * count(*) FILTER (WHERE response_content IS NOT NULL),
         sign * count(*) FILTER (WHERE NOT has_been_read)
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
    unread = total.unread + excluded.unread;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The reviews already stored.
INSERT INTO review_listing_stats
  (location_id, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread)
SELECT location_id, sum(reviews), sum(rating_sum), sum(ratings_1), sum(ratings_2), sum(ratings_3), sum(ratings_4),
       sum(ratings_5), sum(answered), sum(unread)
FROM review_daily_stats GROUP BY 1;
