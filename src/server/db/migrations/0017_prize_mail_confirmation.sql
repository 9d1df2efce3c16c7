ALTER TABLE "game_plays" ADD COLUMN "prize_mail_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_plays" ADD COLUMN "prize_mail_sent_at" timestamp with time zone;