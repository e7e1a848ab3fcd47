CREATE TABLE "import_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope_org_id" integer NOT NULL,
	"tool" varchar(20) NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"fields" jsonb NOT NULL,
	"error" varchar(300),
	"input" jsonb,
	"target_id" integer,
	"before" jsonb,
	"after" jsonb,
	"committed" boolean DEFAULT false NOT NULL,
	"undone" boolean DEFAULT false NOT NULL,
	CONSTRAINT "import_rows_import_id_row_no_pk" PRIMARY KEY("import_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tool" varchar(20) NOT NULL,
	"org_id" integer,
	"created_by_user_id" text,
	"file_name" varchar(200) NOT NULL,
	"file_kind" varchar(4) NOT NULL,
	"file_key" varchar(120) NOT NULL,
	"file_sha256" varchar(64) NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"status" varchar(12) NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"phase_started_at" timestamp with time zone,
	"counts" jsonb NOT NULL,
	"committed_rows" integer DEFAULT 0 NOT NULL,
	"committed_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"failure" varchar(500),
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "roll_number" varchar(40);--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_scope_key" ON "import_mappings" USING btree ("scope_org_id","tool");--> statement-breakpoint
CREATE INDEX "import_rows_outcome_idx" ON "import_rows" USING btree ("import_id","outcome","row_no");--> statement-breakpoint
CREATE INDEX "imports_org_idx" ON "imports" USING btree ("org_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "imports_tool_idx" ON "imports" USING btree ("tool","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "imports_created_by_idx" ON "imports" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_org_roll_number_key" ON "profiles" USING btree ("my_org_id","roll_number");