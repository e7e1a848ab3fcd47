CREATE TABLE "shortlist_members" (
	"shortlist_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	CONSTRAINT "shortlist_members_shortlist_id_profile_id_pk" PRIMARY KEY("shortlist_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shortlists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"specialization_id" integer,
	"name" varchar(80) NOT NULL,
	"filter" jsonb NOT NULL,
	"filter_summary" text DEFAULT '' NOT NULL,
	"student_count" integer NOT NULL,
	"created_by_profile_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_notifications" ALTER COLUMN "entity_type" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "shortlist_members" ADD CONSTRAINT "shortlist_members_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_members" ADD CONSTRAINT "shortlist_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shortlist_members_profile_idx" ON "shortlist_members" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlists_org_name_key" ON "shortlists" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shortlists_org_inserted_idx" ON "shortlists" USING btree ("org_id","inserted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shortlists_specialization_idx" ON "shortlists" USING btree ("specialization_id");--> statement-breakpoint
CREATE INDEX "shortlists_created_by_idx" ON "shortlists" USING btree ("created_by_profile_id");