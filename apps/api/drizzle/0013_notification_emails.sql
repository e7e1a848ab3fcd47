CREATE TABLE "notification_email_digests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_email_digests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"day" date NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"outbox_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_email_settings" (
	"profile_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"mode" varchar(10) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_email_settings_pkey" PRIMARY KEY("profile_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notification_emails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"notification_id" bigint,
	"job_notification_id" bigint,
	"kind" varchar(30) NOT NULL,
	"mode" varchar(10) NOT NULL,
	"message" varchar(300) NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"outbox_id" integer,
	"digest_id" integer,
	CONSTRAINT "notification_emails_one_item" CHECK (num_nonnulls("notification_emails"."notification_id", "notification_emails"."job_notification_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "notification_email_digests" ADD CONSTRAINT "notification_email_digests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_email_digests" ADD CONSTRAINT "notification_email_digests_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_email_settings" ADD CONSTRAINT "notification_email_settings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_job_notification_id_job_notifications_id_fk" FOREIGN KEY ("job_notification_id") REFERENCES "public"."job_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_digest_id_notification_email_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."notification_email_digests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_email_digests_profile_day_key" ON "notification_email_digests" USING btree ("profile_id","day");--> statement-breakpoint
CREATE INDEX "notification_email_digests_outbox_idx" ON "notification_email_digests" USING btree ("outbox_id") WHERE "notification_email_digests"."outbox_id" is not null;--> statement-breakpoint
CREATE INDEX "notification_email_digests_day_idx" ON "notification_email_digests" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_emails_notification_key" ON "notification_emails" USING btree ("notification_id") WHERE "notification_emails"."notification_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_emails_job_notification_key" ON "notification_emails" USING btree ("job_notification_id") WHERE "notification_emails"."job_notification_id" is not null;--> statement-breakpoint
CREATE INDEX "notification_emails_profile_idx" ON "notification_emails" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "notification_emails_daily_pending_idx" ON "notification_emails" USING btree ("profile_id","id") WHERE "notification_emails"."status" = 'pending' and "notification_emails"."mode" = 'daily';--> statement-breakpoint
CREATE INDEX "notification_emails_immediate_pending_idx" ON "notification_emails" USING btree ("inserted_at") WHERE "notification_emails"."status" = 'pending' and "notification_emails"."mode" = 'immediate';--> statement-breakpoint
CREATE INDEX "notification_emails_handled_idx" ON "notification_emails" USING btree ("handled_at") WHERE "notification_emails"."handled_at" is not null;--> statement-breakpoint
CREATE INDEX "notification_emails_outbox_idx" ON "notification_emails" USING btree ("outbox_id") WHERE "notification_emails"."outbox_id" is not null;--> statement-breakpoint
CREATE INDEX "notification_emails_digest_idx" ON "notification_emails" USING btree ("digest_id") WHERE "notification_emails"."digest_id" is not null;