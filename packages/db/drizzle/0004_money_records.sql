CREATE TABLE "amounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"farm_id" uuid,
	"date" date NOT NULL,
	"direction" text NOT NULL,
	"party_id" uuid,
	"sale_id" uuid,
	"category" text NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "amounts_positive" CHECK ("amounts"."amount" > 0),
	CONSTRAINT "amounts_direction" CHECK ("amounts"."direction" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "employee_salaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"employee_id" uuid NOT NULL,
	"period" text NOT NULL,
	"basic" numeric(14, 2) NOT NULL,
	"bonus" numeric(14, 2) DEFAULT '0' NOT NULL,
	"deduction" numeric(14, 2) DEFAULT '0' NOT NULL,
	"net" numeric(14, 2) GENERATED ALWAYS AS (basic + bonus - deduction) STORED,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"monthly_salary" numeric(14, 2) NOT NULL,
	"joined_on" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mess" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"farm_id" uuid NOT NULL,
	"flock_id" uuid,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"persons" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "misc_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"farm_id" uuid NOT NULL,
	"flock_id" uuid,
	"date" date NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"paid_to" text DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"opening_balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"flock_id" uuid NOT NULL,
	"date" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"item" text NOT NULL,
	"birds" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(14, 3) DEFAULT '0' NOT NULL,
	"quantity" numeric(14, 3) DEFAULT '0' NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"rate_unit" text DEFAULT 'kg' NOT NULL,
	"total" numeric(14, 2) GENERATED ALWAYS AS (round(rate * case when rate_unit = 'kg' then weight_kg else quantity end, 2)) STORED,
	"vehicle_no" text DEFAULT '' NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "sales_birds_not_negative" CHECK ("sales"."birds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "feed_purchases" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "amounts" ADD CONSTRAINT "amounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amounts" ADD CONSTRAINT "amounts_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amounts" ADD CONSTRAINT "amounts_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amounts" ADD CONSTRAINT "amounts_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_salaries" ADD CONSTRAINT "employee_salaries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_salaries" ADD CONSTRAINT "employee_salaries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mess" ADD CONSTRAINT "mess_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mess" ADD CONSTRAINT "mess_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mess" ADD CONSTRAINT "mess_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misc_expenses" ADD CONSTRAINT "misc_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misc_expenses" ADD CONSTRAINT "misc_expenses_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misc_expenses" ADD CONSTRAINT "misc_expenses_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_parties_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."parties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amounts_date" ON "amounts" USING btree ("date");--> statement-breakpoint
CREATE INDEX "amounts_party" ON "amounts" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "amounts_sale" ON "amounts" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_salaries_employee_period" ON "employee_salaries" USING btree ("employee_id","period");--> statement-breakpoint
CREATE INDEX "employees_farm" ON "employees" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "mess_farm_date" ON "mess" USING btree ("farm_id","date");--> statement-breakpoint
CREATE INDEX "misc_expenses_farm_date" ON "misc_expenses" USING btree ("farm_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "parties_name_lower_unique" ON "parties" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "sales_flock_date" ON "sales" USING btree ("flock_id","date");--> statement-breakpoint
CREATE INDEX "sales_customer" ON "sales" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "feed_purchases" ADD CONSTRAINT "feed_purchases_supplier_id_parties_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."parties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_supplier_id_parties_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."parties"("id") ON DELETE restrict ON UPDATE no action;