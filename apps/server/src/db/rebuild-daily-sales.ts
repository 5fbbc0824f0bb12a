import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from './database.js';
import { insertDimensionDays, insertDimensionRefundDays } from './dimension-days.js';
import { itemReportParts } from './item-report-days.js';
import {
  businesses,
  dailyDimensionSales,
  dailyItemHourSales,
  dailyItemReportSales,
  dailyItemSales,
  dailyModifierSales,
  dailyOutletSales,
  dailyPaymentSales,
} from './schema/index.js';

/*
 * The daily rollup (`daily_outlet_sales`) recomputed from the raw rows. It lives beside the schema rather than with
 * the shared order reads because bulk loaders (the demo seed) rebuild it after writing orders, below any request
 * handling; the rules of what counts on which day are the ones `applyDailySales` follows
 * (sales/daily-sales.repository.ts), and the rollup test checks that both agree.
 */

/**
 * Recomputes every day of a business from the raw rows (after a bulk load, or to repair): the outlets' days, the
 * items' and payment methods' days, the item report days (decision 0240) and the bill-level reports' dimensions'
 * days (decision 0245). Runs in the caller's transaction; the business's days are replaced as a whole.
 */
export async function rebuildDailySales(db: Queryable, businessId: number): Promise<void> {
  await rebuildOutletDays(db, businessId);
  await db.delete(dailyItemSales).where(eq(dailyItemSales.businessId, businessId));
  await db.delete(dailyPaymentSales).where(eq(dailyPaymentSales.businessId, businessId));
  await db.execute(insertItemDays(sql`o.business_id = ${businessId}`));
  await db.execute(insertPaymentDays(sql`o.business_id = ${businessId}`));
  await db.execute(insertPaymentRefundDays(sql`o.business_id = ${businessId}`));
  for (const table of [dailyItemReportSales, dailyItemHourSales, dailyModifierSales]) {
    await db.delete(table).where(eq(table.businessId, businessId));
  }
  await addItemReportDays(db, sql`o.business_id = ${businessId}`);
  await db.delete(dailyDimensionSales).where(eq(dailyDimensionSales.businessId, businessId));
  await db.execute(insertDimensionDays(sql`orders.business_id = ${businessId}`));
  await db.execute(insertDimensionRefundDays(sql`refunds.business_id = ${businessId}`));
}

/** The item report days (decision 0240) of the orders `which` selects and of their refunds, part by part. */
async function addItemReportDays(db: Queryable, which: SQL): Promise<void> {
  for (const part of [...itemReportParts.sales, ...itemReportParts.refunds]) await db.execute(part(which));
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

/**
 * Refunds of the orders `which` selects (a condition on `orders o`, and may name `refunds r`), on the refund's day
 * under the method of the payment it paid back — the order's first payment when the refund names none.
 */
export function insertPaymentRefundDays(which: SQL): SQL {
  return sql`
    insert into daily_payment_sales (business_id, outlet_id, business_date, method_name, refund_count, refund_amount)
    select r.business_id, r.outlet_id, r.business_date,
           coalesce(p.method_name, (select f.method_name from payments f
                                     where f.business_id = r.business_id and f.order_id = r.order_id
                                     order by f.id limit 1), ''),
           count(*), sum(r.refund_amount)
      from refunds r
      join orders o on o.business_id = r.business_id and o.id = r.order_id
      left join payments p on p.business_id = r.business_id and p.id = r.payment_id
     where ${which}
     group by 1, 2, 3, 4
     order by 1, 2, 3, 4
    on conflict (business_id, outlet_id, business_date, method_name) do update
       set refund_count = daily_payment_sales.refund_count + excluded.refund_count,
           refund_amount = daily_payment_sales.refund_amount + excluded.refund_amount`;
}

async function rebuildOutletDays(db: Queryable, businessId: number): Promise<void> {
  await db.delete(dailyOutletSales).where(eq(dailyOutletSales.businessId, businessId));
  await db.execute(insertOutletDays(sql`o.business_id = ${businessId}`));
}

/** The outlets' day columns, in the order every part of `insertOutletDays` selects them. */
const outletDayColumns = [
  'transaction_count',
  'gross_sales',
  'net_sales',
  'total_collected',
  'cancelled_count',
  'cancelled_total',
  'void_item_count',
  'void_total',
  'refund_count',
  'refund_amount',
  'refund_net_sales',
  'cost_of_goods',
  'discount_total',
  'gratuity_total',
  'tax_total',
  'rounding_amount',
  'refund_gratuity',
  'refund_tax',
  'refund_rounding',
] as const;
type OutletDayColumn = (typeof outletDayColumns)[number];

/** One part's select list: the figures it names, 0 for every other column, in column order. */
function figuresOf(named: Partial<Record<OutletDayColumn, string>>): SQL {
  return sql.raw(outletDayColumns.map((column) => `${named[column] ?? '0'} as ${column}`).join(', '));
}

/**
 * The outlets' days of what the orders `which` selects (a condition on `orders o`) brought: their sales, their
 * cancellations, voids and refunds, each on its own day — added to what the days already hold.
 */
function insertOutletDays(which: SQL): SQL {
  const columns = sql.raw(outletDayColumns.join(', '));
  const sums = sql.raw(outletDayColumns.map((column) => `sum(${column})`).join(', '));
  const updates = sql.raw(
    outletDayColumns
      .map((column) => `${column} = daily_outlet_sales.${column} + excluded.${column}`)
      .join(', '),
  );
  return sql`
    insert into daily_outlet_sales (business_id, outlet_id, business_date, ${columns})
    select business_id, outlet_id, business_date, ${sums}
      from (
        select o.business_id, o.outlet_id, o.business_date, ${figuresOf({
          transaction_count: 'count(*)',
          gross_sales: 'sum(o.gross_sales)',
          net_sales: 'sum(o.net_sales)',
          total_collected: 'sum(o.total_collected)',
          discount_total: 'sum(o.discount_total)',
          gratuity_total: 'sum(o.gratuity_total)',
          tax_total: 'sum(o.tax_total)',
          rounding_amount: 'sum(o.rounding_amount)',
        })}
          from orders o where ${which} and o.status = 'completed'
         group by o.business_id, o.outlet_id, o.business_date
        union all
        select o.business_id, o.outlet_id, o.business_date, ${figuresOf({
          cost_of_goods: 'sum(i.unit_cost * i.quantity)',
        })}
          from orders o join order_items i on i.business_id = o.business_id and i.order_id = o.id
         where ${which} and o.status = 'completed'
         group by o.business_id, o.outlet_id, o.business_date
        union all
        select o.business_id, o.outlet_id, timezone(ot.time_zone, o.cancelled_at)::date, ${figuresOf({
          cancelled_count: 'count(*)',
          cancelled_total: 'sum(o.total_collected)',
        })}
          from orders o join outlets ot on ot.business_id = o.business_id and ot.id = o.outlet_id
         where ${which} and o.status = 'cancelled'
         group by o.business_id, o.outlet_id, timezone(ot.time_zone, o.cancelled_at)::date
        union all
        select v.business_id, v.outlet_id, v.business_date, ${figuresOf({
          void_item_count: 'sum(v.quantity)',
          void_total: 'sum(v.total_price)',
        })}
          from void_items v join orders o on o.business_id = v.business_id and o.id = v.order_id
         where ${which} and o.status in ('completed', 'cancelled')
         group by v.business_id, v.outlet_id, v.business_date
        union all
        select r.business_id, r.outlet_id, r.business_date, ${figuresOf({
          refund_count: 'count(*)',
          refund_amount: 'sum(r.refund_amount)',
          refund_net_sales: 'sum(r.total_net_sales)',
          refund_gratuity: 'sum(r.total_gratuity)',
          refund_tax: 'sum(r.total_tax)',
          refund_rounding: 'sum(r.total_rounding_amount)',
        })}
          from refunds r join orders o on o.business_id = r.business_id and o.id = r.order_id
         where ${which}
         group by r.business_id, r.outlet_id, r.business_date
        union all
        select r.business_id, r.outlet_id, r.business_date, ${figuresOf({
          cost_of_goods: '-sum(i.unit_cost * ri.quantity)',
        })}
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
       set ${updates}, updated_at = now()`;
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
  await db.execute(insertPaymentRefundDays(which));
  await addItemReportDays(db, which);
  const theirs = sql`orders.business_id = ${businessId} and orders.id between ${fromId} and ${toId}`;
  await db.execute(insertDimensionDays(theirs));
  await db.execute(insertDimensionRefundDays(theirs));
}

/** Every business's days, one business after another (after a bulk load of orders). */
export async function rebuildDailySalesOfEveryBusiness(db: Queryable): Promise<void> {
  const rows = await db.select({ id: businesses.id }).from(businesses).orderBy(asc(businesses.id));
  for (const row of rows) await rebuildDailySales(db, row.id);
}
