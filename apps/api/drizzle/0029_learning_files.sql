CREATE TABLE "learning_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" varchar(10) NOT NULL,
	"resource_id" integer,
	"my_learning_id" integer,
	"task_id" integer,
	"submission_id" integer,
	"uploader_profile_id" integer,
	"uploader_user_id" text NOT NULL,
	"name" varchar(200) NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"content_type" varchar(120),
	"bytes" integer,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_files_owner" CHECK (("learning_files"."purpose" = 'resource' and "learning_files"."resource_id" is not null) or ("learning_files"."purpose" = 'submission' and "learning_files"."my_learning_id" is not null and "learning_files"."task_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "learning_files" ADD CONSTRAINT "learning_files_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_files" ADD CONSTRAINT "learning_files_my_learning_id_my_learnings_id_fk" FOREIGN KEY ("my_learning_id") REFERENCES "public"."my_learnings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_files" ADD CONSTRAINT "learning_files_task_id_project_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."project_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_files" ADD CONSTRAINT "learning_files_submission_id_project_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."project_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_files" ADD CONSTRAINT "learning_files_uploader_profile_id_profiles_id_fk" FOREIGN KEY ("uploader_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_files_storage_key" ON "learning_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "learning_files_resource_idx" ON "learning_files" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "learning_files_task_idx" ON "learning_files" USING btree ("my_learning_id","task_id");--> statement-breakpoint
CREATE INDEX "learning_files_task_id_idx" ON "learning_files" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "learning_files_submission_idx" ON "learning_files" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "learning_files_uploader_idx" ON "learning_files" USING btree ("uploader_profile_id");--> statement-breakpoint
CREATE INDEX "learning_files_cleanup_idx" ON "learning_files" USING btree ("inserted_at") WHERE "learning_files"."status" = 'pending' or ("learning_files"."purpose" = 'submission' and "learning_files"."submission_id" is null);