import { and, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database.js';
import { addInvoiceTokenRoutes } from '../../db/tenant-routes.js';
import {
  orderDiscounts,
  orderGratuities,
  orderItems,
  orderPromos,
  orders,
  orderTaxes,
  payments,
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

/** Rows that do not all set the same columns, through Drizzle in chunks. */
async function insertChunked<T extends PgTable>(db: Queryable, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db.insert(table).values(rows.slice(i, i + ROWS_PER_INSERT));
  }
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'businessId' | 'id'>;

/**
 * Inserts the orders whose uuid the business does not have yet and answers the ids of those it inserted. A uuid
 * already there (or being written by a concurrent request, which this waits for) is skipped, not an error: the
 * unique index decides which request wrote an order, exactly once. The written orders' invoice tokens get their
 * routes in the same transaction (decision 0107).
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
  await addInvoiceTokenRoutes(db, business.businessId, [...inserted.values()]);
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

/**
 * Writes a batch's child rows in one statement: each table's INSERT a data-modifying CTE of the next (they are
 * independent, and the orders they reference were written by an earlier statement).
 */
export async function insertOrderChildren(db: Queryable, children: OrderChildren): Promise<void> {
  const inserts: SQL[] = [];
  const add = async <T extends PgTable>(table: T, rows: T['$inferInsert'][]) => {
    if (rows.length === 0) return;
    const recordset = jsonRecordset(table, rows);
    if (recordset) inserts.push(sql`insert into ${table} (${recordset.columns}) ${recordset.source}`);
    else await insertChunked(db, table, rows);
  };
  await add(orderItems, children.items);
  await add(orderDiscounts, children.discounts);
  await add(orderPromos, children.promos);
  await add(orderTaxes, children.taxes);
  await add(orderGratuities, children.gratuities);
  await add(payments, children.payments);
  await add(voidItems, children.voids);
  if (inserts.length === 0) return;
  const last = inserts.pop()!;
  const ctes = inserts.map((insert, i) => sql`${sql.identifier(`c${i}`)} as (${insert})`);
  await db.execute(ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ${last}` : last);
}

/** What a batch names, to be looked up in the business before anything is written. */
export interface BatchNames {
  orderUuids: string[];
  itemUuids: string[];
  paymentUuids: string[];
  voidUuids: string[];
  users: number[];
  customers: number[];
  salesTypes: number[];
  paymentMethods: number[];
  members: number[];
  /** Variants the lines name, and the items of the lines (for a variant deleted since). */
  variants: number[];
  lineItems: number[];
  /** The sending device's outlet, asked whether it takes QRIS when the batch has payments. */
  outletId: number;
}

export interface BatchLookup {
  /** Orders already stored under the batch's uuids. */
  orders: Map<string, StoredOrderKey>;
  /** Line, payment and void uuids the business already has (unique per business). */
  takenChildUuids: Set<string>;
  users: Set<number>;
  customers: Set<number>;
  salesTypes: Set<number>;
  paymentMethods: Set<number>;
  /** The business's QRIS methods among those named. */
  qrisMethods: Set<number>;
  /** The device's outlet is one of an approved QRIS registration (decisions 0084, 0135). */
  outletTakesQris: boolean;
  /** Loyalty members of the business, by id: their customer. */
  memberCustomers: Map<number, number>;
  /** The business's variants among those named: their item, and whether the device's outlet sells it now. */
  variants: Map<number, { itemId: number; sold: boolean }>;
  /** The catalogue version at which each of the named (or the named variants') items last changed. */
  itemChangedAt: Map<number, number>;
}

type ProbeRow = { kind: string; key: string; a: string | number | null; hash: string | null };

/**
 * Looks up everything a batch names in one round trip (one `union all` of indexed probes, each list one JSON
 * parameter): the stored orders under its uuids, the child uuids already taken, which staff, customers, sales
 * types, payment methods and loyalty members are the business's, and which variants the outlet sells.
 */
export async function lookUpBatch(
  db: Queryable,
  business: Business,
  names: BatchNames,
): Promise<BatchLookup> {
  const b = business.businessId;
  const texts = (list: readonly string[]) =>
    sql`any(array(select jsonb_array_elements_text(${JSON.stringify(list)}::jsonb)))`;
  const ids = (list: readonly number[]) =>
    sql`any(array(select jsonb_array_elements_text(${JSON.stringify([...new Set(list)])}::jsonb)::bigint))`;
  const probes: [number, SQL][] = [
    [
      names.orderUuids.length,
      sql`select 'order' as kind, uuid as key, outlet_id::bigint as a, ingest_hash as hash, id::bigint as id
            from orders where business_id = ${b} and uuid = ${texts(names.orderUuids)}`,
    ],
    [
      names.itemUuids.length,
      sql`select 'child', uuid, null, null, null from order_items
           where business_id = ${b} and uuid = ${texts(names.itemUuids)}`,
    ],
    [
      names.paymentUuids.length,
      sql`select 'child', uuid, null, null, null from payments
           where business_id = ${b} and uuid = ${texts(names.paymentUuids)}`,
    ],
    [
      names.voidUuids.length,
      sql`select 'child', uuid, null, null, null from void_items
           where business_id = ${b} and uuid = ${texts(names.voidUuids)}`,
    ],
    [
      names.users.length,
      sql`select 'user', id::text, null, null, null from users where business_id = ${b} and id = ${ids(names.users)}`,
    ],
    [
      names.customers.length,
      sql`select 'customer', id::text, null, null, null from customers
           where business_id = ${b} and id = ${ids(names.customers)}`,
    ],
    [
      names.salesTypes.length,
      sql`select 'sales_type', id::text, null, null, null from sales_types
           where business_id = ${b} and id = ${ids(names.salesTypes)}`,
    ],
    [
      names.paymentMethods.length,
      sql`select 'payment_method', id::text, null, kind, null from payment_methods
           where business_id = ${b} and id = ${ids(names.paymentMethods)}`,
    ],
    [
      names.paymentUuids.length,
      sql`select 'qris_outlet', ro.outlet_id::text, null, null, null from qris_registration_outlets ro
            join qris_registrations r on r.business_id = ro.business_id and r.id = ro.registration_id
           where ro.business_id = ${b} and ro.outlet_id = ${names.outletId} and r.status = 'approved'`,
    ],
    [
      names.members.length,
      sql`select 'member', id::text, customer_id::bigint, null, null from loyalty_members
           where business_id = ${b} and id = ${ids(names.members)}`,
    ],
    [
      names.variants.length,
      sql`select 'variant', v.id::text, v.item_id::bigint,
                 case when i.is_active and exists (select 1 from item_outlets io where io.business_id = i.business_id
                   and io.item_id = i.id and io.outlet_id = ${names.outletId}) then 'sold' end, null
            from item_variants v join items i on i.business_id = v.business_id and i.id = v.item_id
           where v.business_id = ${b} and v.id = ${ids(names.variants)}`,
    ],
    [
      names.variants.length,
      sql`select 'item_change', entity_id::text, version, null, null from catalogue_changes
           where business_id = ${b} and kind = 'item'
             and (entity_id = ${ids(names.lineItems)} or entity_id in (select item_id from item_variants
                    where business_id = ${b} and id = ${ids(names.variants)}))`,
    ],
  ];
  const wanted = probes.filter(([count]) => count > 0).map(([, probe]) => sql`(${probe})`);
  const lookup: BatchLookup = {
    orders: new Map(),
    takenChildUuids: new Set(),
    users: new Set(),
    customers: new Set(),
    salesTypes: new Set(),
    paymentMethods: new Set(),
    qrisMethods: new Set(),
    outletTakesQris: false,
    memberCustomers: new Map(),
    variants: new Map(),
    itemChangedAt: new Map(),
  };
  if (wanted.length === 0) return lookup;
  // The orders' branch comes first and gives the columns their names and types.
  const rows = await rowsOf<ProbeRow & { id: string | number | null }>(
    db,
    sql.join(wanted, sql` union all `),
  );
  for (const row of rows) {
    if (row.kind === 'order') {
      lookup.orders.set(row.key, {
        id: Number(row.id),
        uuid: row.key,
        outletId: Number(row.a),
        ingestHash: row.hash,
      });
    } else if (row.kind === 'child') lookup.takenChildUuids.add(row.key);
    else if (row.kind === 'user') lookup.users.add(Number(row.key));
    else if (row.kind === 'customer') lookup.customers.add(Number(row.key));
    else if (row.kind === 'sales_type') lookup.salesTypes.add(Number(row.key));
    else if (row.kind === 'payment_method') {
      lookup.paymentMethods.add(Number(row.key));
      if (row.hash === 'qris') lookup.qrisMethods.add(Number(row.key));
    } else if (row.kind === 'qris_outlet') lookup.outletTakesQris = true;
    else if (row.kind === 'member') lookup.memberCustomers.set(Number(row.key), Number(row.a));
    else if (row.kind === 'variant')
      lookup.variants.set(Number(row.key), { itemId: Number(row.a), sold: row.hash === 'sold' });
    else if (row.kind === 'item_change') lookup.itemChangedAt.set(Number(row.key), Number(row.a));
  }
  return lookup;
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
