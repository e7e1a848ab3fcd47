CREATE TABLE "practice_notices" (
	"profile_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"day" date NOT NULL,
	"quiz_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_notices_profile_id_bank_id_day_pk" PRIMARY KEY("profile_id","bank_id","day")
);
--> statement-breakpoint
CREATE TABLE "practice_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"profile_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"question_version_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"fraction" numeric(5, 4) NOT NULL,
	"correct" boolean NOT NULL,
	"rating" varchar(5) NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"card_before" jsonb,
	"card_after" jsonb NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"my_quiz_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"question_ids" integer[] NOT NULL,
	"reasons" varchar(5)[] NOT NULL,
	"seed" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "questions_per_session" smallint;--> statement-breakpoint
ALTER TABLE "practice_notices" ADD CONSTRAINT "practice_notices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_notices" ADD CONSTRAINT "practice_notices_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_notices" ADD CONSTRAINT "practice_notices_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_reviews" ADD CONSTRAINT "practice_reviews_question_version_id_question_versions_id_fk" FOREIGN KEY ("question_version_id") REFERENCES "public"."question_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_my_quiz_id_my_quizzes_id_fk" FOREIGN KEY ("my_quiz_id") REFERENCES "public"."my_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_notices_bank_idx" ON "practice_notices" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "practice_notices_quiz_idx" ON "practice_notices" USING btree ("quiz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_reviews_key" ON "practice_reviews" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "practice_reviews_profile_idx" ON "practice_reviews" USING btree ("profile_id","bank_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "practice_reviews_question_idx" ON "practice_reviews" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "practice_reviews_version_idx" ON "practice_reviews" USING btree ("question_version_id");--> statement-breakpoint
CREATE INDEX "practice_reviews_bank_idx" ON "practice_reviews" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "practice_sessions_my_quiz_idx" ON "practice_sessions" USING btree ("my_quiz_id","started_at");--> statement-breakpoint
CREATE INDEX "practice_sessions_profile_idx" ON "practice_sessions" USING btree ("profile_id","bank_id");--> statement-breakpoint
CREATE INDEX "practice_sessions_quiz_idx" ON "practice_sessions" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "practice_sessions_bank_idx" ON "practice_sessions" USING btree ("bank_id");