CREATE TABLE "photo_albums" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photo_albums_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"event_id" integer,
	"club_id" integer,
	"title" varchar(120) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"created_by_profile_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_catalog" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photo_catalog_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uploaded_by_user_id" text NOT NULL,
	"album_id" integer,
	"alt_text" varchar(250),
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"keys" jsonb NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "video_meeting_attendees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_meeting_attendees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meeting_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"going_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	"portfolio_entry_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_meeting_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_meeting_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(150) NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"provider_url" varchar(500) NOT NULL,
	"recording_url" varchar(500),
	"audience" varchar(12) NOT NULL,
	"org_id" integer,
	"skills" varchar(60)[] DEFAULT '{}'::varchar[] NOT NULL,
	"created_by_user_id" text NOT NULL,
	"created_by_profile_id" integer,
	"reminded_day_at" timestamp with time zone,
	"reminded_soon_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "meeting_id" integer;--> statement-breakpoint
ALTER TABLE "photo_albums" ADD CONSTRAINT "photo_albums_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_albums" ADD CONSTRAINT "photo_albums_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_albums" ADD CONSTRAINT "photo_albums_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_albums" ADD CONSTRAINT "photo_albums_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_catalog" ADD CONSTRAINT "photo_catalog_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_catalog" ADD CONSTRAINT "photo_catalog_album_id_photo_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."photo_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_meeting_attendees" ADD CONSTRAINT "video_meeting_attendees_meeting_id_video_meeting_posts_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."video_meeting_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_meeting_attendees" ADD CONSTRAINT "video_meeting_attendees_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_meeting_posts" ADD CONSTRAINT "video_meeting_posts_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_meeting_posts" ADD CONSTRAINT "video_meeting_posts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_meeting_posts" ADD CONSTRAINT "video_meeting_posts_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_albums_org_idx" ON "photo_albums" USING btree ("org_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "photo_albums_event_idx" ON "photo_albums" USING btree ("event_id") WHERE "photo_albums"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "photo_albums_club_idx" ON "photo_albums" USING btree ("club_id") WHERE "photo_albums"."club_id" is not null;--> statement-breakpoint
CREATE INDEX "photo_albums_created_by_idx" ON "photo_albums" USING btree ("created_by_profile_id");--> statement-breakpoint
CREATE INDEX "photo_catalog_album_idx" ON "photo_catalog" USING btree ("album_id","added_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "photo_catalog"."album_id" is not null;--> statement-breakpoint
CREATE INDEX "photo_catalog_added_idx" ON "photo_catalog" USING btree ("added_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "photo_catalog"."album_id" is not null;--> statement-breakpoint
CREATE INDEX "photo_catalog_uploader_idx" ON "photo_catalog" USING btree ("uploaded_by_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_meeting_attendees_key" ON "video_meeting_attendees" USING btree ("meeting_id","profile_id");--> statement-breakpoint
CREATE INDEX "video_meeting_attendees_profile_idx" ON "video_meeting_attendees" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "video_meeting_posts_starts_idx" ON "video_meeting_posts" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "video_meeting_posts_ends_idx" ON "video_meeting_posts" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "video_meeting_posts_org_idx" ON "video_meeting_posts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "video_meeting_posts_creator_idx" ON "video_meeting_posts" USING btree ("created_by_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "video_meeting_posts_profile_idx" ON "video_meeting_posts" USING btree ("created_by_profile_id");--> statement-breakpoint
CREATE INDEX "video_meeting_posts_unsettled_idx" ON "video_meeting_posts" USING btree ("ends_at") WHERE "video_meeting_posts"."settled_at" is null;