CREATE TABLE "establishment_group_locations" (
	"group_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "establishment_group_locations_group_id_location_id_pk" PRIMARY KEY("group_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "establishment_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "establishment_groups_name_length" CHECK (char_length("establishment_groups"."name") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "organization_members" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "establishment_group_locations" ADD CONSTRAINT "establishment_group_locations_group_id_establishment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."establishment_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_group_locations" ADD CONSTRAINT "establishment_group_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_groups" ADD CONSTRAINT "establishment_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "establishment_group_locations_location" ON "establishment_group_locations" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "establishment_groups_name_unique" ON "establishment_groups" USING btree ("organization_id",lower("name"));--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_group_id_establishment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."establishment_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_group_id_establishment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."establishment_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_members_group" ON "organization_members" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_one_scope" CHECK (not ("organization_members"."all_locations" and "organization_members"."group_id" is not null));