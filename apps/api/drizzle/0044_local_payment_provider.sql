CREATE TABLE "local_provider_orders" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"receipt" varchar(40) NOT NULL,
	"status" varchar(10) NOT NULL,
	"notes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_provider_payments" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "local_provider_payments_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" varchar(40) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"method" varchar(20),
	"error_reason" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"captured_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "local_provider_refunds" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"payment_id" varchar(40) NOT NULL,
	"amount" integer NOT NULL,
	"notes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_provider_payments" ADD CONSTRAINT "local_provider_payments_order_id_local_provider_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."local_provider_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_provider_refunds" ADD CONSTRAINT "local_provider_refunds_payment_id_local_provider_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."local_provider_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_provider_payments_order_idx" ON "local_provider_payments" USING btree ("order_id");