import { and, asc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  gratuities,
  gratuitySalesTypes,
  itemSalesTypes,
  outlets,
  salesTypeOutlets,
  salesTypes,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;

export interface SalesTypeRow {
  id: number;
  name: string;
  isActive: boolean;
  isDefault: boolean;
  /** Every Outlet offering it, ascending (also those beyond the caller's reach: the rules need them). */
  outletIds: number[];
  /** The name as uniqueness and the list's order see it: lower-cased and trimmed. */
  nameKey: string;
}

/** Same expression as the unique index `sales_types_business_name_uq`. */
const nameKey = sql<string>`lower(trim(${salesTypes.name}))`;

/** Table names spelled out: inside a selected `sql` expression Drizzle writes columns without their table. */
const outletIdsOf = sql<number[]>`coalesce((
  select array_agg("sales_type_outlets"."outlet_id" order by "sales_type_outlets"."outlet_id")
  from "sales_type_outlets"
  where "sales_type_outlets"."business_id" = "sales_types"."business_id"
    and "sales_type_outlets"."sales_type_id" = "sales_types"."id"
), '{}'::int[])`;

const columns = {
  id: salesTypes.id,
  name: salesTypes.name,
  isActive: salesTypes.isActive,
  isDefault: salesTypes.isDefault,
  outletIds: outletIdsOf,
  nameKey,
};

function containing(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page in name order after `afterKey` (keyset on the unique name key), each row with its Outlets. */
export async function listSalesTypePage(
  db: Queryable,
  business: Business,
  page: { search?: string; outletId?: number; afterKey?: string; limit: number },
): Promise<SalesTypeRow[]> {
  const conditions: SQL[] = [inBusiness(salesTypes.businessId, business)];
  if (page.search) conditions.push(sql`${nameKey} like ${containing(page.search)}`);
  if (page.afterKey !== undefined) conditions.push(sql`${nameKey} > ${page.afterKey}`);
  if (page.outletId !== undefined) {
    conditions.push(sql`exists (select 1 from "sales_type_outlets"
      where "sales_type_outlets"."business_id" = "sales_types"."business_id"
        and "sales_type_outlets"."sales_type_id" = "sales_types"."id"
        and "sales_type_outlets"."outlet_id" = ${page.outletId})`);
  }
  return db
    .select(columns)
    .from(salesTypes)
    .where(and(...conditions))
    .orderBy(asc(nameKey))
    .limit(page.limit);
}

export async function findSalesType(
  db: Queryable,
  business: Business,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<SalesTypeRow | undefined> {
  const query = db
    .select(columns)
    .from(salesTypes)
    .where(and(inBusiness(salesTypes.businessId, business), eq(salesTypes.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export interface GratuityRow {
  id: number;
  name: string;
  percentage: number;
  /** The sales types it names; empty = every sales type (decision 0150). */
  salesTypeIds: number[];
}

/** The Business's service charges with the sales types each names (a business has a handful). */
export async function listGratuitiesWithSalesTypes(
  db: Queryable,
  business: Business,
): Promise<GratuityRow[]> {
  return db
    .select({
      id: gratuities.id,
      name: gratuities.name,
      percentage: gratuities.percentage,
      salesTypeIds: sql<number[]>`coalesce((
        select array_agg("gratuity_sales_types"."sales_type_id")
        from "gratuity_sales_types"
        where "gratuity_sales_types"."business_id" = "gratuities"."business_id"
          and "gratuity_sales_types"."gratuity_id" = "gratuities"."id"
      ), '{}'::int[])`,
    })
    .from(gratuities)
    .where(inBusiness(gratuities.businessId, business))
    .orderBy(asc(sql`lower(${gratuities.name})`), asc(gratuities.id));
}

/** Which of `outletIds` are Outlets of the Business. */
export async function findOutletIdsInBusiness(
  db: Queryable,
  business: Business,
  outletIds: number[],
): Promise<Set<number>> {
  if (outletIds.length === 0) return new Set();
  const rows = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(and(inBusiness(outlets.businessId, business), inArray(outlets.id, outletIds)));
  return new Set(rows.map((row) => row.id));
}

export async function insertSalesType(
  db: Queryable,
  business: Business,
  values: { name: string; isActive: boolean },
): Promise<number> {
  const [row] = await db
    .insert(salesTypes)
    .values({ businessId: business.businessId, ...values })
    .returning({ id: salesTypes.id });
  return row!.id;
}

export async function updateSalesTypeRow(
  db: Queryable,
  business: Business,
  id: number,
  values: { name?: string; isActive?: boolean },
): Promise<void> {
  await db
    .update(salesTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inBusiness(salesTypes.businessId, business), eq(salesTypes.id, id)));
}

export async function hasDefaultSalesType(db: Queryable, business: Business): Promise<boolean> {
  const [row] = await db
    .select({ id: salesTypes.id })
    .from(salesTypes)
    .where(and(inBusiness(salesTypes.businessId, business), eq(salesTypes.isDefault, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * Makes `id` the business's default (and active: a new bill cannot start with a switched-off type), and the
 * previous default an ordinary one. The partial unique index `sales_types_business_default_uq` refuses a second
 * default committed meanwhile; the operation retries then (sales-type-rules.ts).
 */
export async function makeDefaultSalesType(db: Queryable, business: Business, id: number): Promise<void> {
  await db
    .update(salesTypes)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(inBusiness(salesTypes.businessId, business), eq(salesTypes.isDefault, true), ne(salesTypes.id, id)),
    );
  await db
    .update(salesTypes)
    .set({ isDefault: true, isActive: true, updatedAt: new Date() })
    .where(and(inBusiness(salesTypes.businessId, business), eq(salesTypes.id, id)));
}

/** Offers it at exactly `wanted` among `scope` (the Outlets the caller reaches, or all); others stay as they are. */
export async function setSalesTypeOutlets(
  db: Queryable,
  business: Business,
  id: number,
  wanted: number[],
  scope: number[] | 'all',
): Promise<void> {
  const conditions = [
    inBusiness(salesTypeOutlets.businessId, business),
    eq(salesTypeOutlets.salesTypeId, id),
  ];
  if (scope !== 'all') conditions.push(inArray(salesTypeOutlets.outletId, scope.length ? scope : [0]));
  if (wanted.length) conditions.push(notInArray(salesTypeOutlets.outletId, wanted));
  await db.delete(salesTypeOutlets).where(and(...conditions));
  if (wanted.length === 0) return;
  await db
    .insert(salesTypeOutlets)
    .values(wanted.map((outletId) => ({ businessId: business.businessId, salesTypeId: id, outletId })))
    .onConflictDoNothing();
}

/** Items limited to it, and service charges that name it: what a delete takes it off. */
export async function countSalesTypeLinks(
  db: Queryable,
  business: Business,
  id: number,
): Promise<{ items: number; gratuities: number }> {
  const [itemsRow] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(itemSalesTypes)
    .where(and(inBusiness(itemSalesTypes.businessId, business), eq(itemSalesTypes.salesTypeId, id)));
  const [gratuityRow] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(gratuitySalesTypes)
    .where(and(inBusiness(gratuitySalesTypes.businessId, business), eq(gratuitySalesTypes.salesTypeId, id)));
  return { items: itemsRow?.count ?? 0, gratuities: gratuityRow?.count ?? 0 };
}

/** Its Outlet, item and service-charge links go with it (foreign keys on delete cascade). */
export async function deleteSalesTypeRow(db: Queryable, business: Business, id: number): Promise<void> {
  await db.delete(salesTypes).where(and(inBusiness(salesTypes.businessId, business), eq(salesTypes.id, id)));
}
