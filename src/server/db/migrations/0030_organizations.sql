CREATE TABLE "member_locations" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "member_locations_organization_id_user_id_location_id_pk" PRIMARY KEY("organization_id","user_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"all_locations" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "organization_id" integer;--> statement-breakpoint
-- Every account with a listing becomes an organisation of that one establishment, with its user as owner seeing all.
-- The organisation takes the user's id (both are serials: no mapping table needed) and the company's name, else the
-- listing's, at most 80 characters.
INSERT INTO "organizations" ("id", "name", "created_at")
  SELECT l."user_id", left(coalesce(nullif(trim(c."company_name"), ''), l."name"), 80), u."created_at"
  FROM "locations" l JOIN "users" u ON u."id" = l."user_id" LEFT JOIN "company_information" c ON c."user_id" = l."user_id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('organizations', 'id'), coalesce((SELECT max("id") FROM "organizations"), 0) + 1, false);--> statement-breakpoint
INSERT INTO "organization_members" ("organization_id", "user_id", "role", "all_locations", "created_at")
  SELECT l."user_id", l."user_id", 'owner', true, u."created_at" FROM "locations" l JOIN "users" u ON u."id" = l."user_id";--> statement-breakpoint
UPDATE "locations" SET "organization_id" = "user_id";--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "member_locations" ADD CONSTRAINT "member_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_locations" ADD CONSTRAINT "member_locations_member_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."organization_members"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_locations_user" ON "member_locations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organization_members_user" ON "organization_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;