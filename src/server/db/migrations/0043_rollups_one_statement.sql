-- The roll-ups in one statement per trigger instead of seven: the rows of a listing being deleted are set aside once,
-- Google's once, and the response times and themes are read from those; each roll-up is one data-modifying part of the
-- same statement (the statements' own start-up was most of a small write's cost: a provider's page of 20 reviews fires
-- three triggers). Same rules and figures as migration 0039.
CREATE OR REPLACE FUNCTION "review_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := TG_ARGV[0]::integer;
BEGIN
  WITH live AS MATERIALIZED (
    SELECT location_id, date, (date AT TIME ZONE 'UTC')::date AS day, date_trunc('month', date AT TIME ZONE 'UTC')::date AS month,
           source, review_rate, response_content, response_date, has_been_read, removed_at, themes
    FROM changed_rows
    WHERE EXISTS (SELECT 1 FROM locations WHERE locations.id = changed_rows.location_id)
  ),
  google AS MATERIALIZED (SELECT * FROM live WHERE source = 'google'),
  mentions AS MATERIALIZED (
    SELECT location_id, day, month, mention->>'theme' AS theme, mention->>'polarity' AS polarity
    FROM google, jsonb_array_elements(google.themes) AS mention
  ),
  response_times AS MATERIALIZED (
    SELECT location_id, day, month, round(extract(epoch from (response_date - date)) / 360)::integer AS tenths
    FROM google WHERE response_date IS NOT NULL
  ),
  days AS (
    INSERT INTO review_daily_stats AS total (location_id, day, source, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread, removed, removed_rating_sum)
    SELECT location_id, day, source, sign * count(*), sign * sum(review_rate),
           sign * count(*) FILTER (WHERE review_rate = 1), sign * count(*) FILTER (WHERE review_rate = 2),
           sign * count(*) FILTER (WHERE review_rate = 3), sign * count(*) FILTER (WHERE review_rate = 4),
           sign * count(*) FILTER (WHERE review_rate = 5), sign * count(*) FILTER (WHERE response_content IS NOT NULL),
           sign * count(*) FILTER (WHERE NOT has_been_read),
           sign * count(*) FILTER (WHERE removed_at IS NOT NULL),
           sign * coalesce(sum(review_rate) FILTER (WHERE removed_at IS NOT NULL), 0)
    FROM live GROUP BY 1, 2, 3
    ON CONFLICT (location_id, day, source) DO UPDATE SET
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
      removed_rating_sum = total.removed_rating_sum + excluded.removed_rating_sum
  ),
  all_time AS (
    INSERT INTO review_listing_stats AS total (location_id, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread, removed, removed_rating_sum, unanswered_1, unanswered_2, unanswered_3, unanswered_4, unanswered_5)
    SELECT location_id, sign * count(*), sign * sum(review_rate),
           sign * count(*) FILTER (WHERE review_rate = 1), sign * count(*) FILTER (WHERE review_rate = 2),
           sign * count(*) FILTER (WHERE review_rate = 3), sign * count(*) FILTER (WHERE review_rate = 4),
           sign * count(*) FILTER (WHERE review_rate = 5), sign * count(*) FILTER (WHERE response_content IS NOT NULL),
           sign * count(*) FILTER (WHERE NOT has_been_read),
           sign * count(*) FILTER (WHERE removed_at IS NOT NULL),
           sign * coalesce(sum(review_rate) FILTER (WHERE removed_at IS NOT NULL), 0),
           sign * count(*) FILTER (WHERE review_rate = 1 AND response_content IS NULL),
           sign * count(*) FILTER (WHERE review_rate = 2 AND response_content IS NULL),
           sign * count(*) FILTER (WHERE review_rate = 3 AND response_content IS NULL),
           sign * count(*) FILTER (WHERE review_rate = 4 AND response_content IS NULL),
           sign * count(*) FILTER (WHERE review_rate = 5 AND response_content IS NULL)
    FROM live GROUP BY 1
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
      removed_rating_sum = total.removed_rating_sum + excluded.removed_rating_sum,
      unanswered_1 = total.unanswered_1 + excluded.unanswered_1,
      unanswered_2 = total.unanswered_2 + excluded.unanswered_2,
      unanswered_3 = total.unanswered_3 + excluded.unanswered_3,
      unanswered_4 = total.unanswered_4 + excluded.unanswered_4,
      unanswered_5 = total.unanswered_5 + excluded.unanswered_5
  ),
  months AS (
    INSERT INTO review_monthly_stats AS total (location_id, month, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread, removed, removed_rating_sum)
    SELECT location_id, month, sign * count(*), sign * sum(review_rate),
           sign * count(*) FILTER (WHERE review_rate = 1), sign * count(*) FILTER (WHERE review_rate = 2),
           sign * count(*) FILTER (WHERE review_rate = 3), sign * count(*) FILTER (WHERE review_rate = 4),
           sign * count(*) FILTER (WHERE review_rate = 5), sign * count(*) FILTER (WHERE response_content IS NOT NULL),
           sign * count(*) FILTER (WHERE NOT has_been_read),
           sign * count(*) FILTER (WHERE removed_at IS NOT NULL),
           sign * coalesce(sum(review_rate) FILTER (WHERE removed_at IS NOT NULL), 0)
    FROM google GROUP BY 1, 2
    ON CONFLICT (location_id, month) DO UPDATE SET
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
      removed_rating_sum = total.removed_rating_sum + excluded.removed_rating_sum
  ),
  day_themes AS (
    INSERT INTO review_daily_themes AS total (location_id, day, theme, mentions, positive, negative)
    SELECT location_id, day, theme, sign * count(*), sign * count(*) FILTER (WHERE polarity = 'positive'),
           sign * count(*) FILTER (WHERE polarity = 'negative')
    FROM mentions GROUP BY 1, 2, 3
    ON CONFLICT (location_id, day, theme) DO UPDATE SET
      mentions = total.mentions + excluded.mentions, positive = total.positive + excluded.positive,
      negative = total.negative + excluded.negative
  ),
  month_themes AS (
    INSERT INTO review_monthly_themes AS total (location_id, month, theme, mentions, positive, negative)
    SELECT location_id, month, theme, sign * count(*), sign * count(*) FILTER (WHERE polarity = 'positive'),
           sign * count(*) FILTER (WHERE polarity = 'negative')
    FROM mentions GROUP BY 1, 2, 3
    ON CONFLICT (location_id, month, theme) DO UPDATE SET
      mentions = total.mentions + excluded.mentions, positive = total.positive + excluded.positive,
      negative = total.negative + excluded.negative
  ),
  day_response_times AS (
    INSERT INTO review_daily_response_times AS total (location_id, day, tenths, answered)
    SELECT location_id, day, tenths, sign * count(*) FROM response_times GROUP BY 1, 2, 3
    ON CONFLICT (location_id, day, tenths) DO UPDATE SET answered = total.answered + excluded.answered
  )
  INSERT INTO review_monthly_response_times AS total (location_id, month, tenths, answered)
  SELECT location_id, month, tenths, sign * count(*) FROM response_times GROUP BY 1, 2, 3
  ON CONFLICT (location_id, month, tenths) DO UPDATE SET answered = total.answered + excluded.answered;
  RETURN NULL;
END
$$;
