CREATE TABLE "mail_sends" (
	"address" text NOT NULL,
	"purpose" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"previous_sent_at" timestamp with time zone NOT NULL,
	"send_count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_sends_address_purpose_pk" PRIMARY KEY("address","purpose")
);
--> statement-breakpoint
CREATE TABLE "stripe_customers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_stripe_customer_id_unique";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "stripe_customers" ADD CONSTRAINT "stripe_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_customers_user" ON "stripe_customers" USING btree ("user_id");--> statement-breakpoint
-- Customers linked so far move to their own table, and each paid subscription learns its customer.
INSERT INTO "stripe_customers" ("customer_id", "user_id") SELECT "stripe_customer_id", "id" FROM "users" WHERE "stripe_customer_id" IS NOT NULL;--> statement-breakpoint
UPDATE "subscriptions" SET "stripe_customer_id" = "users"."stripe_customer_id" FROM "users" WHERE "users"."id" = "subscriptions"."user_id" AND "subscriptions"."stripe_subscription_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" DROP COLUMN "last_sent_at";--> statement-breakpoint
ALTER TABLE "otp_codes" DROP COLUMN "send_count";--> statement-breakpoint
ALTER TABLE "otp_codes" DROP COLUMN "window_started_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_customer_id";