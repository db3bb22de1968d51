ALTER TABLE "users" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_from_subject_unique" ON "users" USING btree ("from","subject");