CREATE TABLE "activity_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assignment_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"slot" varchar(10) NOT NULL,
	"email_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "educations_org_idx";--> statement-breakpoint
ALTER TABLE "activity_emails" ADD CONSTRAINT "activity_emails_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_emails" ADD CONSTRAINT "activity_emails_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_emails_send_key" ON "activity_emails" USING btree ("assignment_id","profile_id","kind","slot");--> statement-breakpoint
CREATE INDEX "activity_emails_profile_idx" ON "activity_emails" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "educations_org_finish_year_idx" ON "educations" USING btree ("my_org_id",substr("tenure_finish", 1, 4));--> statement-breakpoint
CREATE INDEX "activity_files_pending_idx" ON "activity_files" USING btree ("inserted_at") WHERE "activity_files"."status" = 'pending';