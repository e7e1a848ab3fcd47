CREATE TABLE "entitlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entitlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"item_kind" varchar(15) NOT NULL,
	"item_id" integer NOT NULL,
	"source" varchar(12) NOT NULL,
	"source_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"series" varchar(3) NOT NULL,
	"serial" varchar(16) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(10) NOT NULL,
	"event_id" varchar(60) NOT NULL,
	"type" varchar(40) NOT NULL,
	"provider_order_id" varchar(40),
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_order_lines" (
	"order_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	CONSTRAINT "payment_order_lines_order_id_page_id_pk" PRIMARY KEY("order_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'created' NOT NULL,
	"amount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"buyer" jsonb NOT NULL,
	"provider" varchar(10) NOT NULL,
	"provider_order_id" varchar(40),
	"paid_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_page_items" (
	"page_id" integer NOT NULL,
	"item_kind" varchar(15) NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "payment_page_items_page_id_item_kind_item_id_pk" PRIMARY KEY("page_id","item_kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "payment_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(150) NOT NULL,
	"org_id" integer,
	"price_paise" integer NOT NULL,
	"gst_inclusive" boolean DEFAULT true NOT NULL,
	"access_days" integer,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"created_by_user_id" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_pages_price" CHECK ("payment_pages"."price_paise" between 100 and 100000000),
	CONSTRAINT "payment_pages_days" CHECK ("payment_pages"."access_days" is null or "payment_pages"."access_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider_payment_id" varchar(40) NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"refunded_paise" integer DEFAULT 0 NOT NULL,
	"method" varchar(20),
	"captured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_lines" ADD CONSTRAINT "payment_order_lines_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_lines" ADD CONSTRAINT "payment_order_lines_page_id_payment_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."payment_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_page_items" ADD CONSTRAINT "payment_page_items_page_id_payment_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."payment_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_source_key" ON "entitlements" USING btree ("source","source_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "entitlements_holder_idx" ON "entitlements" USING btree ("profile_id","item_kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_serial_key" ON "invoices" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_id") WHERE "invoices"."series" = 'INV';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_key" ON "payment_orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_profile_idx" ON "payment_orders" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("inserted_at") WHERE "payment_orders"."status" in ('created', 'attempted');--> statement-breakpoint
CREATE INDEX "payment_page_items_item_idx" ON "payment_page_items" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider_payment_id");