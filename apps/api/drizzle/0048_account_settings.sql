CREATE TABLE "sign_in_devices" (
	"user_id" text NOT NULL,
	"device" varchar(100) NOT NULL,
	"network" varchar(64) NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_devices_user_id_device_network_pk" PRIMARY KEY("user_id","device","network")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_in_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_devices" ADD CONSTRAINT "sign_in_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;