CREATE TABLE "game_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"play_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "game_coupons_play_id_unique" UNIQUE("play_id"),
	CONSTRAINT "game_coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "game_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"email" text NOT NULL,
	"device_id" text NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"color" text NOT NULL,
	"probability_tenths" integer NOT NULL,
	"is_prize" boolean NOT NULL,
	"stock" integer,
	"validity_days" integer NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "game_segments_stock_not_negative" CHECK ("game_segments"."stock" is null or "game_segments"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"public_id" text NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"play_interval_days" integer DEFAULT 1 NOT NULL,
	"max_plays_per_day" integer,
	"primary_color" text NOT NULL,
	"show_logo" boolean DEFAULT true NOT NULL,
	"review_invitation" boolean DEFAULT true NOT NULL,
	"rules" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "games_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "game_coupons" ADD CONSTRAINT "game_coupons_play_id_game_plays_id_fk" FOREIGN KEY ("play_id") REFERENCES "public"."game_plays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_coupons" ADD CONSTRAINT "game_coupons_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_segment_id_game_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."game_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_segments" ADD CONSTRAINT "game_segments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_coupons_game" ON "game_coupons" USING btree ("game_id","id");--> statement-breakpoint
CREATE INDEX "game_plays_email" ON "game_plays" USING btree ("game_id","email","played_at");--> statement-breakpoint
CREATE INDEX "game_plays_device" ON "game_plays" USING btree ("game_id","device_id","played_at");--> statement-breakpoint
CREATE INDEX "game_plays_date" ON "game_plays" USING btree ("game_id","played_at");--> statement-breakpoint
CREATE INDEX "game_segments_game" ON "game_segments" USING btree ("game_id","position");