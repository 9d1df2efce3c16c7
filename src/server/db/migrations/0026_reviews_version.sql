ALTER TABLE "locations" ADD COLUMN "reviews_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A listing's reviews version moves on with every statement that writes its reviews, in the statement's transaction:
-- the review list keeps pages by it (src/server/modules/reviews/review-page-cache.ts), and every private request
-- already loads the listing's row. One bump per listing and statement, whatever the number of rows. The roll-up
-- triggers fire first (triggers fire in the order of their names) and lock the listing's totals row, so two statements
-- on one listing's reviews reach this row one after the other; the app's transactions that also update the listing's
-- row do it after their reviews, in this same order. A listing being deleted has no row left to bump.
CREATE FUNCTION "reviews_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE locations SET reviews_version = reviews_version + 1
  WHERE id IN (SELECT DISTINCT location_id FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_version_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_version_bump"();--> statement-breakpoint
CREATE TRIGGER "reviews_version_update" AFTER UPDATE ON "reviews" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_version_bump"();--> statement-breakpoint
CREATE TRIGGER "reviews_version_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_version_bump"();
