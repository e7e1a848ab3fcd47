CREATE TABLE "attempt_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attempt_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question_id" integer NOT NULL,
	"question_version_id" integer NOT NULL,
	"points" numeric(6, 2) NOT NULL,
	"answer" jsonb,
	"revision" integer DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone,
	"seconds" integer DEFAULT 0 NOT NULL,
	"grade_status" varchar(10),
	"score" numeric(8, 2),
	"graded_by_profile_id" integer,
	"mentor_comment" text
);
--> statement-breakpoint
CREATE TABLE "attempt_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attempt_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"position" smallint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_quizzes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "my_quizzes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'Enrolled' NOT NULL,
	"grade" numeric(8, 2),
	"passed" boolean,
	"enrolled_by_profile_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"card" jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"shared" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"version" smallint NOT NULL,
	"body" jsonb NOT NULL,
	"created_by_profile_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"category" varchar(80),
	"tags" varchar(40)[] DEFAULT '{}'::varchar[] NOT NULL,
	"difficulty" varchar(6),
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"version" smallint DEFAULT 1 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"health" jsonb,
	"created_by_profile_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_accommodations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_accommodations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer,
	"profile_id" integer,
	"batch" varchar(80),
	"extra_minutes" smallint DEFAULT 0 NOT NULL,
	"time_multiplier" numeric(3, 2) DEFAULT 1 NOT NULL,
	"extra_attempts" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(1000) DEFAULT '' NOT NULL,
	"granted_by_profile_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_accommodations_who" CHECK (("quiz_accommodations"."profile_id" IS NOT NULL) <> ("quiz_accommodations"."batch" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"my_quiz_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"seed" bigint NOT NULL,
	"status" varchar(14) DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"score" numeric(8, 2),
	"max_score" numeric(8, 2),
	"pending" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_regrades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_regrades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"from_version" smallint NOT NULL,
	"to_version" smallint NOT NULL,
	"changes" jsonb NOT NULL,
	"by_profile_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" varchar(6) NOT NULL,
	"question_id" integer,
	"pinned_version" smallint,
	"bank_id" integer,
	"draw_count" smallint,
	"category" varchar(80),
	"tag" varchar(40),
	"difficulty" varchar(6),
	"points" numeric(6, 2),
	CONSTRAINT "quiz_slots_kind" CHECK (("quiz_slots"."kind" = 'fixed' AND "quiz_slots"."question_id" IS NOT NULL) OR ("quiz_slots"."kind" = 'random' AND "quiz_slots"."bank_id" IS NOT NULL AND "quiz_slots"."draw_count" > 0))
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quizzes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"kind" varchar(5) DEFAULT 'quiz' NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"time_limit_minutes" smallint,
	"attempts_allowed" smallint DEFAULT 1 NOT NULL,
	"grading_method" varchar(8) DEFAULT 'highest' NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"per_page" smallint DEFAULT 1 NOT NULL,
	"navigation" varchar(10) DEFAULT 'free' NOT NULL,
	"pass_mark" numeric(5, 2) DEFAULT 40 NOT NULL,
	"review" jsonb NOT NULL,
	"feedback_bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"integrity" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bank_id" integer
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_version_id_question_versions_id_fk" FOREIGN KEY ("question_version_id") REFERENCES "public"."question_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_graded_by_profile_id_profiles_id_fk" FOREIGN KEY ("graded_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_events" ADD CONSTRAINT "attempt_events_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_quizzes" ADD CONSTRAINT "my_quizzes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_quizzes" ADD CONSTRAINT "my_quizzes_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_quizzes" ADD CONSTRAINT "my_quizzes_enrolled_by_profile_id_profiles_id_fk" FOREIGN KEY ("enrolled_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_cards" ADD CONSTRAINT "practice_cards_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_cards" ADD CONSTRAINT "practice_cards_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_cards" ADD CONSTRAINT "practice_cards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_banks" ADD CONSTRAINT "question_banks_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_banks" ADD CONSTRAINT "question_banks_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_accommodations" ADD CONSTRAINT "quiz_accommodations_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_accommodations" ADD CONSTRAINT "quiz_accommodations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_accommodations" ADD CONSTRAINT "quiz_accommodations_granted_by_profile_id_profiles_id_fk" FOREIGN KEY ("granted_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_my_quiz_id_my_quizzes_id_fk" FOREIGN KEY ("my_quiz_id") REFERENCES "public"."my_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_regrades" ADD CONSTRAINT "quiz_regrades_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_regrades" ADD CONSTRAINT "quiz_regrades_by_profile_id_profiles_id_fk" FOREIGN KEY ("by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_slots" ADD CONSTRAINT "quiz_slots_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_slots" ADD CONSTRAINT "quiz_slots_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_slots" ADD CONSTRAINT "quiz_slots_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempt_answers_key" ON "attempt_answers" USING btree ("attempt_id","position");--> statement-breakpoint
CREATE INDEX "attempt_answers_version_idx" ON "attempt_answers" USING btree ("question_version_id");--> statement-breakpoint
CREATE INDEX "attempt_events_attempt_idx" ON "attempt_events" USING btree ("attempt_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "my_quizzes_key" ON "my_quizzes" USING btree ("profile_id","quiz_id");--> statement-breakpoint
CREATE INDEX "my_quizzes_quiz_idx" ON "my_quizzes" USING btree ("quiz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_cards_key" ON "practice_cards" USING btree ("profile_id","question_id");--> statement-breakpoint
CREATE INDEX "practice_cards_due_idx" ON "practice_cards" USING btree ("profile_id","bank_id","due_at");--> statement-breakpoint
CREATE INDEX "question_banks_status_idx" ON "question_banks" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "question_banks_author_idx" ON "question_banks" USING btree ("created_by_profile_id");--> statement-breakpoint
CREATE INDEX "question_banks_org_idx" ON "question_banks" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_versions_key" ON "question_versions" USING btree ("question_id","version");--> statement-breakpoint
CREATE INDEX "questions_bank_idx" ON "questions" USING btree ("bank_id","archived","sequence");--> statement-breakpoint
CREATE INDEX "questions_skills_gin" ON "questions" USING gin ("skill_ids");--> statement-breakpoint
CREATE INDEX "quiz_accommodations_profile_idx" ON "quiz_accommodations" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_number_key" ON "quiz_attempts" USING btree ("my_quiz_id","number");--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_idx" ON "quiz_attempts" USING btree ("quiz_id","status");--> statement-breakpoint
CREATE INDEX "quiz_attempts_deadline_idx" ON "quiz_attempts" USING btree ("deadline_at") WHERE "quiz_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "quiz_slots_quiz_idx" ON "quiz_slots" USING btree ("quiz_id","sequence");--> statement-breakpoint
CREATE INDEX "quizzes_status_idx" ON "quizzes" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "quizzes_author_idx" ON "quizzes" USING btree ("created_by_profile_id");