CREATE TABLE "mail_notification_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_notification_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notification_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"outbox_id" integer,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_type" varchar(8) NOT NULL,
	"entity_id" integer NOT NULL,
	"list_type" varchar(20) NOT NULL,
	"org_id" integer,
	"requested_by_profile_id" integer,
	"subject" varchar(150) NOT NULL,
	"message" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_notification_deliveries" ADD CONSTRAINT "mail_notification_deliveries_notification_id_mail_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."mail_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_notification_deliveries" ADD CONSTRAINT "mail_notification_deliveries_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_notification_deliveries" ADD CONSTRAINT "mail_notification_deliveries_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_notifications" ADD CONSTRAINT "mail_notifications_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_notifications" ADD CONSTRAINT "mail_notifications_requested_by_profile_id_profiles_id_fk" FOREIGN KEY ("requested_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_notification_deliveries_key" ON "mail_notification_deliveries" USING btree ("notification_id","profile_id");--> statement-breakpoint
CREATE INDEX "mail_notification_deliveries_pending_idx" ON "mail_notification_deliveries" USING btree ("notification_id","sent_at");--> statement-breakpoint
CREATE INDEX "mail_notifications_entity_idx" ON "mail_notifications" USING btree ("entity_type","entity_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_notifications_pending_idx" ON "mail_notifications" USING btree ("status","inserted_at");