CREATE TABLE "daily_outlet_sales" (
	"business_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"transaction_count" integer DEFAULT 0 NOT NULL,
	"gross_sales" bigint DEFAULT 0 NOT NULL,
	"net_sales" bigint DEFAULT 0 NOT NULL,
	"total_collected" bigint DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"cancelled_total" bigint DEFAULT 0 NOT NULL,
	"void_item_count" integer DEFAULT 0 NOT NULL,
	"void_total" bigint DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"refund_net_sales" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_outlet_sales_business_id_outlet_id_business_date_pk" PRIMARY KEY("business_id","outlet_id","business_date")
);
--> statement-breakpoint
ALTER TABLE "daily_outlet_sales" ADD CONSTRAINT "daily_outlet_sales_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_outlet_sales" ADD CONSTRAINT "daily_outlet_sales_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_outlet_sales_business_date_idx" ON "daily_outlet_sales" USING btree ("business_id","business_date");