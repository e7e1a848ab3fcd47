CREATE TABLE "quiz_stats" (
	"quiz_id" integer PRIMARY KEY NOT NULL,
	"stats" jsonb NOT NULL,
	"attempts" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_stats" ADD CONSTRAINT "quiz_stats_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;