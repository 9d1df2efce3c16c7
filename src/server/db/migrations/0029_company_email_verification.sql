ALTER TABLE "company_information" ADD COLUMN "verified_company_email" text;--> statement-breakpoint
ALTER TABLE "company_information" ADD COLUMN "company_email_verified_at" timestamp with time zone;