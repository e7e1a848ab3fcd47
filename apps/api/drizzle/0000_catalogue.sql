CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"state_id" integer NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "country_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"iso2" varchar(2) NOT NULL,
	"dial_code" varchar(20) NOT NULL,
	"desc" varchar(140) NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "degrees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "degrees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(60) NOT NULL,
	"full_name" varchar(160) NOT NULL,
	"level" varchar(12) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "designations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_role_life_skills" (
	"job_role_id" integer NOT NULL,
	"life_skill_id" integer NOT NULL,
	CONSTRAINT "job_role_life_skills_job_role_id_life_skill_id_pk" PRIMARY KEY("job_role_id","life_skill_id")
);
--> statement-breakpoint
CREATE TABLE "job_role_skills" (
	"job_role_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "job_role_skills_job_role_id_skill_id_pk" PRIMARY KEY("job_role_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "job_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"type" varchar(60) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "life_skills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "life_skills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orgs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orgs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"full_name" varchar(200) NOT NULL,
	"short_name" varchar(60),
	"org_type" varchar(12) NOT NULL,
	"city_id" integer,
	"state_id" integer,
	"website" varchar(300),
	"logo_url" varchar(500),
	"active" boolean DEFAULT true NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"version" varchar(64) NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"display_name" varchar(120) NOT NULL,
	"type" varchar(12) NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specializations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specializations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(160) NOT NULL,
	"stream" varchar(60) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"code" varchar(4) NOT NULL,
	"type" varchar(20) NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_role_life_skills" ADD CONSTRAINT "job_role_life_skills_job_role_id_job_roles_id_fk" FOREIGN KEY ("job_role_id") REFERENCES "public"."job_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_role_life_skills" ADD CONSTRAINT "job_role_life_skills_life_skill_id_life_skills_id_fk" FOREIGN KEY ("life_skill_id") REFERENCES "public"."life_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_role_skills" ADD CONSTRAINT "job_role_skills_job_role_id_job_roles_id_fk" FOREIGN KEY ("job_role_id") REFERENCES "public"."job_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_role_skills" ADD CONSTRAINT "job_role_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orgs" ADD CONSTRAINT "orgs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orgs" ADD CONSTRAINT "orgs_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_id_name_key" ON "cities" USING btree ("state_id","name");--> statement-breakpoint
CREATE INDEX "cities_name_prefix" ON "cities" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "country_codes_iso2_key" ON "country_codes" USING btree ("iso2");--> statement-breakpoint
CREATE INDEX "country_codes_name_prefix" ON "country_codes" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "degrees_name_key" ON "degrees" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "degrees_name_prefix" ON "degrees" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "designations_name_key" ON "designations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "designations_name_prefix" ON "designations" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "job_role_life_skills_life_skill_idx" ON "job_role_life_skills" USING btree ("life_skill_id");--> statement-breakpoint
CREATE INDEX "job_role_skills_skill_idx" ON "job_role_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_roles_name_key" ON "job_roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "job_roles_name_prefix" ON "job_roles" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "job_roles_type_idx" ON "job_roles" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "life_skills_name_key" ON "life_skills" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "life_skills_name_prefix" ON "life_skills" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "orgs_uuid_key" ON "orgs" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "orgs_type_name_key" ON "orgs" USING btree ("org_type",lower("full_name"));--> statement-breakpoint
CREATE INDEX "orgs_full_name_prefix" ON "orgs" USING btree (lower("full_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orgs_city_idx" ON "orgs" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "orgs_state_idx" ON "orgs" USING btree ("state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name_key" ON "skills" USING btree ("name");--> statement-breakpoint
CREATE INDEX "skills_name_pattern" ON "skills" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "skills_type_idx" ON "skills" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "specializations_name_key" ON "specializations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "specializations_name_prefix" ON "specializations" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "states_name_key" ON "states" USING btree ("name");--> statement-breakpoint
CREATE INDEX "states_name_prefix" ON "states" USING btree (lower("name") text_pattern_ops);