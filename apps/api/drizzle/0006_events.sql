CREATE TABLE "event_enrollment_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_enrollment_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrollment_id" integer NOT NULL,
	"from_status" varchar(10),
	"to_status" varchar(10) NOT NULL,
	"actor_profile_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_enrollments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_enrollments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"created_by_profile_id" integer,
	"title" varchar(150) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" varchar(12),
	"is_online" boolean DEFAULT false NOT NULL,
	"location" varchar(200) DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"duration_hours" smallint,
	"apply_by" date,
	"capacity" integer,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"degree_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"specialization_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"avatar_key" varchar(120),
	"banner_key" varchar(120),
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_enrollment_logs" ADD CONSTRAINT "event_enrollment_logs_enrollment_id_event_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."event_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_enrollment_logs" ADD CONSTRAINT "event_enrollment_logs_actor_profile_id_profiles_id_fk" FOREIGN KEY ("actor_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_enrollments" ADD CONSTRAINT "event_enrollments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_enrollments" ADD CONSTRAINT "event_enrollments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_enrollment_logs_enrollment_idx" ON "event_enrollment_logs" USING btree ("enrollment_id","at");--> statement-breakpoint
CREATE INDEX "event_enrollment_logs_actor_idx" ON "event_enrollment_logs" USING btree ("actor_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_enrollments_event_profile_key" ON "event_enrollments" USING btree ("event_id","profile_id");--> statement-breakpoint
CREATE INDEX "event_enrollments_event_status_idx" ON "event_enrollments" USING btree ("event_id","status","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_enrollments_event_inserted_idx" ON "event_enrollments" USING btree ("event_id","inserted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_enrollments_profile_idx" ON "event_enrollments" USING btree ("profile_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "events_uuid_key" ON "events" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "events_list_idx" ON "events" USING btree ("status","is_featured" DESC NULLS LAST,"starts_at","id");--> statement-breakpoint
CREATE INDEX "events_upcoming_idx" ON "events" USING btree ("status","starts_at","id");--> statement-breakpoint
CREATE INDEX "events_org_inserted_idx" ON "events" USING btree ("org_id","inserted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_org_status_idx" ON "events" USING btree ("org_id","status","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_created_by_idx" ON "events" USING btree ("created_by_profile_id");--> statement-breakpoint
CREATE INDEX "events_skills_gin" ON "events" USING gin ("skill_ids");--> statement-breakpoint
CREATE INDEX "events_job_roles_gin" ON "events" USING gin ("job_role_ids");