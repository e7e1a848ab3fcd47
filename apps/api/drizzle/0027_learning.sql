CREATE TABLE "learning_accommodations" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"days" smallint NOT NULL,
	"reason" varchar(1000) NOT NULL,
	"set_by_profile_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_completions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_completions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"my_learning_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"my_learning_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'Pending' NOT NULL,
	"reason" varchar(1000) NOT NULL,
	"requested_date" varchar(10),
	"granted_date" varchar(10),
	"comment" varchar(2000),
	"decided_by_profile_id" integer,
	"decided_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_learnings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "my_learnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"kind" varchar(14) NOT NULL,
	"project_id" integer,
	"resource_group_id" integer,
	"status" varchar(10) NOT NULL,
	"enrolled_on" varchar(10),
	"completed_at" timestamp with time zone,
	"enrolled_by_profile_id" integer,
	"portfolio_entry_id" integer,
	"last_activity_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "my_learnings_one_target" CHECK (("my_learnings"."kind" = 'project' AND "my_learnings"."project_id" IS NOT NULL AND "my_learnings"."resource_group_id" IS NULL) OR ("my_learnings"."kind" = 'resource_group' AND "my_learnings"."resource_group_id" IS NOT NULL AND "my_learnings"."project_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "project_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"my_learning_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"version" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"links" varchar(500)[] DEFAULT '{}'::varchar[] NOT NULL,
	"status" varchar(20) DEFAULT 'Submitted' NOT NULL,
	"score" numeric(5, 1),
	"reviewed_by_profile_id" integer,
	"reviewed_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"title" varchar(150) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"due_days" smallint,
	"resource_id" integer,
	"assignment_id" integer
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(150) NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"life_skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"programs" varchar(40)[] DEFAULT '{}'::varchar[] NOT NULL,
	"org_id" integer,
	"created_by_profile_id" integer,
	"created_by_user_id" text,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_weeks" smallint,
	"difficulty" varchar(12) DEFAULT 'Beginner' NOT NULL,
	"team_size" smallint DEFAULT 1 NOT NULL,
	"mentor_profile_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "projects_price" CHECK ("projects"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "resource_group_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_group_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource_group_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"due_days" smallint
);
--> statement-breakpoint
CREATE TABLE "resource_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(150) NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"life_skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"programs" varchar(40)[] DEFAULT '{}'::varchar[] NOT NULL,
	"org_id" integer,
	"created_by_profile_id" integer,
	"created_by_user_id" text,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"certificate" boolean DEFAULT false NOT NULL,
	CONSTRAINT "resource_groups_price" CHECK ("resource_groups"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(150) NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"life_skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"programs" varchar(40)[] DEFAULT '{}'::varchar[] NOT NULL,
	"org_id" integer,
	"created_by_profile_id" integer,
	"created_by_user_id" text,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(8) DEFAULT 'text' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" varchar(500),
	"duration" integer,
	"file_key" varchar(300),
	"file_name" varchar(200),
	"file_bytes" integer
);
--> statement-breakpoint
CREATE TABLE "submission_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submission_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" integer NOT NULL,
	"author_profile_id" integer,
	"body" varchar(2000) NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_accommodations" ADD CONSTRAINT "learning_accommodations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_accommodations" ADD CONSTRAINT "learning_accommodations_set_by_profile_id_profiles_id_fk" FOREIGN KEY ("set_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_completions" ADD CONSTRAINT "learning_completions_my_learning_id_my_learnings_id_fk" FOREIGN KEY ("my_learning_id") REFERENCES "public"."my_learnings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_requests" ADD CONSTRAINT "learning_requests_my_learning_id_my_learnings_id_fk" FOREIGN KEY ("my_learning_id") REFERENCES "public"."my_learnings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_requests" ADD CONSTRAINT "learning_requests_decided_by_profile_id_profiles_id_fk" FOREIGN KEY ("decided_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_learnings" ADD CONSTRAINT "my_learnings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_learnings" ADD CONSTRAINT "my_learnings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_learnings" ADD CONSTRAINT "my_learnings_resource_group_id_resource_groups_id_fk" FOREIGN KEY ("resource_group_id") REFERENCES "public"."resource_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_learnings" ADD CONSTRAINT "my_learnings_enrolled_by_profile_id_profiles_id_fk" FOREIGN KEY ("enrolled_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_my_learning_id_my_learnings_id_fk" FOREIGN KEY ("my_learning_id") REFERENCES "public"."my_learnings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_task_id_project_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."project_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_reviewed_by_profile_id_profiles_id_fk" FOREIGN KEY ("reviewed_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_group_items" ADD CONSTRAINT "resource_group_items_resource_group_id_resource_groups_id_fk" FOREIGN KEY ("resource_group_id") REFERENCES "public"."resource_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_group_items" ADD CONSTRAINT "resource_group_items_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_groups" ADD CONSTRAINT "resource_groups_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_groups" ADD CONSTRAINT "resource_groups_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_submission_id_project_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."project_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_author_profile_id_profiles_id_fk" FOREIGN KEY ("author_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_completions_key" ON "learning_completions" USING btree ("my_learning_id","item_id");--> statement-breakpoint
CREATE INDEX "learning_requests_learning_idx" ON "learning_requests" USING btree ("my_learning_id","item_id");--> statement-breakpoint
CREATE INDEX "learning_requests_status_idx" ON "learning_requests" USING btree ("status","inserted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_requests_one_pending" ON "learning_requests" USING btree ("my_learning_id","item_id") WHERE "learning_requests"."status" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "my_learnings_project_key" ON "my_learnings" USING btree ("profile_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "my_learnings_group_key" ON "my_learnings" USING btree ("profile_id","resource_group_id");--> statement-breakpoint
CREATE INDEX "my_learnings_project_idx" ON "my_learnings" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "my_learnings_group_idx" ON "my_learnings" USING btree ("resource_group_id","status");--> statement-breakpoint
CREATE INDEX "my_learnings_profile_idx" ON "my_learnings" USING btree ("profile_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "project_submissions_version_key" ON "project_submissions" USING btree ("my_learning_id","task_id","version");--> statement-breakpoint
CREATE INDEX "project_submissions_status_idx" ON "project_submissions" USING btree ("status","inserted_at");--> statement-breakpoint
CREATE INDEX "project_submissions_task_idx" ON "project_submissions" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "project_tasks_project_idx" ON "project_tasks" USING btree ("project_id","seq");--> statement-breakpoint
CREATE INDEX "project_tasks_resource_idx" ON "project_tasks" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "project_tasks_assignment_idx" ON "project_tasks" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "projects_author_idx" ON "projects" USING btree ("created_by_profile_id");--> statement-breakpoint
CREATE INDEX "projects_org_idx" ON "projects" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "projects_skills_gin" ON "projects" USING gin ("skill_ids");--> statement-breakpoint
CREATE INDEX "projects_mentors_gin" ON "projects" USING gin ("mentor_profile_ids");--> statement-breakpoint
CREATE INDEX "projects_programs_gin" ON "projects" USING gin ("programs");--> statement-breakpoint
CREATE INDEX "resource_group_items_group_idx" ON "resource_group_items" USING btree ("resource_group_id","seq");--> statement-breakpoint
CREATE INDEX "resource_group_items_resource_idx" ON "resource_group_items" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resource_groups_status_idx" ON "resource_groups" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "resource_groups_author_idx" ON "resource_groups" USING btree ("created_by_profile_id");--> statement-breakpoint
CREATE INDEX "resource_groups_org_idx" ON "resource_groups" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "resource_groups_skills_gin" ON "resource_groups" USING gin ("skill_ids");--> statement-breakpoint
CREATE INDEX "resource_groups_programs_gin" ON "resource_groups" USING gin ("programs");--> statement-breakpoint
CREATE INDEX "resources_status_idx" ON "resources" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "resources_author_idx" ON "resources" USING btree ("created_by_profile_id");--> statement-breakpoint
CREATE INDEX "resources_org_idx" ON "resources" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "resources_skills_gin" ON "resources" USING gin ("skill_ids");--> statement-breakpoint
CREATE INDEX "submission_comments_submission_idx" ON "submission_comments" USING btree ("submission_id","inserted_at");