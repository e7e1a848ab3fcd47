CREATE TABLE "post_deliveries" (
	"post_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "post_deliveries_post_id_profile_id_pk" PRIMARY KEY("post_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "post_hides" (
	"profile_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_hides_profile_id_post_id_pk" PRIMARY KEY("profile_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "post_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer,
	"comment_id" integer,
	"reporter_profile_id" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"weight" real NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_reports_one_target" CHECK (num_nonnulls("post_reports"."post_id", "post_reports"."comment_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "hidden_reason" varchar(10);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "channel_specialization_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "channel_batch_year" smallint;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_reason" varchar(10);--> statement-breakpoint
ALTER TABLE "post_deliveries" ADD CONSTRAINT "post_deliveries_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_deliveries" ADD CONSTRAINT "post_deliveries_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_hides" ADD CONSTRAINT "post_hides_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_hides" ADD CONSTRAINT "post_hides_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_comment_id_post_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_reporter_profile_id_profiles_id_fk" FOREIGN KEY ("reporter_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_deliveries_profile_idx" ON "post_deliveries" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_reports_post_key" ON "post_reports" USING btree ("post_id","reporter_profile_id") WHERE "post_reports"."post_id" is not null and "post_reports"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "post_reports_comment_key" ON "post_reports" USING btree ("comment_id","reporter_profile_id") WHERE "post_reports"."comment_id" is not null and "post_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "post_reports_status_idx" ON "post_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "post_reports_reporter_idx" ON "post_reports" USING btree ("reporter_profile_id","status");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_channel_specialization_id_specializations_id_fk" FOREIGN KEY ("channel_specialization_id") REFERENCES "public"."specializations"("id") ON DELETE set null ON UPDATE no action;