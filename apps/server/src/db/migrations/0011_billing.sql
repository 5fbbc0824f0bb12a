CREATE TABLE "billing_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint,
	"percentage" integer,
	"months" integer,
	"cycle" smallint,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "billing_coupons_code_ck" CHECK ("billing_coupons"."code" = upper("billing_coupons"."code")),
	CONSTRAINT "billing_coupons_benefit_ck" CHECK (("billing_coupons"."kind" = 'amount' and "billing_coupons"."amount" > 0) or ("billing_coupons"."kind" = 'percentage' and "billing_coupons"."percentage" between 1 and 100) or ("billing_coupons"."kind" = 'months' and "billing_coupons"."months" between 1 and 12))
);
--> statement-breakpoint
CREATE TABLE "billing_invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"business_id" integer NOT NULL,
	"id" serial NOT NULL,
	"order_id" text NOT NULL,
	"invoice_number" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_status" text,
	"payment_type" text DEFAULT 'regular' NOT NULL,
	"cycle" smallint NOT NULL,
	"package_deal_id" integer NOT NULL,
	"coupon_code" text,
	"calculation" jsonb NOT NULL,
	"outlet_ids" jsonb NOT NULL,
	"total_amount" bigint NOT NULL,
	"start_period" date NOT NULL,
	"end_period" date NOT NULL,
	"redirect_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "billing_invoices_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "business_discount_schemes" (
	"business_id" integer NOT NULL,
	"position" integer NOT NULL,
	"percentage" integer NOT NULL,
	CONSTRAINT "business_discount_schemes_business_id_position_pk" PRIMARY KEY("business_id","position"),
	CONSTRAINT "business_discount_schemes_pct_ck" CHECK ("business_discount_schemes"."percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "package_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"subscription_name" text NOT NULL,
	"cycle" smallint NOT NULL,
	"price_per_month" bigint NOT NULL,
	"original_price_per_month" bigint NOT NULL,
	"employee_slot_price_per_month" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "package_deals_cycle_ck" CHECK ("package_deals"."cycle" in (1, 12)),
	CONSTRAINT "package_deals_price_ck" CHECK ("package_deals"."price_per_month" >= 0 and "package_deals"."price_per_month" <= "package_deals"."original_price_per_month")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "employee_slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_discount_schemes" ADD CONSTRAINT "business_discount_schemes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_order_id_uq" ON "billing_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number_uq" ON "billing_invoices" USING btree ("invoice_number");