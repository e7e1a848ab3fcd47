CREATE TABLE "my_quests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "my_quests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"quest_id" integer NOT NULL,
	"cohort_id" integer,
	"status" varchar(10) DEFAULT 'Enrolled' NOT NULL,
	"enrolled_on" varchar(10) NOT NULL,
	"completed_at" timestamp with time zone,
	"portfolio_entry_id" integer,
	"progress" smallint DEFAULT 0 NOT NULL,
	"last_activity_on" varchar(10),
	"last_nudged_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_cohorts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quest_cohorts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quest_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"starts_on" varchar(10) NOT NULL,
	"ends_on" varchar(10),
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_scorecard_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quest_scorecard_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"my_quest_id" integer NOT NULL,
	"slot" varchar(6) NOT NULL,
	"email_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_step_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quest_step_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"my_quest_id" integer NOT NULL,
	"step_key" varchar(24) NOT NULL,
	"kind" varchar(6) NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"by_profile_id" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quest_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quest_id" integer NOT NULL,
	"key" varchar(24) NOT NULL,
	"seq" smallint NOT NULL,
	"kind" varchar(14) NOT NULL,
	"ref_id" integer NOT NULL,
	"rule" jsonb,
	"skip_counts" boolean DEFAULT false NOT NULL,
	"x" real,
	"y" real
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(150) NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"life_skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"programs" varchar(40)[] DEFAULT '{}'::varchar[] NOT NULL,
	"org_id" integer,
	"created_by_profile_id" integer,
	"created_by_user_id" text,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_weeks" smallint,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "quests_price" CHECK ("quests"."price_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "my_quests" ADD CONSTRAINT "my_quests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_quests" ADD CONSTRAINT "my_quests_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_quests" ADD CONSTRAINT "my_quests_cohort_id_quest_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."quest_cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_cohorts" ADD CONSTRAINT "quest_cohorts_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_scorecard_sends" ADD CONSTRAINT "quest_scorecard_sends_my_quest_id_my_quests_id_fk" FOREIGN KEY ("my_quest_id") REFERENCES "public"."my_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_step_grants" ADD CONSTRAINT "quest_step_grants_my_quest_id_my_quests_id_fk" FOREIGN KEY ("my_quest_id") REFERENCES "public"."my_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_step_grants" ADD CONSTRAINT "quest_step_grants_by_profile_id_profiles_id_fk" FOREIGN KEY ("by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_steps" ADD CONSTRAINT "quest_steps_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "my_quests_key" ON "my_quests" USING btree ("profile_id","quest_id");--> statement-breakpoint
CREATE INDEX "my_quests_quest_idx" ON "my_quests" USING btree ("quest_id","status");--> statement-breakpoint
CREATE INDEX "my_quests_cohort_idx" ON "my_quests" USING btree ("cohort_id");--> statement-breakpoint
CREATE INDEX "quest_cohorts_quest_idx" ON "quest_cohorts" USING btree ("quest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_scorecard_sends_key" ON "quest_scorecard_sends" USING btree ("my_quest_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_step_grants_key" ON "quest_step_grants" USING btree ("my_quest_id","step_key","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_steps_key" ON "quest_steps" USING btree ("quest_id","key");--> statement-breakpoint
CREATE INDEX "quest_steps_quest_idx" ON "quest_steps" USING btree ("quest_id","seq");--> statement-breakpoint
CREATE INDEX "quest_steps_item_idx" ON "quest_steps" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "quests_status_idx" ON "quests" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "quests_author_idx" ON "quests" USING btree ("created_by_profile_id");--> statement-breakpoint
CREATE INDEX "quests_org_idx" ON "quests" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "quests_skills_gin" ON "quests" USING gin ("skill_ids");