CREATE TABLE "item_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(5) NOT NULL,
	"club_id" integer,
	"event_id" integer,
	"profile_id" integer NOT NULL,
	"invited_by_profile_id" integer,
	"answer" varchar(8) DEFAULT 'invited' NOT NULL,
	"answered_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_invitations_one_item" CHECK (("item_invitations"."kind" = 'club' and "item_invitations"."club_id" is not null and "item_invitations"."event_id" is null) or ("item_invitations"."kind" = 'event' and "item_invitations"."event_id" is not null and "item_invitations"."club_id" is null))
);
--> statement-breakpoint
ALTER TABLE "item_invitations" ADD CONSTRAINT "item_invitations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_invitations" ADD CONSTRAINT "item_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_invitations" ADD CONSTRAINT "item_invitations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_invitations" ADD CONSTRAINT "item_invitations_invited_by_profile_id_profiles_id_fk" FOREIGN KEY ("invited_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_invitations_club_profile_key" ON "item_invitations" USING btree ("club_id","profile_id") WHERE "item_invitations"."club_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "item_invitations_event_profile_key" ON "item_invitations" USING btree ("event_id","profile_id") WHERE "item_invitations"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "item_invitations_kind_inserted_idx" ON "item_invitations" USING btree ("kind","inserted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "item_invitations_profile_idx" ON "item_invitations" USING btree ("profile_id","inserted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "item_invitations_invited_by_idx" ON "item_invitations" USING btree ("invited_by_profile_id");