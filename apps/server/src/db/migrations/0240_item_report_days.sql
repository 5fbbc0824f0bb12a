CREATE TABLE "daily_item_hour_sales" (
	"business_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"period" text NOT NULL,
	"business_date" date NOT NULL,
	"item_name" text NOT NULL,
	"variant_name" text NOT NULL,
	"quantities" bigint[] NOT NULL,
	"net_sales" bigint[] NOT NULL,
	CONSTRAINT "daily_item_hour_sales_business_id_outlet_id_period_business_date_item_name_variant_name_pk" PRIMARY KEY("business_id","outlet_id","period","business_date","item_name","variant_name"),
	CONSTRAINT "daily_item_hour_sales_period_ck" CHECK ("daily_item_hour_sales"."period" in ('day', 'month'))
);
--> statement-breakpoint
CREATE TABLE "daily_item_report_sales" (
	"business_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"period" text NOT NULL,
	"business_date" date NOT NULL,
	"item_name" text NOT NULL,
	"variant_name" text NOT NULL,
	"category_name" text NOT NULL,
	"item_id" integer,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"gross_sales" bigint DEFAULT 0 NOT NULL,
	"discounts" bigint DEFAULT 0 NOT NULL,
	"cost_of_goods" bigint DEFAULT 0 NOT NULL,
	"refunded_quantity" bigint DEFAULT 0 NOT NULL,
	"refund_net_sales" bigint DEFAULT 0 NOT NULL,
	"refunded_cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_item_report_sales_business_id_outlet_id_period_business_date_item_name_variant_name_category_name_pk" PRIMARY KEY("business_id","outlet_id","period","business_date","item_name","variant_name","category_name"),
	CONSTRAINT "daily_item_report_sales_period_ck" CHECK ("daily_item_report_sales"."period" in ('day', 'month'))
);
--> statement-breakpoint
CREATE TABLE "daily_modifier_sales" (
	"business_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"period" text NOT NULL,
	"business_date" date NOT NULL,
	"modifier_name" text NOT NULL,
	"option_name" text NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refunded_quantity" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_modifier_sales_business_id_outlet_id_period_business_date_modifier_name_option_name_pk" PRIMARY KEY("business_id","outlet_id","period","business_date","modifier_name","option_name"),
	CONSTRAINT "daily_modifier_sales_period_ck" CHECK ("daily_modifier_sales"."period" in ('day', 'month'))
);
--> statement-breakpoint
ALTER TABLE "daily_item_hour_sales" ADD CONSTRAINT "daily_item_hour_sales_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_item_hour_sales" ADD CONSTRAINT "daily_item_hour_sales_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_item_report_sales" ADD CONSTRAINT "daily_item_report_sales_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_item_report_sales" ADD CONSTRAINT "daily_item_report_sales_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_modifier_sales" ADD CONSTRAINT "daily_modifier_sales_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_modifier_sales" ADD CONSTRAINT "daily_modifier_sales_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_item_hour_sales_period_idx" ON "daily_item_hour_sales" USING btree ("business_id","period","business_date");--> statement-breakpoint
CREATE INDEX "daily_item_report_sales_period_idx" ON "daily_item_report_sales" USING btree ("business_id","period","business_date");--> statement-breakpoint
CREATE INDEX "daily_modifier_sales_period_idx" ON "daily_modifier_sales" USING btree ("business_id","period","business_date");--> statement-breakpoint
-- Days and months of orders and refunds written before these tables existed, with the SQL rebuildDailySales
-- runs (db/item-report-days.ts, decision 0240): sales first, then refunds, each its own statement.
insert into daily_item_report_sales (business_id, outlet_id, period, business_date, item_name, variant_name, category_name, item_id, quantity, gross_sales, discounts, cost_of_goods)
select o.business_id, o.outlet_id, p.period, case p.period when 'month' then date_trunc('month', o.business_date)::date else o.business_date end, i.item_name, i.variant_name,
       coalesce(i.category_name, ''), max(i.item_id), sum(i.quantity), sum(i.gross_amount),
       sum(i.discount_amount), sum(i.unit_cost * i.quantity)
  from orders o join order_items i on o.business_id = i.business_id and i.order_id = o.id cross join (values ('day'), ('month')) as p(period)
 where o.status = 'completed' and true
 group by 1, 2, 3, 4, 5, 6, 7
 order by 1, 2, 3, 4, 5, 6, 7
on conflict (business_id, outlet_id, period, business_date, item_name, variant_name, category_name) do update
   set item_id = greatest(daily_item_report_sales.item_id, excluded.item_id),
       quantity = daily_item_report_sales.quantity + excluded.quantity, gross_sales = daily_item_report_sales.gross_sales + excluded.gross_sales, discounts = daily_item_report_sales.discounts + excluded.discounts, cost_of_goods = daily_item_report_sales.cost_of_goods + excluded.cost_of_goods;--> statement-breakpoint
insert into daily_item_hour_sales (business_id, outlet_id, period, business_date, item_name, variant_name,
                                   quantities, net_sales)
select business_id, outlet_id, p.period, case p.period when 'month' then date_trunc('month', business_date)::date else business_date end, item_name, variant_name,
       array[sum(case when hour = 0 then quantity else 0 end), sum(case when hour = 1 then quantity else 0 end), sum(case when hour = 2 then quantity else 0 end), sum(case when hour = 3 then quantity else 0 end), sum(case when hour = 4 then quantity else 0 end), sum(case when hour = 5 then quantity else 0 end), sum(case when hour = 6 then quantity else 0 end), sum(case when hour = 7 then quantity else 0 end), sum(case when hour = 8 then quantity else 0 end), sum(case when hour = 9 then quantity else 0 end), sum(case when hour = 10 then quantity else 0 end), sum(case when hour = 11 then quantity else 0 end), sum(case when hour = 12 then quantity else 0 end), sum(case when hour = 13 then quantity else 0 end), sum(case when hour = 14 then quantity else 0 end), sum(case when hour = 15 then quantity else 0 end), sum(case when hour = 16 then quantity else 0 end), sum(case when hour = 17 then quantity else 0 end), sum(case when hour = 18 then quantity else 0 end), sum(case when hour = 19 then quantity else 0 end), sum(case when hour = 20 then quantity else 0 end), sum(case when hour = 21 then quantity else 0 end), sum(case when hour = 22 then quantity else 0 end), sum(case when hour = 23 then quantity else 0 end)]::bigint[], array[sum(case when hour = 0 then net else 0 end), sum(case when hour = 1 then net else 0 end), sum(case when hour = 2 then net else 0 end), sum(case when hour = 3 then net else 0 end), sum(case when hour = 4 then net else 0 end), sum(case when hour = 5 then net else 0 end), sum(case when hour = 6 then net else 0 end), sum(case when hour = 7 then net else 0 end), sum(case when hour = 8 then net else 0 end), sum(case when hour = 9 then net else 0 end), sum(case when hour = 10 then net else 0 end), sum(case when hour = 11 then net else 0 end), sum(case when hour = 12 then net else 0 end), sum(case when hour = 13 then net else 0 end), sum(case when hour = 14 then net else 0 end), sum(case when hour = 15 then net else 0 end), sum(case when hour = 16 then net else 0 end), sum(case when hour = 17 then net else 0 end), sum(case when hour = 18 then net else 0 end), sum(case when hour = 19 then net else 0 end), sum(case when hour = 20 then net else 0 end), sum(case when hour = 21 then net else 0 end), sum(case when hour = 22 then net else 0 end), sum(case when hour = 23 then net else 0 end)]::bigint[]
  from (
select o.business_id, o.outlet_id, o.business_date, i.item_name, i.variant_name,
       extract(hour from timezone(ot.time_zone, o.created_at))::int as hour,
       i.quantity, i.gross_amount - i.discount_amount as net
  from orders o
  join outlets ot on ot.business_id = o.business_id and ot.id = o.outlet_id
  join order_items i on o.business_id = i.business_id and i.order_id = o.id
 where o.status = 'completed' and true) as lines cross join (values ('day'), ('month')) as p(period)
 group by 1, 2, 3, 4, 5, 6
 order by 1, 2, 3, 4, 5, 6
on conflict (business_id, outlet_id, period, business_date, item_name, variant_name) do update
   set quantities = array(select x + y
  from unnest(daily_item_hour_sales.quantities, excluded.quantities) with ordinality as u(x, y, n) order by n), net_sales = array(select x + y
  from unnest(daily_item_hour_sales.net_sales, excluded.net_sales) with ordinality as u(x, y, n) order by n);--> statement-breakpoint
insert into daily_modifier_sales (business_id, outlet_id, period, business_date, modifier_name, option_name, quantity, amount)
select o.business_id, o.outlet_id, p.period, case p.period when 'month' then date_trunc('month', o.business_date)::date else o.business_date end, coalesce(m.option ->> 'modifier_name', ''), coalesce(m.option ->> 'modifier_option_name', ''),
       sum(i.quantity), sum(coalesce((m.option ->> 'price')::bigint, 0) * i.quantity)
  from orders o join order_items i on o.business_id = i.business_id and i.order_id = o.id
  cross join lateral jsonb_array_elements(
    case when jsonb_typeof(i.modifiers) = 'array' then i.modifiers else '[]'::jsonb end) as m(option) cross join (values ('day'), ('month')) as p(period)
 where o.status = 'completed' and true
 group by 1, 2, 3, 4, 5, 6
 order by 1, 2, 3, 4, 5, 6
on conflict (business_id, outlet_id, period, business_date, modifier_name, option_name) do update
   set quantity = daily_modifier_sales.quantity + excluded.quantity, amount = daily_modifier_sales.amount + excluded.amount;--> statement-breakpoint
insert into daily_item_report_sales (business_id, outlet_id, period, business_date, item_name, variant_name, category_name, item_id, refunded_quantity, refund_net_sales,
                                     refunded_cost)
select r.business_id, r.outlet_id, p.period, case p.period when 'month' then date_trunc('month', r.business_date)::date else r.business_date end, i.item_name, i.variant_name,
       coalesce(i.category_name, ''), max(i.item_id), sum(ri.quantity), sum(ri.net_amount),
       sum(i.unit_cost * ri.quantity)
  
  from refunds r
  join orders o on o.business_id = r.business_id and o.id = r.order_id
  join refund_items ri on ri.business_id = r.business_id and ri.refund_id = r.id
  join order_items i on i.business_id = ri.business_id and i.id = ri.order_item_id cross join (values ('day'), ('month')) as p(period)
 where true
 group by 1, 2, 3, 4, 5, 6, 7
 order by 1, 2, 3, 4, 5, 6, 7
on conflict (business_id, outlet_id, period, business_date, item_name, variant_name, category_name) do update
   set item_id = greatest(daily_item_report_sales.item_id, excluded.item_id),
       refunded_quantity = daily_item_report_sales.refunded_quantity + excluded.refunded_quantity, refund_net_sales = daily_item_report_sales.refund_net_sales + excluded.refund_net_sales, refunded_cost = daily_item_report_sales.refunded_cost + excluded.refunded_cost;--> statement-breakpoint
insert into daily_item_hour_sales (business_id, outlet_id, period, business_date, item_name, variant_name,
                                   quantities, net_sales)
select business_id, outlet_id, p.period, case p.period when 'month' then date_trunc('month', business_date)::date else business_date end, item_name, variant_name,
       array[sum(case when hour = 0 then quantity else 0 end), sum(case when hour = 1 then quantity else 0 end), sum(case when hour = 2 then quantity else 0 end), sum(case when hour = 3 then quantity else 0 end), sum(case when hour = 4 then quantity else 0 end), sum(case when hour = 5 then quantity else 0 end), sum(case when hour = 6 then quantity else 0 end), sum(case when hour = 7 then quantity else 0 end), sum(case when hour = 8 then quantity else 0 end), sum(case when hour = 9 then quantity else 0 end), sum(case when hour = 10 then quantity else 0 end), sum(case when hour = 11 then quantity else 0 end), sum(case when hour = 12 then quantity else 0 end), sum(case when hour = 13 then quantity else 0 end), sum(case when hour = 14 then quantity else 0 end), sum(case when hour = 15 then quantity else 0 end), sum(case when hour = 16 then quantity else 0 end), sum(case when hour = 17 then quantity else 0 end), sum(case when hour = 18 then quantity else 0 end), sum(case when hour = 19 then quantity else 0 end), sum(case when hour = 20 then quantity else 0 end), sum(case when hour = 21 then quantity else 0 end), sum(case when hour = 22 then quantity else 0 end), sum(case when hour = 23 then quantity else 0 end)]::bigint[], array[sum(case when hour = 0 then net else 0 end), sum(case when hour = 1 then net else 0 end), sum(case when hour = 2 then net else 0 end), sum(case when hour = 3 then net else 0 end), sum(case when hour = 4 then net else 0 end), sum(case when hour = 5 then net else 0 end), sum(case when hour = 6 then net else 0 end), sum(case when hour = 7 then net else 0 end), sum(case when hour = 8 then net else 0 end), sum(case when hour = 9 then net else 0 end), sum(case when hour = 10 then net else 0 end), sum(case when hour = 11 then net else 0 end), sum(case when hour = 12 then net else 0 end), sum(case when hour = 13 then net else 0 end), sum(case when hour = 14 then net else 0 end), sum(case when hour = 15 then net else 0 end), sum(case when hour = 16 then net else 0 end), sum(case when hour = 17 then net else 0 end), sum(case when hour = 18 then net else 0 end), sum(case when hour = 19 then net else 0 end), sum(case when hour = 20 then net else 0 end), sum(case when hour = 21 then net else 0 end), sum(case when hour = 22 then net else 0 end), sum(case when hour = 23 then net else 0 end)]::bigint[]
  from (
select r.business_id, r.outlet_id, r.business_date, i.item_name, i.variant_name,
       extract(hour from timezone(ot.time_zone, r.refunded_at))::int as hour,
       0 as quantity, ri.net_amount as net
  
  from refunds r
  join orders o on o.business_id = r.business_id and o.id = r.order_id
  join refund_items ri on ri.business_id = r.business_id and ri.refund_id = r.id
  join order_items i on i.business_id = ri.business_id and i.id = ri.order_item_id
  join outlets ot on ot.business_id = r.business_id and ot.id = r.outlet_id
 where true) as lines cross join (values ('day'), ('month')) as p(period)
 group by 1, 2, 3, 4, 5, 6
 order by 1, 2, 3, 4, 5, 6
on conflict (business_id, outlet_id, period, business_date, item_name, variant_name) do update
   set quantities = array(select x + y
  from unnest(daily_item_hour_sales.quantities, excluded.quantities) with ordinality as u(x, y, n) order by n), net_sales = array(select x + y
  from unnest(daily_item_hour_sales.net_sales, excluded.net_sales) with ordinality as u(x, y, n) order by n);--> statement-breakpoint
insert into daily_modifier_sales (business_id, outlet_id, period, business_date, modifier_name, option_name, refunded_quantity, refund_amount)
select r.business_id, r.outlet_id, p.period, case p.period when 'month' then date_trunc('month', r.business_date)::date else r.business_date end, coalesce(m.option ->> 'modifier_name', ''), coalesce(m.option ->> 'modifier_option_name', ''),
       sum(ri.quantity), -sum(coalesce((m.option ->> 'price')::bigint, 0) * ri.quantity)
  
  from refunds r
  join orders o on o.business_id = r.business_id and o.id = r.order_id
  join refund_items ri on ri.business_id = r.business_id and ri.refund_id = r.id
  join order_items i on i.business_id = ri.business_id and i.id = ri.order_item_id
  cross join lateral jsonb_array_elements(
    case when jsonb_typeof(i.modifiers) = 'array' then i.modifiers else '[]'::jsonb end) as m(option) cross join (values ('day'), ('month')) as p(period)
 where true
 group by 1, 2, 3, 4, 5, 6
 order by 1, 2, 3, 4, 5, 6
on conflict (business_id, outlet_id, period, business_date, modifier_name, option_name) do update
   set refunded_quantity = daily_modifier_sales.refunded_quantity + excluded.refunded_quantity, refund_amount = daily_modifier_sales.refund_amount + excluded.refund_amount;
