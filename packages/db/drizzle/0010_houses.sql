CREATE TABLE "houses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"capacity_birds" integer,
	"area_m2" numeric(12, 2),
	"active" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "houses_capacity_positive" CHECK ("houses"."capacity_birds" > 0),
	CONSTRAINT "houses_area_positive" CHECK ("houses"."area_m2" > 0)
);
--> statement-breakpoint
ALTER TABLE "flocks" ADD COLUMN "house_id" uuid;--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "houses_farm_name_lower_unique" ON "houses" USING btree ("farm_id",lower("name"));--> statement-breakpoint
ALTER TABLE "flocks" ADD CONSTRAINT "flocks_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flocks_house" ON "flocks" USING btree ("house_id");--> statement-breakpoint
-- Each farm's house names, as flocks gave them in free text, become its houses: one per name
-- (letter case and surrounding spaces aside), and each flock points at its own. The flocks'
-- other columns, their version included, stay as they were.
INSERT INTO "houses" ("farm_id", "name")
SELECT "farm_id", min(btrim("house")) FROM "flocks"
WHERE btrim("house") <> ''
GROUP BY "farm_id", lower(btrim("house"));--> statement-breakpoint
UPDATE "flocks" SET "house_id" = "houses"."id" FROM "houses"
WHERE "houses"."farm_id" = "flocks"."farm_id"
  AND lower("houses"."name") = lower(btrim("flocks"."house"));--> statement-breakpoint
INSERT INTO "audit_entries" ("action", "entity", "entity_id", "before", "after", "reason")
SELECT 'create', 'house', "id"::text, NULL,
  jsonb_build_object('id', "id", 'farmId', "farm_id", 'name', "name", 'active', "active"),
  'Made from the house names of the farm''s flocks'
FROM "houses";
