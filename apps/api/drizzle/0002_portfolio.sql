CREATE TABLE "educations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "educations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"life_skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"verified_by_name" varchar(100),
	"verified_by_org" varchar(200),
	"verified_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"my_org_id" integer,
	"institute" varchar(200) NOT NULL,
	"degree" varchar(200) NOT NULL,
	"specialization" varchar(200) NOT NULL,
	"format" varchar(10),
	"score" numeric(5, 2) DEFAULT '0' NOT NULL,
	"backlogs_status" boolean DEFAULT false NOT NULL,
	"backlogs" integer DEFAULT 0 NOT NULL,
	"placed" boolean DEFAULT false NOT NULL,
	"tenure_start" varchar(10) NOT NULL,
	"tenure_finish" varchar(10) NOT NULL,
	"latest_edu" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entry_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"section" varchar(30) NOT NULL,
	"entry_id" integer NOT NULL,
	"verifier_name" varchar(100) NOT NULL,
	"verifier_email" varchar(254) NOT NULL,
	"verifier_org" varchar(200) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"life_skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"verified_by_name" varchar(100),
	"verified_by_org" varchar(200),
	"verified_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(12) NOT NULL,
	"external_id" integer,
	"title" varchar(200) NOT NULL,
	"type" varchar(40) NOT NULL,
	"role" varchar(20),
	"source" varchar(200),
	"certificate" varchar(500),
	"date" varchar(10) NOT NULL,
	"duration" integer
);
--> statement-breakpoint
CREATE TABLE "external_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"life_skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"verified_by_name" varchar(100),
	"verified_by_org" varchar(200),
	"verified_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"external_id" integer,
	"title" varchar(200) NOT NULL,
	"role" varchar(20) NOT NULL,
	"date" varchar(10) NOT NULL,
	"duration" integer NOT NULL,
	"source" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"life_skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"verified_by_name" varchar(100),
	"verified_by_org" varchar(200),
	"verified_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" varchar(200) NOT NULL,
	"date" varchar(10) NOT NULL,
	"duration" integer NOT NULL,
	"source" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "internships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"life_skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"verified_by_name" varchar(100),
	"verified_by_org" varchar(200),
	"verified_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"host" varchar(200) NOT NULL,
	"startdate" varchar(10) NOT NULL,
	"finishdate" varchar(10),
	"duration" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"life_skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"verified_by_name" varchar(100),
	"verified_by_org" varchar(200),
	"verified_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(10) NOT NULL,
	"title" varchar(200) NOT NULL,
	"author" varchar(200) NOT NULL,
	"date" varchar(10) NOT NULL,
	"isbn" varchar(13),
	"type" varchar(40),
	"url" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "social_clubs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_clubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"life_skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"verified_by_name" varchar(100),
	"verified_by_org" varchar(200),
	"verified_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" varchar(200) NOT NULL,
	"type" varchar(20) NOT NULL,
	"role" varchar(20) NOT NULL,
	"date" varchar(10) NOT NULL,
	"source" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"life_skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"verified_by_name" varchar(100),
	"verified_by_org" varchar(200),
	"verified_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"education_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"semester_number" integer NOT NULL,
	"date" varchar(10) NOT NULL,
	"score" numeric(5, 2) DEFAULT '0' NOT NULL,
	"type" varchar(10) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_my_org_id_orgs_id_fk" FOREIGN KEY ("my_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_verifications" ADD CONSTRAINT "entry_verifications_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_courses" ADD CONSTRAINT "external_courses_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_events" ADD CONSTRAINT "external_events_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_projects" ADD CONSTRAINT "external_projects_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_clubs" ADD CONSTRAINT "social_clubs_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "educations_uuid_key" ON "educations" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "educations_profile_idx" ON "educations" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "educations_skills_gin" ON "educations" USING gin ("skill_ids");--> statement-breakpoint
CREATE INDEX "educations_org_idx" ON "educations" USING btree ("my_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "educations_duplicate_key" ON "educations" USING btree ("profile_id",lower("institute"),lower("degree"),lower("specialization"));--> statement-breakpoint
CREATE UNIQUE INDEX "entry_verifications_token_key" ON "entry_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "entry_verifications_entry_idx" ON "entry_verifications" USING btree ("section","entry_id");--> statement-breakpoint
CREATE INDEX "entry_verifications_profile_idx" ON "entry_verifications" USING btree ("profile_id","inserted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "external_courses_uuid_key" ON "external_courses" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "external_courses_profile_idx" ON "external_courses" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "external_courses_skills_gin" ON "external_courses" USING gin ("skill_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "external_courses_duplicate_key" ON "external_courses" USING btree ("profile_id","kind",lower("title"),"date");--> statement-breakpoint
CREATE UNIQUE INDEX "external_events_uuid_key" ON "external_events" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "external_events_profile_idx" ON "external_events" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "external_events_skills_gin" ON "external_events" USING gin ("skill_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "external_events_duplicate_key" ON "external_events" USING btree ("profile_id",lower("title"),"date");--> statement-breakpoint
CREATE UNIQUE INDEX "external_projects_uuid_key" ON "external_projects" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "external_projects_profile_idx" ON "external_projects" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "external_projects_skills_gin" ON "external_projects" USING gin ("skill_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "external_projects_duplicate_key" ON "external_projects" USING btree ("profile_id",lower("title"),"date");--> statement-breakpoint
CREATE UNIQUE INDEX "internships_uuid_key" ON "internships" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "internships_profile_idx" ON "internships" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "internships_skills_gin" ON "internships" USING gin ("skill_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "internships_duplicate_key" ON "internships" USING btree ("profile_id",("type" = 'Internship'),lower("title"),"startdate");--> statement-breakpoint
CREATE UNIQUE INDEX "readings_uuid_key" ON "readings" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "readings_profile_idx" ON "readings" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "readings_skills_gin" ON "readings" USING gin ("skill_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "readings_duplicate_key" ON "readings" USING btree ("profile_id","kind",lower("title"),"date");--> statement-breakpoint
CREATE UNIQUE INDEX "social_clubs_uuid_key" ON "social_clubs" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "social_clubs_profile_idx" ON "social_clubs" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "social_clubs_skills_gin" ON "social_clubs" USING gin ("skill_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "social_clubs_duplicate_key" ON "social_clubs" USING btree ("profile_id",lower("title"),"date");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_uuid_key" ON "subjects" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "subjects_profile_idx" ON "subjects" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "subjects_skills_gin" ON "subjects" USING gin ("skill_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_duplicate_key" ON "subjects" USING btree ("education_id","semester_number",lower("name"));