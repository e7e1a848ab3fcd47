CREATE TABLE "activity_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"uploader_profile_id" integer,
	"uploader_user_id" text NOT NULL,
	"assignment_id" integer NOT NULL,
	"filename" varchar(255) NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"content_type" varchar(120),
	"size" integer,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignment_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assignment_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"question" varchar(2000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignment_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"my_assignment_id" integer NOT NULL,
	"assignment_question_id" integer,
	"description" text NOT NULL,
	"file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(150) NOT NULL,
	"type" varchar(50) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"max_score" numeric(6, 1) NOT NULL,
	"mentor_assessment_score" numeric(6, 1) NOT NULL,
	"peer_assessment_score" numeric(6, 1) NOT NULL,
	"duration" integer NOT NULL,
	"learning_path" varchar(10) DEFAULT 'PEER' NOT NULL,
	"peer_evaluation" boolean DEFAULT false NOT NULL,
	"final_evaluation" boolean DEFAULT false NOT NULL,
	"enable_reviews" boolean DEFAULT true NOT NULL,
	"enable_at" timestamp with time zone NOT NULL,
	"disable_at" timestamp with time zone NOT NULL,
	"peer_enable_at" timestamp with time zone NOT NULL,
	"peer_disable_at" timestamp with time zone NOT NULL,
	"evaluators_per_submission" smallint DEFAULT 3 NOT NULL,
	"scoring_method" varchar(6) DEFAULT 'median' NOT NULL,
	"spread_threshold" numeric(6, 1),
	"active" boolean DEFAULT true NOT NULL,
	"created_by_profile_id" integer,
	"created_by_user_id" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_windows_ordered" CHECK ("assignments"."enable_at" < "assignments"."disable_at" AND "assignments"."peer_enable_at" < "assignments"."peer_disable_at")
);
--> statement-breakpoint
CREATE TABLE "my_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "my_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assignment_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'Enrolled' NOT NULL,
	"score" numeric(6, 1),
	"peer_score" numeric(6, 1),
	"extended_deadline" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"mentor_evaluated_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_activity_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "peer_activity_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" varchar(16) NOT NULL,
	"assignment_id" integer NOT NULL,
	"my_assignment_id" integer NOT NULL,
	"reviewer_profile_id" integer NOT NULL,
	"comments" text NOT NULL,
	"peer_assessment_score" numeric(6, 1),
	"rubric_file_id" integer,
	"status" varchar(10) DEFAULT 'Submitted' NOT NULL,
	"appealed_at" timestamp with time zone,
	"appeal_reason" varchar(2000),
	"appeal_resolved_at" timestamp with time zone,
	"client_request_id" uuid,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "peer_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"peer_activity_assessment_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"comment" text NOT NULL,
	"client_request_id" uuid,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_evaluator_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "peer_evaluator_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assignment_id" integer NOT NULL,
	"my_assignment_id" integer NOT NULL,
	"evaluator_profile_id" integer NOT NULL,
	"source" varchar(6) NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_files" ADD CONSTRAINT "activity_files_uploader_profile_id_profiles_id_fk" FOREIGN KEY ("uploader_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_files" ADD CONSTRAINT "activity_files_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_questions" ADD CONSTRAINT "assignment_questions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_my_assignment_id_my_assignments_id_fk" FOREIGN KEY ("my_assignment_id") REFERENCES "public"."my_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_assignment_question_id_assignment_questions_id_fk" FOREIGN KEY ("assignment_question_id") REFERENCES "public"."assignment_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_assignments" ADD CONSTRAINT "my_assignments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_assignments" ADD CONSTRAINT "my_assignments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_activity_assessments" ADD CONSTRAINT "peer_activity_assessments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_activity_assessments" ADD CONSTRAINT "peer_activity_assessments_my_assignment_id_my_assignments_id_fk" FOREIGN KEY ("my_assignment_id") REFERENCES "public"."my_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_activity_assessments" ADD CONSTRAINT "peer_activity_assessments_reviewer_profile_id_profiles_id_fk" FOREIGN KEY ("reviewer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_activity_assessments" ADD CONSTRAINT "peer_activity_assessments_rubric_file_id_activity_files_id_fk" FOREIGN KEY ("rubric_file_id") REFERENCES "public"."activity_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_comments" ADD CONSTRAINT "peer_comments_peer_activity_assessment_id_peer_activity_assessments_id_fk" FOREIGN KEY ("peer_activity_assessment_id") REFERENCES "public"."peer_activity_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_comments" ADD CONSTRAINT "peer_comments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_evaluator_allocations" ADD CONSTRAINT "peer_evaluator_allocations_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_evaluator_allocations" ADD CONSTRAINT "peer_evaluator_allocations_my_assignment_id_my_assignments_id_fk" FOREIGN KEY ("my_assignment_id") REFERENCES "public"."my_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_evaluator_allocations" ADD CONSTRAINT "peer_evaluator_allocations_evaluator_profile_id_profiles_id_fk" FOREIGN KEY ("evaluator_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_files_uuid_key" ON "activity_files" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_files_storage_key" ON "activity_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "activity_files_assignment_idx" ON "activity_files" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "activity_files_uploader_idx" ON "activity_files" USING btree ("uploader_profile_id");--> statement-breakpoint
CREATE INDEX "assignment_questions_assignment_idx" ON "assignment_questions" USING btree ("assignment_id","seq");--> statement-breakpoint
CREATE INDEX "assignment_submissions_my_assignment_idx" ON "assignment_submissions" USING btree ("my_assignment_id","inserted_at");--> statement-breakpoint
CREATE INDEX "assignment_submissions_question_idx" ON "assignment_submissions" USING btree ("assignment_question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_uuid_key" ON "assignments" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "assignments_created_by_idx" ON "assignments" USING btree ("created_by_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "my_assignments_assignment_profile_key" ON "my_assignments" USING btree ("assignment_id","profile_id");--> statement-breakpoint
CREATE INDEX "my_assignments_profile_idx" ON "my_assignments" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "peer_assessments_my_assignment_idx" ON "peer_activity_assessments" USING btree ("my_assignment_id");--> statement-breakpoint
CREATE INDEX "peer_assessments_assignment_idx" ON "peer_activity_assessments" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "peer_assessments_reviewer_idx" ON "peer_activity_assessments" USING btree ("reviewer_profile_id");--> statement-breakpoint
CREATE INDEX "peer_assessments_rubric_idx" ON "peer_activity_assessments" USING btree ("rubric_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_assessments_request_key" ON "peer_activity_assessments" USING btree ("reviewer_profile_id","client_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_assessments_one_evaluation_key" ON "peer_activity_assessments" USING btree ("my_assignment_id","reviewer_profile_id") WHERE "peer_activity_assessments"."type" = 'PEER EVALUATION';--> statement-breakpoint
CREATE INDEX "peer_comments_assessment_idx" ON "peer_comments" USING btree ("peer_activity_assessment_id","inserted_at");--> statement-breakpoint
CREATE INDEX "peer_comments_profile_idx" ON "peer_comments" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_comments_request_key" ON "peer_comments" USING btree ("profile_id","client_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_allocations_submission_evaluator_key" ON "peer_evaluator_allocations" USING btree ("my_assignment_id","evaluator_profile_id");--> statement-breakpoint
CREATE INDEX "peer_allocations_assignment_idx" ON "peer_evaluator_allocations" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "peer_allocations_evaluator_idx" ON "peer_evaluator_allocations" USING btree ("evaluator_profile_id");