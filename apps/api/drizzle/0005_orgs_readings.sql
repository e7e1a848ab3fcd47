CREATE TABLE "catalogue_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(10) NOT NULL,
	"title" varchar(200) NOT NULL,
	"authors" varchar(200) NOT NULL,
	"source" varchar(150) NOT NULL,
	"url" varchar(500),
	"summary" varchar(2000) NOT NULL,
	"published_year" smallint NOT NULL,
	"isbn" varchar(13),
	"type" varchar(40),
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"degree_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"specialization_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(authors, '')), 'B') || setweight(to_tsvector('english', coalesce(summary, '') || ' ' || coalesce(source, '')), 'C')) STORED NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "about" varchar(2000);--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_readings_kind_title_key" ON "catalogue_readings" USING btree ("kind",lower("title"));--> statement-breakpoint
CREATE INDEX "catalogue_readings_search_gin" ON "catalogue_readings" USING gin ("search");