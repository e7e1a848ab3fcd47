CREATE TABLE "payment_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"code" varchar(30) NOT NULL,
	"percent_bp" integer,
	"amount_paise" integer,
	"max_uses" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_coupons_off" CHECK (("payment_coupons"."percent_bp" is null) <> ("payment_coupons"."amount_paise" is null)),
	CONSTRAINT "payment_coupons_percent" CHECK ("payment_coupons"."percent_bp" is null or "payment_coupons"."percent_bp" between 1 and 10000),
	CONSTRAINT "payment_coupons_used" CHECK ("payment_coupons"."max_uses" is null or "payment_coupons"."used" <= "payment_coupons"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"provider_refund_id" varchar(40),
	"amount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"reason" varchar(300) NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "seat_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seat_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pool_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"profile_id" integer,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_pools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seat_pools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"ends_at" timestamp with time zone,
	"inserted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seat_pools_seats" CHECK ("seat_pools"."seats" between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_of" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_order_lines" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_order_lines" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "org_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "payment_pages" ADD COLUMN "kind" varchar(12) DEFAULT 'one_time' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_pages" ADD COLUMN "seats" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_pages" ADD COLUMN "description" varchar(2000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_coupons" ADD CONSTRAINT "payment_coupons_page_id_payment_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."payment_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_pool_id_seat_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."seat_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_pools" ADD CONSTRAINT "seat_pools_page_id_payment_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."payment_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_pools" ADD CONSTRAINT "seat_pools_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_coupons_code_key" ON "payment_coupons" USING btree ("page_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_key" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_assignments_email_key" ON "seat_assignments" USING btree ("pool_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "seat_pools_order_key" ON "seat_pools" USING btree ("order_id","page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_pools_code_key" ON "seat_pools" USING btree ("code");--> statement-breakpoint
CREATE INDEX "seat_pools_org_idx" ON "seat_pools" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_key" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_idempotency_key" ON "payment_orders" USING btree ("profile_id","idempotency_key");