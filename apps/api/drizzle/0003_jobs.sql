CREATE TABLE "job_application_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_application_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"actor_profile_id" integer,
	"note" varchar(500),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'applied' NOT NULL,
	"eligibility_percent" smallint NOT NULL,
	"cover_note" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"created_by_profile_id" integer,
	"type" varchar(12) NOT NULL,
	"title" varchar(150) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" varchar(200) DEFAULT '' NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"degree_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"specialization_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"min_cgpa" numeric(4, 2),
	"min_percentage" numeric(5, 2),
	"max_backlogs" smallint,
	"graduation_years" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"salary_min" bigint,
	"salary_max" bigint,
	"stipend" bigint,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"open_positions" integer DEFAULT 1 NOT NULL,
	"apply_by" date,
	"duration_months" smallint,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('english', coalesce(location, '')), 'C')) STORED NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_application_logs" ADD CONSTRAINT "job_application_logs_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_logs" ADD CONSTRAINT "job_application_logs_actor_profile_id_profiles_id_fk" FOREIGN KEY ("actor_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_logs_application_idx" ON "job_application_logs" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "job_application_logs_actor_idx" ON "job_application_logs" USING btree ("actor_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_profile_key" ON "job_applications" USING btree ("job_id","profile_id");--> statement-breakpoint
CREATE INDEX "job_applications_job_status_idx" ON "job_applications" USING btree ("job_id","status","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_job_inserted_idx" ON "job_applications" USING btree ("job_id","inserted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_profile_idx" ON "job_applications" USING btree ("profile_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_uuid_key" ON "jobs" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "jobs_list_idx" ON "jobs" USING btree ("status","type","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_org_idx" ON "jobs" USING btree ("org_id","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_org_inserted_idx" ON "jobs" USING btree ("org_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_created_by_idx" ON "jobs" USING btree ("created_by_profile_id");--> statement-breakpoint
CREATE INDEX "jobs_search_gin" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_skills_gin" ON "jobs" USING gin ("skill_ids");--> statement-breakpoint
CREATE INDEX "jobs_job_roles_gin" ON "jobs" USING gin ("job_role_ids");