CREATE TABLE "vaccination_programme_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"day_of_age" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"dose_per_bird" numeric(10, 3) DEFAULT '1' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "vaccination_programme_items_day" CHECK ("vaccination_programme_items"."day_of_age" >= 0),
	CONSTRAINT "vaccination_programme_items_dose" CHECK ("vaccination_programme_items"."dose_per_bird" > 0)
);
--> statement-breakpoint
CREATE TABLE "vaccination_programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"flock_type" text NOT NULL,
	"breeds" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "vaccination_programmes_type_known" CHECK ("vaccination_programmes"."flock_type" in ('broiler', 'layer', 'breeder'))
);
--> statement-breakpoint
ALTER TABLE "flocks" ADD COLUMN "programme_id" uuid;--> statement-breakpoint
ALTER TABLE "medicine_uses" ADD COLUMN "programme_item_id" uuid;--> statement-breakpoint
ALTER TABLE "vaccination_programme_items" ADD CONSTRAINT "vaccination_programme_items_programme_id_vaccination_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."vaccination_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccination_programmes" ADD CONSTRAINT "vaccination_programmes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vaccination_programme_items_programme" ON "vaccination_programme_items" USING btree ("programme_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vaccination_programmes_name_lower_unique" ON "vaccination_programmes" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "flocks" ADD CONSTRAINT "flocks_programme_id_vaccination_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."vaccination_programmes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_uses" ADD CONSTRAINT "medicine_uses_programme_item_id_vaccination_programme_items_id_fk" FOREIGN KEY ("programme_item_id") REFERENCES "public"."vaccination_programme_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flocks_programme" ON "flocks" USING btree ("programme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "medicine_uses_flock_programme_item" ON "medicine_uses" USING btree ("flock_id","programme_item_id") WHERE "medicine_uses"."programme_item_id" is not null;