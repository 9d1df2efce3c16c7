-- The median response time of a year read about as many histogram rows as the year had answered reviews: a month's
-- response times in tenths of an hour spread over hundreds of tenths. It is now read in two steps. The months' counts
-- per span of five hours (50 tenths) find the span holding each middle rank, then only that span's tenths are read,
-- through an index that starts with the span: a year of a busy establishment is at most 15 span rows a month and its
-- median's span, instead of every tenth. The days keep their tenths alone (a day holds few answered reviews), with the
-- same kind of index. Same function as migration 0044 otherwise, with the spans kept beside the tenths.
CREATE TABLE "review_monthly_response_spans" (
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"span" integer NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_monthly_response_spans_location_id_month_span_pk" PRIMARY KEY("location_id","month","span") INCLUDE ("answered")
);
--> statement-breakpoint
ALTER TABLE "review_monthly_response_spans" ADD CONSTRAINT "review_monthly_response_spans_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- drizzle's schema cannot say INCLUDE: the second step reads a span's tenths and counts from these indexes alone.
CREATE INDEX "review_daily_response_times_span" ON "review_daily_response_times" USING btree ("location_id",("tenths" / 50),"day") INCLUDE ("tenths","answered");--> statement-breakpoint
CREATE INDEX "review_monthly_response_times_span" ON "review_monthly_response_times" USING btree ("location_id",("tenths" / 50),"month") INCLUDE ("tenths","answered");--> statement-breakpoint
INSERT INTO "review_monthly_response_spans" (location_id, month, span, answered)
SELECT location_id, month, tenths / 50, sum(answered) FROM review_monthly_response_times GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "review_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := TG_ARGV[0]::integer;
BEGIN
  -- An update that changes nothing the roll-ups count (a draft, a version, a sync re-reading the same page) would take
  -- every row out and put it back: both update triggers see both versions (`other_rows`) and stop at once.
  -- Nested: the inner test is planned only in the update triggers, the only ones that have `other_rows`.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM changed_rows JOIN other_rows ON other_rows.id = changed_rows.id
      WHERE (changed_rows.location_id, changed_rows.date, changed_rows.source, changed_rows.review_rate,
             changed_rows.response_content IS NULL, changed_rows.response_date, changed_rows.has_been_read,
             changed_rows.removed_at IS NULL, changed_rows.themes)
        IS DISTINCT FROM (other_rows.location_id, other_rows.date, other_rows.source, other_rows.review_rate,
             other_rows.response_content IS NULL, other_rows.response_date, other_rows.has_been_read,
             other_rows.removed_at IS NULL, other_rows.themes)
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
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
  ),
  month_response_times AS (
    INSERT INTO review_monthly_response_times AS total (location_id, month, tenths, answered)
    SELECT location_id, month, tenths, sign * count(*) FROM response_times GROUP BY 1, 2, 3
    ON CONFLICT (location_id, month, tenths) DO UPDATE SET answered = total.answered + excluded.answered
  )
  -- The same per span of five hours (50 tenths): where a month's median lies, read before its tenths.
  INSERT INTO review_monthly_response_spans AS total (location_id, month, span, answered)
  SELECT location_id, month, tenths / 50, sign * count(*) FROM response_times GROUP BY 1, 2, 3
  ON CONFLICT (location_id, month, span) DO UPDATE SET answered = total.answered + excluded.answered;
  RETURN NULL;
END
$$;
