import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from './database.js';
import { businesses, dailyItemSales, dailyOutletSales, dailyPaymentSales } from './schema/index.js';

/*
 * The daily rollup (`daily_outlet_sales`) recomputed from the raw rows. It lives beside the schema rather than with
 * the shared order reads because bulk loaders (the demo seed) rebuild it after writing orders, below any request
 * handling; the rules of what counts on which day are the ones `applyDailySales` follows
 * (sales/daily-sales.repository.ts), and the rollup test checks that both agree.
 */

/**
 * Recomputes every day of a business from the raw rows (after a bulk load, or to repair): the outlets' days and the
 * items' and payment methods' days. Runs in the caller's transaction; the business's days are replaced as a whole.
 */
export async function rebuildDailySales(db: Queryable, businessId: number): Promise<void> {
  await rebuildOutletDays(db, businessId);
  await db.delete(dailyItemSales).where(eq(dailyItemSales.businessId, businessId));
  await db.delete(dailyPaymentSales).where(eq(dailyPaymentSales.businessId, businessId));
  await db.execute(insertItemDays(sql`o.business_id = ${businessId}`));
  await db.execute(insertPaymentDays(sql`o.business_id = ${businessId}`));
}

/**
 * The item and payment-method days of the completed orders `which` selects (a condition on `orders o`), added to
 * what the days already hold. The rebuild passes a whole business; a writer of completed orders passes its orders'
 * ids in its own transaction (`applyOrderSales`). The 0012 migration filled existing days with the same SQL.
 */
export function insertItemDays(which: SQL): SQL {
  return sql`
    insert into daily_item_sales (business_id, outlet_id, business_date, item_label, quantity, net_sales)
    select o.business_id, o.outlet_id, o.business_date,
           case when i.variant_name = '' then i.item_name else i.item_name || ' - ' || i.variant_name end,
           sum(i.quantity), sum(i.gross_amount - i.discount_amount)
      from orders o join order_items i on i.business_id = o.business_id and i.order_id = o.id
     where o.status = 'completed' and ${which}
     group by 1, 2, 3, 4
     order by 1, 2, 3, 4
    on conflict (business_id, outlet_id, business_date, item_label) do update
       set quantity = daily_item_sales.quantity + excluded.quantity,
           net_sales = daily_item_sales.net_sales + excluded.net_sales`;
}

export function insertPaymentDays(which: SQL): SQL {
  return sql`
    insert into daily_payment_sales (business_id, outlet_id, business_date, method_name, amount, payment_count)
    select o.business_id, o.outlet_id, o.business_date, p.method_name, sum(p.amount), count(*)
      from orders o join payments p on p.business_id = o.business_id and p.order_id = o.id
     where o.status = 'completed' and ${which}
     group by 1, 2, 3, 4
     order by 1, 2, 3, 4
    on conflict (business_id, outlet_id, business_date, method_name) do update
       set amount = daily_payment_sales.amount + excluded.amount,
           payment_count = daily_payment_sales.payment_count + excluded.payment_count`;
}

async function rebuildOutletDays(db: Queryable, businessId: number): Promise<void> {
  await db.delete(dailyOutletSales).where(eq(dailyOutletSales.businessId, businessId));
  await db.execute(insertOutletDays(sql`o.business_id = ${businessId}`));
}

/**
 * The outlets' days of what the orders `which` selects (a condition on `orders o`) brought: their sales, their
 * cancellations, voids and refunds, each on its own day — added to what the days already hold.
 */
function insertOutletDays(which: SQL): SQL {
  return sql`
    insert into daily_outlet_sales (business_id, outlet_id, business_date, transaction_count, gross_sales, net_sales,
      total_collected, cancelled_count, cancelled_total, void_item_count, void_total, refund_count, refund_amount,
      refund_net_sales, cost_of_goods)
    select business_id, outlet_id, business_date, sum(transaction_count), sum(gross_sales), sum(net_sales),
           sum(total_collected), sum(cancelled_count), sum(cancelled_total), sum(void_item_count), sum(void_total),
           sum(refund_count), sum(refund_amount), sum(refund_net_sales), sum(cost_of_goods)
      from (
        select o.business_id, o.outlet_id, o.business_date, count(*) as transaction_count,
               sum(o.gross_sales) as gross_sales, sum(o.net_sales) as net_sales,
               sum(o.total_collected) as total_collected, 0 as cancelled_count, 0 as cancelled_total,
               0 as void_item_count, 0 as void_total, 0 as refund_count, 0 as refund_amount, 0 as refund_net_sales,
               0 as cost_of_goods
          from orders o where ${which} and o.status = 'completed'
         group by o.business_id, o.outlet_id, o.business_date
        union all
        select o.business_id, o.outlet_id, o.business_date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
               sum(i.unit_cost * i.quantity)
          from orders o join order_items i on i.business_id = o.business_id and i.order_id = o.id
         where ${which} and o.status = 'completed'
         group by o.business_id, o.outlet_id, o.business_date
        union all
        select o.business_id, o.outlet_id, timezone(ot.time_zone, o.cancelled_at)::date, 0, 0, 0, 0, count(*),
               sum(o.total_collected), 0, 0, 0, 0, 0, 0
          from orders o join outlets ot on ot.business_id = o.business_id and ot.id = o.outlet_id
         where ${which} and o.status = 'cancelled'
         group by o.business_id, o.outlet_id, timezone(ot.time_zone, o.cancelled_at)::date
        union all
        select v.business_id, v.outlet_id, v.business_date, 0, 0, 0, 0, 0, 0, sum(v.quantity), sum(v.total_price),
               0, 0, 0, 0
          from void_items v join orders o on o.business_id = v.business_id and o.id = v.order_id
         where ${which} and o.status in ('completed', 'cancelled')
         group by v.business_id, v.outlet_id, v.business_date
        union all
        select r.business_id, r.outlet_id, r.business_date, 0, 0, 0, 0, 0, 0, 0, 0, count(*), sum(r.refund_amount),
               sum(r.total_net_sales), 0
          from refunds r join orders o on o.business_id = r.business_id and o.id = r.order_id
         where ${which}
         group by r.business_id, r.outlet_id, r.business_date
        union all
        select r.business_id, r.outlet_id, r.business_date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
               -sum(i.unit_cost * ri.quantity)
          from refunds r
          join orders o on o.business_id = r.business_id and o.id = r.order_id
          join refund_items ri on ri.business_id = r.business_id and ri.refund_id = r.id
          join order_items i on i.business_id = ri.business_id and i.id = ri.order_item_id
         where ${which}
         group by r.business_id, r.outlet_id, r.business_date
      ) as days
     group by business_id, outlet_id, business_date
     order by business_id, outlet_id, business_date
    on conflict (business_id, outlet_id, business_date) do update
       set transaction_count = daily_outlet_sales.transaction_count + excluded.transaction_count,
           gross_sales = daily_outlet_sales.gross_sales + excluded.gross_sales,
           net_sales = daily_outlet_sales.net_sales + excluded.net_sales,
           total_collected = daily_outlet_sales.total_collected + excluded.total_collected,
           cancelled_count = daily_outlet_sales.cancelled_count + excluded.cancelled_count,
           cancelled_total = daily_outlet_sales.cancelled_total + excluded.cancelled_total,
           void_item_count = daily_outlet_sales.void_item_count + excluded.void_item_count,
           void_total = daily_outlet_sales.void_total + excluded.void_total,
           refund_count = daily_outlet_sales.refund_count + excluded.refund_count,
           refund_amount = daily_outlet_sales.refund_amount + excluded.refund_amount,
           refund_net_sales = daily_outlet_sales.refund_net_sales + excluded.refund_net_sales,
           cost_of_goods = daily_outlet_sales.cost_of_goods + excluded.cost_of_goods,
           updated_at = now()`;
}

/**
 * Adds to a business's days what its orders with ids `fromId`..`toId` brought, with every refund, void and
 * cancellation of theirs (orders written after the days were built: the demo's older history, decision 0136).
 */
export async function addDailySalesOfOrders(
  db: Queryable,
  businessId: number,
  fromId: number,
  toId: number,
): Promise<void> {
  if (toId < fromId) return;
  const which = sql`o.business_id = ${businessId} and o.id between ${fromId} and ${toId}`;
  await db.execute(insertOutletDays(which));
  await db.execute(insertItemDays(which));
  await db.execute(insertPaymentDays(which));
}

/** Every business's days, one business after another (after a bulk load of orders). */
export async function rebuildDailySalesOfEveryBusiness(db: Queryable): Promise<void> {
  const rows = await db.select({ id: businesses.id }).from(businesses).orderBy(asc(businesses.id));
  for (const row of rows) await rebuildDailySales(db, row.id);
}
