CREATE TABLE "diesel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"farm_id" uuid NOT NULL,
	"flock_id" uuid,
	"date" date NOT NULL,
	"litres" numeric(14, 3) NOT NULL,
	"price_per_litre" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) GENERATED ALWAYS AS (round(litres * price_per_litre, 2)) STORED,
	"purpose" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"farm_id" uuid NOT NULL,
	"flock_id" uuid,
	"date" date NOT NULL,
	"feed_type" text NOT NULL,
	"bags" numeric(14, 3) NOT NULL,
	"bag_weight_kg" numeric(14, 3) NOT NULL,
	"quantity_kg" numeric(14, 3) NOT NULL,
	"price_per_bag" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) GENERATED ALWAYS AS (round(bags * price_per_bag, 2)) STORED,
	"invoice_no" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "feed_purchases_quantity_positive" CHECK ("feed_purchases"."quantity_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "feed_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"flock_id" uuid NOT NULL,
	"date" date NOT NULL,
	"feed_type" text NOT NULL,
	"bags" numeric(14, 3) NOT NULL,
	"bag_weight_kg" numeric(14, 3) NOT NULL,
	"quantity_kg" numeric(14, 3) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "feed_usages_quantity_positive" CHECK ("feed_usages"."quantity_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "medicine_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"flock_id" uuid NOT NULL,
	"medicine_id" uuid NOT NULL,
	"date" date NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"purpose" text NOT NULL,
	"method" text NOT NULL,
	"administered_by" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "medicine_uses_quantity_positive" CHECK ("medicine_uses"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "medicines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"farm_id" uuid NOT NULL,
	"flock_id" uuid,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) GENERATED ALWAYS AS (round(quantity * unit_price, 2)) STORED,
	"batch_no" text DEFAULT '' NOT NULL,
	"expires_on" date,
	"withdrawal_days_meat" integer DEFAULT 0 NOT NULL,
	"withdrawal_days_eggs" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "medicines_quantity_positive" CHECK ("medicines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "wood" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"farm_id" uuid NOT NULL,
	"flock_id" uuid,
	"date" date NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) GENERATED ALWAYS AS (round(quantity * unit_price, 2)) STORED,
	"purpose" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diesel" ADD CONSTRAINT "diesel_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diesel" ADD CONSTRAINT "diesel_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diesel" ADD CONSTRAINT "diesel_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_purchases" ADD CONSTRAINT "feed_purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_purchases" ADD CONSTRAINT "feed_purchases_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_purchases" ADD CONSTRAINT "feed_purchases_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_usages" ADD CONSTRAINT "feed_usages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_usages" ADD CONSTRAINT "feed_usages_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_uses" ADD CONSTRAINT "medicine_uses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_uses" ADD CONSTRAINT "medicine_uses_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_uses" ADD CONSTRAINT "medicine_uses_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wood" ADD CONSTRAINT "wood_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wood" ADD CONSTRAINT "wood_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wood" ADD CONSTRAINT "wood_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diesel_farm_date" ON "diesel" USING btree ("farm_id","date");--> statement-breakpoint
CREATE INDEX "feed_purchases_farm_type_date" ON "feed_purchases" USING btree ("farm_id","feed_type","date");--> statement-breakpoint
CREATE INDEX "feed_usages_flock_date" ON "feed_usages" USING btree ("flock_id","date");--> statement-breakpoint
CREATE INDEX "medicine_uses_flock_date" ON "medicine_uses" USING btree ("flock_id","date");--> statement-breakpoint
CREATE INDEX "medicine_uses_medicine" ON "medicine_uses" USING btree ("medicine_id");--> statement-breakpoint
CREATE INDEX "medicines_farm_date" ON "medicines" USING btree ("farm_id","date");--> statement-breakpoint
CREATE INDEX "wood_farm_date" ON "wood" USING btree ("farm_id","date");