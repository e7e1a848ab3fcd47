CREATE TABLE "job_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"outbox_id" bigint,
	"viewed" boolean DEFAULT false NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"delivered_through" integer DEFAULT 0 NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempted_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"activity_type" varchar(30) NOT NULL,
	"activity_key" varchar(12) NOT NULL,
	"performer_profile_id" integer,
	"post_id" integer,
	"my_project_id" integer,
	"resource_group_id" integer,
	"quest_id" integer,
	"project_id" integer,
	"club_id" integer,
	"job_id" integer,
	"my_quiz_id" integer,
	"my_question_bank_id" integer,
	"my_assignment_id" integer,
	"event_id" integer,
	"board_id" integer,
	"message" varchar(300) NOT NULL,
	"outbox_id" bigint,
	"viewed" boolean DEFAULT false NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_notifications" ADD CONSTRAINT "job_notifications_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notifications" ADD CONSTRAINT "job_notifications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_performer_profile_id_profiles_id_fk" FOREIGN KEY ("performer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_notifications_profile_job_key" ON "job_notifications" USING btree ("profile_id","job_id");--> statement-breakpoint
CREATE INDEX "job_notifications_profile_idx" ON "job_notifications" USING btree ("profile_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_notifications_unviewed_idx" ON "job_notifications" USING btree ("profile_id") WHERE "job_notifications"."viewed" = false;--> statement-breakpoint
CREATE INDEX "job_notifications_job_idx" ON "job_notifications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "notification_outbox_pending_idx" ON "notification_outbox" USING btree ("id") WHERE "notification_outbox"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_outbox_profile_key" ON "notifications" USING btree ("outbox_id","profile_id");--> statement-breakpoint
CREATE INDEX "notifications_profile_idx" ON "notifications" USING btree ("profile_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_profile_key_idx" ON "notifications" USING btree ("profile_id","activity_key","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_profile_tagged_idx" ON "notifications" USING btree ("profile_id","id" DESC NULLS LAST) WHERE "notifications"."activity_type" = 'tagged';--> statement-breakpoint
CREATE INDEX "notifications_unviewed_idx" ON "notifications" USING btree ("profile_id") WHERE "notifications"."viewed" = false;--> statement-breakpoint
CREATE INDEX "notifications_performer_idx" ON "notifications" USING btree ("performer_profile_id") WHERE "notifications"."performer_profile_id" is not null;