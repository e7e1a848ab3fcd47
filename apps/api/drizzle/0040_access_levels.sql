CREATE TABLE "admin_access_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_access_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"level_id" integer NOT NULL,
	"granted_by" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_access_grants_user_level_unique" UNIQUE("user_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "admin_access_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_access_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(60) NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"capabilities" varchar(40)[] NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_access_levels_name_unique" UNIQUE("name"),
	CONSTRAINT "admin_access_levels_capabilities_check" CHECK (cardinality("admin_access_levels"."capabilities") > 0 and "admin_access_levels"."capabilities" <@ array['approve_profiles', 'manage_catalogue', 'bulk_tools', 'all_org_content', 'payments', 'reports', 'editing_intervention', 'manage_access']::varchar[])
);
--> statement-breakpoint
CREATE TABLE "institute_permissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institute_permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"dashboards" varchar(40)[] NOT NULL,
	"updated_by" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institute_permissions_org_id_unique" UNIQUE("org_id"),
	CONSTRAINT "institute_permissions_dashboards_check" CHECK ("institute_permissions"."dashboards" <@ array['institute_dashboard', 'skills_dashboard', 'shortlists', 'enrollment_dashboard', 'student_contact']::varchar[])
);
--> statement-breakpoint
ALTER TABLE "admin_access_grants" ADD CONSTRAINT "admin_access_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_access_grants" ADD CONSTRAINT "admin_access_grants_level_id_admin_access_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."admin_access_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_access_grants" ADD CONSTRAINT "admin_access_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute_permissions" ADD CONSTRAINT "institute_permissions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute_permissions" ADD CONSTRAINT "institute_permissions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_access_grants_level_idx" ON "admin_access_grants" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "admin_access_grants_granted_by_idx" ON "admin_access_grants" USING btree ("granted_by");--> statement-breakpoint
CREATE INDEX "institute_permissions_updated_by_idx" ON "institute_permissions" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "audit_log_inserted_idx" ON "audit_log" USING btree ("inserted_at");