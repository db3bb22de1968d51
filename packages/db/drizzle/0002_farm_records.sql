CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "deaths" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"flock_id" uuid NOT NULL,
	"date" date NOT NULL,
	"count" integer NOT NULL,
	"cause" text DEFAULT 'unknown' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "deaths_count_positive" CHECK ("deaths"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "egg_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"flock_id" uuid NOT NULL,
	"date" date NOT NULL,
	"eggs" integer NOT NULL,
	"broken" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "egg_collections_counts" CHECK ("egg_collections"."eggs" >= 0 and "egg_collections"."broken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "weighings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"flock_id" uuid NOT NULL,
	"date" date NOT NULL,
	"sample_size" integer NOT NULL,
	"average_weight_g" numeric(10, 1) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "weighings_sample_positive" CHECK ("weighings"."sample_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "farms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"manager_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"capacity_birds" integer DEFAULT 0 NOT NULL,
	"houses" integer DEFAULT 1 NOT NULL,
	"area_m2" numeric(12, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"type" text NOT NULL,
	"breed" text NOT NULL,
	"house" text DEFAULT '' NOT NULL,
	"placed_on" date NOT NULL,
	"chicks_placed" integer NOT NULL,
	"free_chicks" integer DEFAULT 0 NOT NULL,
	"chick_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"target_age_days" integer DEFAULT 42 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"closed_on" date,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "flocks_chicks_placed_positive" CHECK ("flocks"."chicks_placed" > 0),
	CONSTRAINT "flocks_free_chicks_not_negative" CHECK ("flocks"."free_chicks" >= 0),
	CONSTRAINT "flocks_status_known" CHECK ("flocks"."status" in ('active', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deaths" ADD CONSTRAINT "deaths_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deaths" ADD CONSTRAINT "deaths_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egg_collections" ADD CONSTRAINT "egg_collections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egg_collections" ADD CONSTRAINT "egg_collections_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flocks" ADD CONSTRAINT "flocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flocks" ADD CONSTRAINT "flocks_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_entity" ON "audit_entries" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "deaths_flock_date" ON "deaths" USING btree ("flock_id","date");--> statement-breakpoint
CREATE INDEX "egg_collections_flock_date" ON "egg_collections" USING btree ("flock_id","date");--> statement-breakpoint
CREATE INDEX "weighings_flock_date" ON "weighings" USING btree ("flock_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "farms_name_lower_unique" ON "farms" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "flocks_handle_unique" ON "flocks" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "flocks_farm" ON "flocks" USING btree ("farm_id");