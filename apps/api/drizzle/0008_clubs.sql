CREATE TABLE "club_join_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_join_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"message" varchar(500),
	"decided_by_profile_id" integer,
	"decided_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"role" varchar(10) DEFAULT 'member' NOT NULL,
	"committee_title" varchar(80),
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"created_by_profile_id" integer,
	"title" varchar(150) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"club_type" varchar(20),
	"host" varchar(150) DEFAULT '' NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"location" varchar(200) DEFAULT '' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"degree_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"specialization_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"avatar_key" varchar(300),
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(host, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')) STORED NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_join_requests" ADD CONSTRAINT "club_join_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_join_requests" ADD CONSTRAINT "club_join_requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_join_requests" ADD CONSTRAINT "club_join_requests_decided_by_profile_id_profiles_id_fk" FOREIGN KEY ("decided_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_join_requests_open_key" ON "club_join_requests" USING btree ("club_id","profile_id") WHERE "club_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "club_join_requests_club_status_idx" ON "club_join_requests" USING btree ("club_id","status","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_join_requests_club_inserted_idx" ON "club_join_requests" USING btree ("club_id","inserted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_join_requests_profile_idx" ON "club_join_requests" USING btree ("profile_id","club_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_join_requests_decided_by_idx" ON "club_join_requests" USING btree ("decided_by_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_members_club_profile_key" ON "club_members" USING btree ("club_id","profile_id");--> statement-breakpoint
CREATE INDEX "club_members_club_role_idx" ON "club_members" USING btree ("club_id","role","joined_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_members_club_joined_idx" ON "club_members" USING btree ("club_id","joined_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_members_profile_idx" ON "club_members" USING btree ("profile_id","joined_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_uuid_key" ON "clubs" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "clubs_list_idx" ON "clubs" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clubs_type_list_idx" ON "clubs" USING btree ("status","club_type","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clubs_org_idx" ON "clubs" USING btree ("org_id","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clubs_org_inserted_idx" ON "clubs" USING btree ("org_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clubs_created_by_idx" ON "clubs" USING btree ("created_by_profile_id");--> statement-breakpoint
CREATE INDEX "clubs_search_gin" ON "clubs" USING gin ("search");