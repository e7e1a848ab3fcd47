CREATE TABLE "invoice_counters" (
	"series" varchar(3) NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"last" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "invoice_counters_last" CHECK ("invoice_counters"."last" between 1 and 999999)
);
