import { and, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database.js';
import {
  customers,
  orderDiscounts,
  orderGratuities,
  orderItems,
  orderPromos,
  orders,
  orderTaxes,
  paymentMethods,
  payments,
  salesTypes,
  users,
  voidItems,
} from '../../db/schema/index.js';

type Business = { businessId: number };

async function rowsOf<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const ROWS_PER_INSERT = 1000;

/**
 * The rows as one JSON parameter read back by jsonb_to_recordset: `columns` for the INSERT's column list, `source`
 * for its SELECT. Drizzle's bulk INSERT binds and checks every column of every row, which was the largest share of
 * an ingestion batch (docs/performance.md). Null when the rows do not all set the same columns.
 */
function jsonRecordset<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]) {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => (rows[0] as Record<string, unknown>)[key] !== undefined,
  );
  const uniform = rows.every((row) =>
    columns.every(([key]) => (row as Record<string, unknown>)[key] !== undefined),
  );
  if (!uniform) return null;
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key]]),
      ),
    ),
  );
  return {
    columns: names,
    // Read in array order: the orders' INSERT relies on it to take the uuids' locks in the order they were sorted.
    source: sql`select ${names} from jsonb_to_recordset(${json}::jsonb) as r(${types})`,
  };
}

async function insertChunked<T extends PgTable>(db: Queryable, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const recordset = jsonRecordset(table, rows);
  if (!recordset) {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await db.insert(table).values(rows.slice(i, i + ROWS_PER_INSERT));
    }
    return;
  }
  await db.execute(sql`insert into ${table} (${recordset.columns}) ${recordset.source}`);
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'businessId' | 'id'>;

/**
 * Inserts the orders whose uuid the business does not have yet and answers the ids of those it inserted. A uuid
 * already there (or being written by a concurrent request, which this waits for) is skipped, not an error: the
 * unique index decides which request wrote an order, exactly once.
 */
export async function insertNewOrders(
  db: Queryable,
  business: Business,
  rows: readonly NewOrder[],
): Promise<Map<string, number>> {
  const inserted = new Map<string, number>();
  if (rows.length === 0) return inserted;
  // Every order row sets every column (nulls included), so the rows always go as one JSON parameter.
  const recordset = jsonRecordset(
    orders,
    rows.map((row) => ({ ...row, businessId: business.businessId })),
  )!;
  const written = await rowsOf<{ id: string | number; uuid: string }>(
    db,
    sql`insert into ${orders} (${recordset.columns}) ${recordset.source}
        on conflict (business_id, uuid) do nothing
        returning id, uuid`,
  );
  for (const row of written) inserted.set(row.uuid, Number(row.id));
  return inserted;
}

export interface StoredOrderKey {
  id: number;
  uuid: string;
  outletId: number;
  ingestHash: string | null;
}

export async function findOrdersByUuid(
  db: Queryable,
  business: Business,
  uuids: readonly string[],
): Promise<StoredOrderKey[]> {
  if (uuids.length === 0) return [];
  return db
    .select({ id: orders.id, uuid: orders.uuid, outletId: orders.outletId, ingestHash: orders.ingestHash })
    .from(orders)
    .where(and(eq(orders.businessId, business.businessId), inArray(orders.uuid, [...uuids])));
}

export interface OrderChildren {
  items: (typeof orderItems.$inferInsert)[];
  discounts: (typeof orderDiscounts.$inferInsert)[];
  promos: (typeof orderPromos.$inferInsert)[];
  taxes: (typeof orderTaxes.$inferInsert)[];
  gratuities: (typeof orderGratuities.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  voids: (typeof voidItems.$inferInsert)[];
}

export async function insertOrderChildren(db: Queryable, children: OrderChildren): Promise<void> {
  await insertChunked(db, orderItems, children.items);
  await insertChunked(db, orderDiscounts, children.discounts);
  await insertChunked(db, orderPromos, children.promos);
  await insertChunked(db, orderTaxes, children.taxes);
  await insertChunked(db, orderGratuities, children.gratuities);
  await insertChunked(db, payments, children.payments);
  await insertChunked(db, voidItems, children.voids);
}

/**
 * Which child uuids (order items, payments, voids) the business already has: they are unique per business, so a
 * new order reusing one is refused before anything is written.
 */
export async function findTakenChildUuids(
  db: Queryable,
  business: Business,
  uuids: { items: string[]; payments: string[]; voids: string[] },
): Promise<Set<string>> {
  const taken = new Set<string>();
  const probe = async (table: typeof orderItems | typeof payments | typeof voidItems, list: string[]) => {
    if (list.length === 0) return;
    const rows = await db
      .select({ uuid: table.uuid })
      .from(table)
      .where(and(eq(table.businessId, business.businessId), inArray(table.uuid, list)));
    for (const row of rows) taken.add(row.uuid);
  };
  await probe(orderItems, uuids.items);
  await probe(payments, uuids.payments);
  await probe(voidItems, uuids.voids);
  return taken;
}

/** The ids among those named that are rows of the business, per kind of reference an order may carry. */
export async function findKnownReferences(
  db: Queryable,
  business: Business,
  ids: { users: number[]; customers: number[]; salesTypes: number[]; paymentMethods: number[] },
): Promise<{
  users: Set<number>;
  customers: Set<number>;
  salesTypes: Set<number>;
  paymentMethods: Set<number>;
}> {
  const known = async (
    table: typeof users | typeof customers | typeof salesTypes | typeof paymentMethods,
    list: number[],
  ) => {
    if (list.length === 0) return new Set<number>();
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.businessId, business.businessId), inArray(table.id, [...new Set(list)])));
    return new Set(rows.map((row) => row.id));
  };
  return {
    users: await known(users, ids.users),
    customers: await known(customers, ids.customers),
    salesTypes: await known(salesTypes, ids.salesTypes),
    paymentMethods: await known(paymentMethods, ids.paymentMethods),
  };
}

/** An order of one outlet by uuid, with how many lines, voids and payments it has. */
export async function findOutletOrder(db: Queryable, business: Business, outletId: number, uuid: string) {
  // Aliased, so the counting subqueries can name the outer row.
  const o = alias(orders, 'o');
  const [order] = await db
    .select({
      id: o.id,
      uuid: o.uuid,
      outletId: o.outletId,
      status: o.status,
      receiptNumber: o.receiptNumber,
      businessDate: o.businessDate,
      createdAt: o.createdAt,
      totalCollected: o.totalCollected,
      netSales: o.netSales,
      itemCount:
        sql<number>`(select count(*) from ${orderItems} i where i.business_id = o.business_id and i.order_id = o.id)`.mapWith(
          Number,
        ),
      voidCount:
        sql<number>`(select count(*) from ${voidItems} v where v.business_id = o.business_id and v.order_id = o.id)`.mapWith(
          Number,
        ),
      paymentCount:
        sql<number>`(select count(*) from ${payments} p where p.business_id = o.business_id and p.order_id = o.id)`.mapWith(
          Number,
        ),
    })
    .from(o)
    .where(and(eq(o.businessId, business.businessId), eq(o.outletId, outletId), eq(o.uuid, uuid)));
  return order;
}

/** For tests and the simulator's tally: how many orders a device wrote. */
export async function countDeviceOrders(
  db: Queryable,
  business: Business,
  deviceId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.businessId, business.businessId), eq(orders.deviceId, deviceId)));
  return row?.n ?? 0;
}
