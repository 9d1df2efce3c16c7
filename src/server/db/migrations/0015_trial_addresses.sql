CREATE TABLE "trial_addresses" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_taken_before" boolean DEFAULT false NOT NULL;