CREATE TABLE "mentor_nudges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mentor_nudges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mentor_profile_id" integer NOT NULL,
	"student_profile_id" integer NOT NULL,
	"assignment_id" integer,
	"reason" varchar(10) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentor_nudges" ADD CONSTRAINT "mentor_nudges_mentor_profile_id_profiles_id_fk" FOREIGN KEY ("mentor_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_nudges" ADD CONSTRAINT "mentor_nudges_student_profile_id_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_nudges" ADD CONSTRAINT "mentor_nudges_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_nudges_mentor_student_idx" ON "mentor_nudges" USING btree ("mentor_profile_id","student_profile_id","sent_at");--> statement-breakpoint
CREATE INDEX "mentor_nudges_student_idx" ON "mentor_nudges" USING btree ("student_profile_id");--> statement-breakpoint
CREATE INDEX "mentor_nudges_assignment_idx" ON "mentor_nudges" USING btree ("assignment_id");