CREATE TABLE "review_daily_response_times" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"tenths" integer NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_daily_response_times_location_id_day_tenths_pk" PRIMARY KEY("location_id","day","tenths")
);
--> statement-breakpoint
CREATE TABLE "review_monthly_response_times" (
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"tenths" integer NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_monthly_response_times_location_id_month_tenths_pk" PRIMARY KEY("location_id","month","tenths")
);
--> statement-breakpoint
CREATE TABLE "review_monthly_themes" (
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"theme" text NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"positive" integer DEFAULT 0 NOT NULL,
	"negative" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_monthly_themes_location_id_month_theme_pk" PRIMARY KEY("location_id","month","theme")
);
--> statement-breakpoint
ALTER TABLE "review_daily_stats" ADD COLUMN "source" text DEFAULT 'google' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_daily_stats" DROP CONSTRAINT "review_daily_stats_location_id_day_pk";--> statement-breakpoint
ALTER TABLE "review_daily_stats" ADD CONSTRAINT "review_daily_stats_location_id_day_source_pk" PRIMARY KEY("location_id","day","source");--> statement-breakpoint
ALTER TABLE "review_listing_stats" ADD COLUMN "unanswered_1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_listing_stats" ADD COLUMN "unanswered_2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_listing_stats" ADD COLUMN "unanswered_3" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_listing_stats" ADD COLUMN "unanswered_4" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_listing_stats" ADD COLUMN "unanswered_5" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_monthly_stats" ADD COLUMN "ratings_1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_monthly_stats" ADD COLUMN "ratings_2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_monthly_stats" ADD COLUMN "ratings_3" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_monthly_stats" ADD COLUMN "ratings_4" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_monthly_stats" ADD COLUMN "ratings_5" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_monthly_stats" ADD COLUMN "answered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_monthly_stats" ADD COLUMN "unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_monthly_stats" ADD COLUMN "removed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_monthly_stats" ADD COLUMN "removed_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_daily_response_times" ADD CONSTRAINT "review_daily_response_times_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_monthly_response_times" ADD CONSTRAINT "review_monthly_response_times_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_monthly_themes" ADD CONSTRAINT "review_monthly_themes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The roll-ups of Google's figures count Google's reviews only (reviews.source, migration 0038); the inbox's counts
-- count every source. So: the days are kept per source (the inbox adds up a period's rows of every source, the
-- dashboard reads Google's), the all-time row per listing counts every source (the inbox's totals and unread badge),
-- and the months, the themes and the response times count Google's reviews only. A review whose source changes is
-- taken out of its old rows and added to its new ones, as any update is (rows a statement removed -1, added +1).
-- New here: the months hold every column of the days (a period's whole months are summed there, its partial months'
-- days only), the themes per month, a histogram of response times per day and per month (a period's median response
-- time is read from summed counts), and each rating's unanswered reviews in the all-time row.
-- Same rules as before: a listing being deleted is skipped.
CREATE OR REPLACE FUNCTION "review_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO review_daily_stats AS total (location_id, day, source, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread, removed, removed_rating_sum)
  SELECT location_id, (date AT TIME ZONE 'UTC')::date, source, sign * count(*), sign * sum(review_rate),
         sign * count(*) FILTER (WHERE review_rate = 1), sign * count(*) FILTER (WHERE review_rate = 2),
         sign * count(*) FILTER (WHERE review_rate = 3), sign * count(*) FILTER (WHERE review_rate = 4),
         sign * count(*) FILTER (WHERE review_rate = 5), sign * count(*) FILTER (WHERE response_content IS NOT NULL),
         sign * count(*) FILTER (WHERE NOT has_been_read),
         sign * count(*) FILTER (WHERE removed_at IS NOT NULL),
         sign * coalesce(sum(review_rate) FILTER (WHERE removed_at IS NOT NULL), 0)
  FROM changed_rows
  WHERE EXISTS (SELECT 1 FROM locations WHERE locations.id = changed_rows.location_id)
  GROUP BY 1, 2, 3
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
    removed_rating_sum = total.removed_rating_sum + excluded.removed_rating_sum;

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
    removed_rating_sum = total.removed_rating_sum + excluded.removed_rating_sum,
    unanswered_1 = total.unanswered_1 + excluded.unanswered_1,
    unanswered_2 = total.unanswered_2 + excluded.unanswered_2,
    unanswered_3 = total.unanswered_3 + excluded.unanswered_3,
    unanswered_4 = total.unanswered_4 + excluded.unanswered_4,
    unanswered_5 = total.unanswered_5 + excluded.unanswered_5;

  INSERT INTO review_monthly_stats AS total (location_id, month, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread, removed, removed_rating_sum)
  SELECT location_id, date_trunc('month', date AT TIME ZONE 'UTC')::date, sign * count(*), sign * sum(review_rate),
         sign * count(*) FILTER (WHERE review_rate = 1), sign * count(*) FILTER (WHERE review_rate = 2),
         sign * count(*) FILTER (WHERE review_rate = 3), sign * count(*) FILTER (WHERE review_rate = 4),
         sign * count(*) FILTER (WHERE review_rate = 5), sign * count(*) FILTER (WHERE response_content IS NOT NULL),
         sign * count(*) FILTER (WHERE NOT has_been_read),
         sign * count(*) FILTER (WHERE removed_at IS NOT NULL),
         sign * coalesce(sum(review_rate) FILTER (WHERE removed_at IS NOT NULL), 0)
  FROM changed_rows
  WHERE source = 'google' AND EXISTS (SELECT 1 FROM locations WHERE locations.id = changed_rows.location_id)
  GROUP BY 1, 2
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
    removed_rating_sum = total.removed_rating_sum + excluded.removed_rating_sum;

  INSERT INTO review_daily_themes AS total (location_id, day, theme, mentions, positive, negative)
  SELECT location_id, (date AT TIME ZONE 'UTC')::date, mention->>'theme', sign * count(*),
         sign * count(*) FILTER (WHERE mention->>'polarity' = 'positive'),
         sign * count(*) FILTER (WHERE mention->>'polarity' = 'negative')
  FROM changed_rows, jsonb_array_elements(changed_rows.themes) AS mention
  WHERE source = 'google' AND EXISTS (SELECT 1 FROM locations WHERE locations.id = changed_rows.location_id)
  GROUP BY 1, 2, 3
  ON CONFLICT (location_id, day, theme) DO UPDATE SET
    mentions = total.mentions + excluded.mentions,
    positive = total.positive + excluded.positive,
    negative = total.negative + excluded.negative;

  INSERT INTO review_monthly_themes AS total (location_id, month, theme, mentions, positive, negative)
  SELECT location_id, date_trunc('month', date AT TIME ZONE 'UTC')::date, mention->>'theme', sign * count(*),
         sign * count(*) FILTER (WHERE mention->>'polarity' = 'positive'),
         sign * count(*) FILTER (WHERE mention->>'polarity' = 'negative')
  FROM changed_rows, jsonb_array_elements(changed_rows.themes) AS mention
  WHERE source = 'google' AND EXISTS (SELECT 1 FROM locations WHERE locations.id = changed_rows.location_id)
  GROUP BY 1, 2, 3
  ON CONFLICT (location_id, month, theme) DO UPDATE SET
    mentions = total.mentions + excluded.mentions,
    positive = total.positive + excluded.positive,
    negative = total.negative + excluded.negative;

  -- A response time in tenths of an hour, rounded (numeric: half away from zero), as the median's card shows it.
  INSERT INTO review_daily_response_times AS total (location_id, day, tenths, answered)
  SELECT location_id, (date AT TIME ZONE 'UTC')::date, round(extract(epoch from (response_date - date)) / 360)::integer,
         sign * count(*)
  FROM changed_rows
  WHERE response_date IS NOT NULL AND source = 'google'
    AND EXISTS (SELECT 1 FROM locations WHERE locations.id = changed_rows.location_id)
  GROUP BY 1, 2, 3
  ON CONFLICT (location_id, day, tenths) DO UPDATE SET answered = total.answered + excluded.answered;

  INSERT INTO review_monthly_response_times AS total (location_id, month, tenths, answered)
  SELECT location_id, date_trunc('month', date AT TIME ZONE 'UTC')::date,
         round(extract(epoch from (response_date - date)) / 360)::integer, sign * count(*)
  FROM changed_rows
  WHERE response_date IS NOT NULL AND source = 'google'
    AND EXISTS (SELECT 1 FROM locations WHERE locations.id = changed_rows.location_id)
  GROUP BY 1, 2, 3
  ON CONFLICT (location_id, month, tenths) DO UPDATE SET answered = total.answered + excluded.answered;

  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every roll-up again from the reviews, under the rules above (those kept so far counted every source).
DELETE FROM "review_daily_stats";--> statement-breakpoint
INSERT INTO "review_daily_stats" (location_id, day, source, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread, removed, removed_rating_sum)
SELECT location_id, (date AT TIME ZONE 'UTC')::date, source, count(*), sum(review_rate),
         count(*) FILTER (WHERE review_rate = 1), count(*) FILTER (WHERE review_rate = 2),
         count(*) FILTER (WHERE review_rate = 3), count(*) FILTER (WHERE review_rate = 4),
         count(*) FILTER (WHERE review_rate = 5), count(*) FILTER (WHERE response_content IS NOT NULL),
         count(*) FILTER (WHERE NOT has_been_read),
         count(*) FILTER (WHERE removed_at IS NOT NULL),
         coalesce(sum(review_rate) FILTER (WHERE removed_at IS NOT NULL), 0)
FROM "reviews" GROUP BY 1, 2, 3;--> statement-breakpoint
DELETE FROM "review_listing_stats";--> statement-breakpoint
INSERT INTO "review_listing_stats" (location_id, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread, removed, removed_rating_sum, unanswered_1, unanswered_2, unanswered_3, unanswered_4, unanswered_5)
SELECT location_id, count(*), sum(review_rate),
         count(*) FILTER (WHERE review_rate = 1), count(*) FILTER (WHERE review_rate = 2),
         count(*) FILTER (WHERE review_rate = 3), count(*) FILTER (WHERE review_rate = 4),
         count(*) FILTER (WHERE review_rate = 5), count(*) FILTER (WHERE response_content IS NOT NULL),
         count(*) FILTER (WHERE NOT has_been_read),
         count(*) FILTER (WHERE removed_at IS NOT NULL),
         coalesce(sum(review_rate) FILTER (WHERE removed_at IS NOT NULL), 0),
       count(*) FILTER (WHERE review_rate = 1 AND response_content IS NULL),
         count(*) FILTER (WHERE review_rate = 2 AND response_content IS NULL),
         count(*) FILTER (WHERE review_rate = 3 AND response_content IS NULL),
         count(*) FILTER (WHERE review_rate = 4 AND response_content IS NULL),
         count(*) FILTER (WHERE review_rate = 5 AND response_content IS NULL)
FROM "reviews" GROUP BY 1;--> statement-breakpoint
DELETE FROM "review_monthly_stats";--> statement-breakpoint
INSERT INTO "review_monthly_stats" (location_id, month, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread, removed, removed_rating_sum)
SELECT location_id, date_trunc('month', day::timestamp)::date, sum(reviews), sum(rating_sum), sum(ratings_1), sum(ratings_2), sum(ratings_3), sum(ratings_4), sum(ratings_5), sum(answered), sum(unread), sum(removed), sum(removed_rating_sum)
FROM "review_daily_stats" WHERE source = 'google' GROUP BY 1, 2;--> statement-breakpoint
DELETE FROM "review_daily_themes";--> statement-breakpoint
INSERT INTO "review_daily_themes" (location_id, day, theme, mentions, positive, negative)
SELECT location_id, (date AT TIME ZONE 'UTC')::date, mention->>'theme', count(*),
       count(*) FILTER (WHERE mention->>'polarity' = 'positive'), count(*) FILTER (WHERE mention->>'polarity' = 'negative')
FROM "reviews", jsonb_array_elements("reviews".themes) AS mention
WHERE source = 'google' GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "review_monthly_themes" (location_id, month, theme, mentions, positive, negative)
SELECT location_id, date_trunc('month', day::timestamp)::date, theme, sum(mentions), sum(positive), sum(negative)
FROM "review_daily_themes" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "review_daily_response_times" (location_id, day, tenths, answered)
SELECT location_id, (date AT TIME ZONE 'UTC')::date, round(extract(epoch from (response_date - date)) / 360)::integer, count(*)
FROM "reviews" WHERE response_date IS NOT NULL AND source = 'google' GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "review_monthly_response_times" (location_id, month, tenths, answered)
SELECT location_id, date_trunc('month', day::timestamp)::date, tenths, sum(answered)
FROM "review_daily_response_times" GROUP BY 1, 2, 3;
