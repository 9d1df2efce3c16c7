ALTER TABLE "review_listing_stats" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A listing's reviews version moves on with every statement that writes its reviews, in the statement's transaction:
-- the review list keeps pages by it (src/server/modules/reviews/review-page-cache.ts). One bump per listing and
-- statement, whatever the number of rows. It bumps the totals row the roll-up triggers have just written in the same
-- statement (triggers fire in the order of their names, "rollups" before "version"), so it takes no lock they do not
-- already hold. A listing whose totals row does not exist yet (no review ever) has nothing to keep.
CREATE FUNCTION "reviews_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE review_listing_stats SET version = version + 1
  WHERE location_id IN (SELECT DISTINCT location_id FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_version_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_version_bump"();--> statement-breakpoint
CREATE TRIGGER "reviews_version_update" AFTER UPDATE ON "reviews" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_version_bump"();--> statement-breakpoint
CREATE TRIGGER "reviews_version_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_version_bump"();
