CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"text" varchar(600),
	"rating" smallint,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"consent_text" varchar(1000) NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_withdrawn_at" timestamp with time zone,
	"reviewed_by_user_id" text,
	"reviewed_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_range" CHECK ("testimonials"."rating" IS NULL OR "testimonials"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "testimonials_withdrawn_is_empty" CHECK ("testimonials"."consent_withdrawn_at" IS NULL OR ("testimonials"."text" IS NULL AND "testimonials"."rating" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_type" varchar(14) NOT NULL,
	"item_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" varchar(1000) DEFAULT '' NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_profile_idx" ON "testimonials" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "testimonials_reviewer_idx" ON "testimonials" USING btree ("reviewed_by_user_id");--> statement-breakpoint
CREATE INDEX "testimonials_shown_idx" ON "testimonials" USING btree ("type","status","reviewed_at" DESC NULLS LAST) WHERE "testimonials"."consent_withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "testimonials_status_idx" ON "testimonials" USING btree ("status","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_item_profile_key" ON "feedback" USING btree ("item_type","item_id","profile_id");--> statement-breakpoint
CREATE INDEX "feedback_profile_idx" ON "feedback" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "feedback_item_updated_idx" ON "feedback" USING btree ("item_type","item_id","updated_at" DESC NULLS LAST);