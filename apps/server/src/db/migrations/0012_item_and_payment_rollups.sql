CREATE TABLE "daily_item_sales" (
	"business_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"item_label" text NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"net_sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_item_sales_business_id_outlet_id_business_date_item_label_pk" PRIMARY KEY("business_id","outlet_id","business_date","item_label")
);
--> statement-breakpoint
CREATE TABLE "daily_payment_sales" (
	"business_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"method_name" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_payment_sales_business_id_outlet_id_business_date_method_name_pk" PRIMARY KEY("business_id","outlet_id","business_date","method_name")
);
--> statement-breakpoint
ALTER TABLE "daily_item_sales" ADD CONSTRAINT "daily_item_sales_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_item_sales" ADD CONSTRAINT "daily_item_sales_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_payment_sales" ADD CONSTRAINT "daily_payment_sales_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_payment_sales" ADD CONSTRAINT "daily_payment_sales_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_item_sales_business_date_idx" ON "daily_item_sales" USING btree ("business_id","business_date");--> statement-breakpoint
CREATE INDEX "daily_payment_sales_business_date_idx" ON "daily_payment_sales" USING btree ("business_id","business_date");--> statement-breakpoint
-- Days sold before these tables existed, as rebuildDailySales computes them.
INSERT INTO "daily_item_sales" (business_id, outlet_id, business_date, item_label, quantity, net_sales)
SELECT o.business_id, o.outlet_id, o.business_date,
       CASE WHEN i.variant_name = '' THEN i.item_name ELSE i.item_name || ' - ' || i.variant_name END,
       sum(i.quantity), sum(i.gross_amount - i.discount_amount)
  FROM orders o JOIN order_items i ON i.business_id = o.business_id AND i.order_id = o.id
 WHERE o.status = 'completed'
 GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "daily_payment_sales" (business_id, outlet_id, business_date, method_name, amount, payment_count)
SELECT o.business_id, o.outlet_id, o.business_date, p.method_name, sum(p.amount), count(*)
  FROM orders o JOIN payments p ON p.business_id = o.business_id AND p.order_id = o.id
 WHERE o.status = 'completed'
 GROUP BY 1, 2, 3, 4;
