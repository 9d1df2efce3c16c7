CREATE TABLE "provider_page_budgets" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"pages" integer NOT NULL,
	CONSTRAINT "provider_page_budgets_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "sync_jobs" ADD COLUMN "review_cap" integer;--> statement-breakpoint
ALTER TABLE "provider_page_budgets" ADD CONSTRAINT "provider_page_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;