import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database.js';
import { customers, orderItems, orders, outlets, payments, users, voidItems } from '../../db/schema/index.js';
import {
  inLocalRange as inScopeRange,
  type OutletScope,
  type ScopeOutlet,
} from '../../sales/transaction-outlets.repository.js';
import { ORDER_TIME } from '../../sales/order-time.js';
import type { ItemExportFilters, ReportExportFilters } from '@backoffice/contracts/exports';

/** What one export reads: a business, its outlets (each with its own wall clock) and a local range, end exclusive. */
export interface ExportScope {
  businessId: number;
  outlets: ScopeOutlet[];
  range: { start: string; end: string };
  /** The Item list's export only: the outlet chosen (null: every outlet of the scope) and the list's filters. */
  items?: { outletId: number | null; filters: ItemExportFilters };
  /** A sales report's export only: the report and its grouping (decision 0231). */
  report?: ReportExportFilters;
}

/**
 * Keyset position: the row's time as PostgreSQL prints it (created, cancelled or voided), its id (order or void
 * item) and, in the item detail, the item id.
 */
export interface RowPosition {
  at: string;
  id: number;
  itemId: number;
}

/** `timeColumn` lies in the range on the wall clock of each row's outlet: the transactions lists' own condition. */
function inLocalRange(scope: ExportScope, timeColumn: PgColumn, outletColumn: PgColumn): SQL | undefined {
  return inScopeRange(outletScopeOf(scope), scope.range, timeColumn, outletColumn);
}

/** The export's outlets as the shared order reads take them: each one named, so each one is a condition. */
export function outletScopeOf(scope: ExportScope): OutletScope {
  return { outlets: scope.outlets, everyOutlet: false };
}

/** An instant on its outlet's wall clock, as the screens print it. */
const wallClock = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone ${outlets.timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
/** The order's one time (decision 0110), as the list and the invoice show it. */
const localTime = wallClock(ORDER_TIME);

/**
 * Names read beside each row by correlated subqueries: on PostgreSQL a page of 2,000 orders with them runs in about
 * 6 ms, faster than reading the page's payments and items by a list of its ids afterwards (measured, decision 0060).
 */
const userName = (
  userId: SQL | PgColumn,
) => sql<string>`coalesce((select trim(u.first_name || ' ' || u.last_name)
  from ${users} u where u.business_id = ${orders.businessId} and u.id = ${userId}), '')`;
const paymentNames = sql<string>`coalesce((select string_agg(distinct p.method_name, ', ') from ${payments} p
  where p.business_id = ${orders.businessId} and p.order_id = ${orders.id}), '')`;
const itemSummary = sql<string>`coalesce((select string_agg(i.quantity || 'x ' || i.item_name, ', ' order by i.position, i.id)
  from ${orderItems} i where i.business_id = ${orders.businessId} and i.order_id = ${orders.id}), '')`;

function completedInScope(scope: ExportScope): SQL {
  return and(
    eq(orders.businessId, scope.businessId),
    eq(orders.status, 'completed'),
    inLocalRange(scope, orders.createdAt, orders.outletId),
  )!;
}

const withOutlet = and(eq(outlets.businessId, orders.businessId), eq(outlets.id, orders.outletId));
const afterPosition = (time: PgColumn, id: PgColumn, after: RowPosition | undefined) =>
  after ? sql`(${time}, ${id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
const withCustomer = and(eq(customers.businessId, orders.businessId), eq(customers.id, orders.customerId));

/** A Rupiah or id column as a JavaScript number on both drivers (exact: amounts stay far below 2^53). */
const asNumber = (value: SQL | PgColumn) => sql<number>`(${value})::float8`;

/**
 * Runs a select of named expressions and answers the driver's rows as they are. The export reads hundreds of
 * thousands of rows: Drizzle's mapping of each field of each row took a fifth of a large export's time (profiled,
 * decision 0060), and every column here already arrives as the type the sheet writes.
 */
async function selectPlain<Row>(
  db: Queryable,
  columns: { [K in keyof Row]: SQL | PgColumn },
  rest: SQL,
): Promise<Row[]> {
  const list = sql.join(
    Object.entries(columns as Record<string, SQL | PgColumn>).map(
      ([name, value]) => sql`${value} as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  const result = (await db.execute(sql`select ${list} ${rest}`)) as unknown as { rows: Row[] };
  return result.rows;
}

export interface TransactionRow {
  orderId: number;
  atKey: string;
  receiptNumber: string;
  localTime: string;
  outletName: string;
  staffName: string;
  customerName: string;
  items: string;
  paymentMethods: string;
  grossSales: number;
  discounts: number;
  redeemAmount: number;
  tax: number;
  gratuity: number;
  rounding: number;
  netSales: number;
  totalCollected: number;
  refunded: number;
}

/** One page of completed orders, newest first, after `after` (a total order: no repeats, no gaps). */
export async function listTransactionRows(
  db: Queryable,
  scope: ExportScope,
  page: { after?: RowPosition; limit: number },
): Promise<TransactionRow[]> {
  return selectPlain<TransactionRow>(
    db,
    {
      orderId: asNumber(orders.id),
      atKey: sql`${orders.createdAt}::text`,
      receiptNumber: orders.receiptNumber,
      localTime,
      outletName: outlets.name,
      staffName: userName(sql`coalesce(${orders.collectedBy}, ${orders.createdBy})`),
      customerName: sql`coalesce(${customers.name}, '')`,
      items: itemSummary,
      paymentMethods: paymentNames,
      grossSales: asNumber(orders.grossSales),
      discounts: asNumber(sql`${orders.discountTotal} + ${orders.promoTotal}`),
      redeemAmount: asNumber(orders.redeemAmount),
      tax: asNumber(orders.taxTotal),
      gratuity: asNumber(orders.gratuityTotal),
      rounding: asNumber(orders.roundingAmount),
      netSales: asNumber(orders.netSales),
      totalCollected: asNumber(orders.totalCollected),
      refunded: asNumber(orders.refundedAmount),
    },
    sql`from ${orders}
      join ${outlets} on ${withOutlet}
      left join ${customers} on ${withCustomer}
      where ${and(completedInScope(scope), afterPosition(orders.createdAt, orders.id, page.after))}
      order by ${orders.createdAt} desc, ${orders.id} desc
      limit ${page.limit}`,
  );
}

/** One page of the items of completed orders, in the orders' order, then by item id. */
export async function listItemRows(
  db: Queryable,
  scope: ExportScope,
  page: { after?: RowPosition; limit: number },
) {
  return db
    .select({
      orderId: orders.id,
      itemId: orderItems.id,
      atKey: sql<string>`${orders.createdAt}::text`,
      receiptNumber: orders.receiptNumber,
      localTime,
      outletName: outlets.name,
      salesType: sql<string>`coalesce(${orderItems.salesTypeName}, '')`,
      category: sql<string>`coalesce(${orderItems.categoryName}, '')`,
      itemName: orderItems.itemName,
      variantName: orderItems.variantName,
      quantity: orderItems.quantity,
      refundedQuantity: orderItems.refundedQuantity,
      unitPrice: orderItems.unitPrice,
      grossAmount: orderItems.grossAmount,
      discountAmount: orderItems.discountAmount,
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.businessId, orderItems.businessId), eq(orders.id, orderItems.orderId)))
    .innerJoin(outlets, withOutlet)
    .where(
      and(
        completedInScope(scope),
        page.after
          ? sql`(${orders.createdAt}, ${orders.id}, ${orderItems.id}) < (${page.after.at}::timestamptz, ${page.after.id}, ${page.after.itemId})`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id), desc(orderItems.id))
    .limit(page.limit);
}

/** One page of the outlets' cancelled orders, latest cancellation first, as the cancelled tab lists them. */
export async function listCancelledRows(
  db: Queryable,
  scope: ExportScope,
  page: { after?: RowPosition; limit: number },
) {
  return db
    .select({
      id: orders.id,
      atKey: sql<string>`${orders.cancelledAt}::text`,
      receiptNumber: orders.receiptNumber,
      localTime: wallClock(orders.cancelledAt),
      outletName: outlets.name,
      cancelledByName: userName(orders.cancelledBy),
      reason: sql<string>`coalesce(${orders.cancelReason}, '')`,
      total: orders.totalCollected,
    })
    .from(orders)
    .innerJoin(outlets, withOutlet)
    .where(
      and(
        eq(orders.businessId, scope.businessId),
        eq(orders.status, 'cancelled'),
        inLocalRange(scope, orders.cancelledAt, orders.outletId),
        afterPosition(orders.cancelledAt, orders.id, page.after),
      ),
    )
    .orderBy(desc(orders.cancelledAt), desc(orders.id))
    .limit(page.limit);
}

/** One page of the outlets' voided items of completed and cancelled orders, latest first, as the void tab lists them. */
export async function listVoidRows(
  db: Queryable,
  scope: ExportScope,
  page: { after?: RowPosition; limit: number },
) {
  return db
    .select({
      id: voidItems.id,
      atKey: sql<string>`${voidItems.cancelledTime}::text`,
      receiptNumber: orders.receiptNumber,
      localTime: wallClock(voidItems.cancelledTime),
      outletName: outlets.name,
      voidByName: sql<string>`coalesce((select trim(u.first_name || ' ' || u.last_name) from ${users} u
        where u.business_id = ${voidItems.businessId} and u.id = ${voidItems.voidBy}), '')`,
      itemName: voidItems.itemName,
      variantName: voidItems.variantName,
      quantity: voidItems.quantity,
      reason: voidItems.reason,
      total: voidItems.totalPrice,
    })
    .from(voidItems)
    .innerJoin(orders, and(eq(orders.businessId, voidItems.businessId), eq(orders.id, voidItems.orderId)))
    .innerJoin(outlets, and(eq(outlets.businessId, voidItems.businessId), eq(outlets.id, voidItems.outletId)))
    .where(
      and(
        eq(voidItems.businessId, scope.businessId),
        inArray(orders.status, ['completed', 'cancelled']),
        inLocalRange(scope, voidItems.cancelledTime, voidItems.outletId),
        afterPosition(voidItems.cancelledTime, voidItems.id, page.after),
      ),
    )
    .orderBy(desc(voidItems.cancelledTime), desc(voidItems.id))
    .limit(page.limit);
}
