CREATE TABLE "alert_mail_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"digest_hour" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_mails_sent" (
	"key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "alert_mails_sent_key_user_id_pk" PRIMARY KEY("key","user_id")
);
--> statement-breakpoint
ALTER TABLE "alert_mail_preferences" ADD CONSTRAINT "alert_mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mails_sent" ADD CONSTRAINT "alert_mails_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;