CREATE TABLE "review_daily_stats" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"ratings_1" integer DEFAULT 0 NOT NULL,
	"ratings_2" integer DEFAULT 0 NOT NULL,
	"ratings_3" integer DEFAULT 0 NOT NULL,
	"ratings_4" integer DEFAULT 0 NOT NULL,
	"ratings_5" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_daily_stats_location_id_day_pk" PRIMARY KEY("location_id","day")
);
--> statement-breakpoint
CREATE TABLE "review_daily_themes" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"theme" text NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"positive" integer DEFAULT 0 NOT NULL,
	"negative" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_daily_themes_location_id_day_theme_pk" PRIMARY KEY("location_id","day","theme")
);
--> statement-breakpoint
ALTER TABLE "review_daily_stats" ADD CONSTRAINT "review_daily_stats_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_daily_themes" ADD CONSTRAINT "review_daily_themes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- drizzle's schema cannot say INCLUDE: the median response time reads both dates from this index alone.
CREATE INDEX "reviews_location_answered_date" ON "reviews" USING btree ("location_id","date") INCLUDE ("response_date") WHERE response_date is not null;--> statement-breakpoint
-- The roll-ups follow every statement on reviews: rows it added count +1, rows it removed count -1 (an update removes
-- the old rows and adds the new ones: two triggers), summed per listing and UTC day in the statement's transaction.
-- A listing being deleted is skipped: its roll-up rows go with it (cascade). The queries are static, so PL/pgSQL
-- prepares them once per session; every trigger names its rows `changed_rows` and passes the sign.
CREATE FUNCTION "review_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_rollups_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "review_rollups_apply"('1');--> statement-breakpoint
CREATE TRIGGER "reviews_rollups_update_new" AFTER UPDATE ON "reviews" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "review_rollups_apply"('1');--> statement-breakpoint
CREATE TRIGGER "reviews_rollups_update_old" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "review_rollups_apply"('-1');--> statement-breakpoint
CREATE TRIGGER "reviews_rollups_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "review_rollups_apply"('-1');--> statement-breakpoint
-- The reviews already stored.
INSERT INTO review_daily_stats
  (location_id, day, reviews, rating_sum, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, answered, unread)
SELECT location_id, (date AT TIME ZONE 'UTC')::date, count(*), sum(review_rate),
       count(*) FILTER (WHERE review_rate = 1), count(*) FILTER (WHERE review_rate = 2),
       count(*) FILTER (WHERE review_rate = 3), count(*) FILTER (WHERE review_rate = 4),
       count(*) FILTER (WHERE review_rate = 5), count(*) FILTER (WHERE response_content IS NOT NULL),
       count(*) FILTER (WHERE NOT has_been_read)
FROM reviews GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO review_daily_themes (location_id, day, theme, mentions, positive, negative)
SELECT location_id, (date AT TIME ZONE 'UTC')::date, mention->>'theme', count(*),
       count(*) FILTER (WHERE mention->>'polarity' = 'positive'), count(*) FILTER (WHERE mention->>'polarity' = 'negative')
FROM reviews, jsonb_array_elements(reviews.themes) AS mention GROUP BY 1, 2, 3;