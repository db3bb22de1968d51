CREATE TABLE "house_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"flock_id" uuid NOT NULL,
	"date" date NOT NULL,
	"water_litres" numeric(12, 1) NOT NULL,
	"min_temp_c" numeric(4, 1) NOT NULL,
	"max_temp_c" numeric(4, 1) NOT NULL,
	"humidity_percent" numeric(4, 1),
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "house_readings_bounds" CHECK ("house_readings"."water_litres" >= 0 and "house_readings"."min_temp_c" <= "house_readings"."max_temp_c"
        and "house_readings"."min_temp_c" >= -30 and "house_readings"."max_temp_c" <= 60
        and ("house_readings"."humidity_percent" is null or "house_readings"."humidity_percent" between 0 and 100))
);
--> statement-breakpoint
ALTER TABLE "house_readings" ADD CONSTRAINT "house_readings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_readings" ADD CONSTRAINT "house_readings_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_readings_flock_date" ON "house_readings" USING btree ("flock_id","date");--> statement-breakpoint
CREATE INDEX "house_readings_date" ON "house_readings" USING btree ("date","id");