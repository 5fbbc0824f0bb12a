ALTER TABLE "daily_outlet_sales" ADD COLUMN "cost_of_goods" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Days written before this column existed: their cost from the lines, as rebuildDailySales computes it.
UPDATE "daily_outlet_sales" AS d SET "cost_of_goods" = c.cost
  FROM (
    SELECT business_id, outlet_id, business_date, sum(cost) AS cost FROM (
      SELECT o.business_id, o.outlet_id, o.business_date, sum(i.unit_cost * i.quantity) AS cost
        FROM orders o JOIN order_items i ON i.business_id = o.business_id AND i.order_id = o.id
       WHERE o.status = 'completed'
       GROUP BY o.business_id, o.outlet_id, o.business_date
      UNION ALL
      SELECT r.business_id, r.outlet_id, r.business_date, -sum(i.unit_cost * ri.quantity)
        FROM refunds r
        JOIN refund_items ri ON ri.business_id = r.business_id AND ri.refund_id = r.id
        JOIN order_items i ON i.business_id = ri.business_id AND i.id = ri.order_item_id
       GROUP BY r.business_id, r.outlet_id, r.business_date
    ) AS parts GROUP BY business_id, outlet_id, business_date
  ) AS c
 WHERE d.business_id = c.business_id AND d.outlet_id = c.outlet_id AND d.business_date = c.business_date;
