ALTER TABLE "daily_outlet_sales" ADD COLUMN "discount_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_outlet_sales" ADD COLUMN "gratuity_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_outlet_sales" ADD COLUMN "tax_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_outlet_sales" ADD COLUMN "rounding_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_outlet_sales" ADD COLUMN "refund_gratuity" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_outlet_sales" ADD COLUMN "refund_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_outlet_sales" ADD COLUMN "refund_rounding" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_payment_sales" ADD COLUMN "refund_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_payment_sales" ADD COLUMN "refund_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Days written before these columns existed, as rebuildDailySales computes them (decision 0230).
UPDATE "daily_outlet_sales" d
   SET discount_total = s.discount_total, gratuity_total = s.gratuity_total, tax_total = s.tax_total,
       rounding_amount = s.rounding_amount
  FROM (SELECT business_id, outlet_id, business_date, sum(discount_total) AS discount_total,
               sum(gratuity_total) AS gratuity_total, sum(tax_total) AS tax_total,
               sum(rounding_amount) AS rounding_amount
          FROM orders WHERE status = 'completed'
         GROUP BY business_id, outlet_id, business_date) s
 WHERE d.business_id = s.business_id AND d.outlet_id = s.outlet_id AND d.business_date = s.business_date;--> statement-breakpoint
UPDATE "daily_outlet_sales" d
   SET refund_gratuity = s.refund_gratuity, refund_tax = s.refund_tax, refund_rounding = s.refund_rounding
  FROM (SELECT business_id, outlet_id, business_date, sum(total_gratuity) AS refund_gratuity,
               sum(total_tax) AS refund_tax, sum(total_rounding_amount) AS refund_rounding
          FROM refunds
         GROUP BY business_id, outlet_id, business_date) s
 WHERE d.business_id = s.business_id AND d.outlet_id = s.outlet_id AND d.business_date = s.business_date;--> statement-breakpoint
INSERT INTO "daily_payment_sales" (business_id, outlet_id, business_date, method_name, refund_count, refund_amount)
SELECT r.business_id, r.outlet_id, r.business_date,
       coalesce(p.method_name, (SELECT f.method_name FROM payments f
                                 WHERE f.business_id = r.business_id AND f.order_id = r.order_id
                                 ORDER BY f.id LIMIT 1), ''),
       count(*), sum(r.refund_amount)
  FROM refunds r
  LEFT JOIN payments p ON p.business_id = r.business_id AND p.id = r.payment_id
 GROUP BY 1, 2, 3, 4
ON CONFLICT (business_id, outlet_id, business_date, method_name) DO UPDATE
   SET refund_count = excluded.refund_count, refund_amount = excluded.refund_amount;
