import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  gratuities,
  gratuityOutlets,
  gratuitySalesTypes,
  outlets,
  salesTypes,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;

/** Same expression as the unique index `gratuities_business_name_uq`: lookups and the list's order use it. */
const nameKey = sql<string>`lower(trim(${gratuities.name}))`;

export interface GratuityRow {
  id: number;
  name: string;
  rate: number;
  nameKey: string;
  outletIds: number[];
  salesTypeIds: number[];
}

const gratuityColumns = {
  id: gratuities.id,
  name: gratuities.name,
  rate: gratuities.percentage,
  nameKey,
  outletIds: sql<number[]>`coalesce((
    select array_agg(${gratuityOutlets.outletId} order by ${gratuityOutlets.outletId}) from ${gratuityOutlets}
    where ${gratuityOutlets.businessId} = ${gratuities.businessId} and ${gratuityOutlets.gratuityId} = ${gratuities.id}
  ), '{}'::int[])`,
  salesTypeIds: sql<number[]>`coalesce((
    select array_agg(${gratuitySalesTypes.salesTypeId} order by ${gratuitySalesTypes.salesTypeId})
    from ${gratuitySalesTypes}
    where ${gratuitySalesTypes.businessId} = ${gratuities.businessId}
      and ${gratuitySalesTypes.gratuityId} = ${gratuities.id}
  ), '{}'::int[])`,
};

/** One page in name order after `afterKey` (keyset on the unique name key), each with its outlets and sales types. */
export async function listGratuityPage(
  db: Queryable,
  business: Business,
  page: { search?: string; outletId?: number; afterKey?: string; limit: number },
): Promise<GratuityRow[]> {
  const conditions = [inBusiness(gratuities.businessId, business)];
  if (page.afterKey !== undefined) conditions.push(sql`${nameKey} > ${page.afterKey}`);
  if (page.search) conditions.push(sql`strpos(${nameKey}, lower(${page.search})) > 0`);
  if (page.outletId !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(gratuityOutlets)
          .where(
            and(
              eq(gratuityOutlets.businessId, gratuities.businessId),
              eq(gratuityOutlets.gratuityId, gratuities.id),
              eq(gratuityOutlets.outletId, page.outletId),
            ),
          ),
      ),
    );
  }
  return db
    .select(gratuityColumns)
    .from(gratuities)
    .where(and(...conditions))
    .orderBy(asc(nameKey))
    .limit(page.limit);
}

/** The Gratuity with this id in the Business; `forUpdate` locks its row until the transaction ends. */
export async function findGratuityById(
  db: Queryable,
  business: Business,
  gratuityId: number,
  options: { forUpdate?: boolean } = {},
): Promise<GratuityRow | undefined> {
  const query = db
    .select(gratuityColumns)
    .from(gratuities)
    .where(and(inBusiness(gratuities.businessId, business), eq(gratuities.id, gratuityId)));
  const [row] = options.forUpdate ? await query.for('update', { of: gratuities }) : await query;
  return row;
}

/** The Business's sales types in their order. */
export async function listSalesTypeChoices(
  db: Queryable,
  business: Business,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: salesTypes.id, name: salesTypes.name })
    .from(salesTypes)
    .where(inBusiness(salesTypes.businessId, business))
    .orderBy(asc(salesTypes.position), asc(salesTypes.id));
}

export async function findSalesTypeIdsInBusiness(
  db: Queryable,
  business: Business,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: salesTypes.id })
    .from(salesTypes)
    .where(and(inBusiness(salesTypes.businessId, business), inArray(salesTypes.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function findOutletIdsInBusiness(
  db: Queryable,
  business: Business,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(and(inBusiness(outlets.businessId, business), inArray(outlets.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export interface GratuityValues {
  name: string;
  rate: number;
}

export async function insertGratuity(
  db: Queryable,
  business: Business,
  values: GratuityValues,
): Promise<number> {
  const [row] = await db
    .insert(gratuities)
    .values({ businessId: business.businessId, name: values.name, percentage: values.rate })
    .returning({ id: gratuities.id });
  return row!.id;
}

export async function updateGratuityRow(
  db: Queryable,
  business: Business,
  gratuityId: number,
  values: GratuityValues,
): Promise<void> {
  await db
    .update(gratuities)
    .set({ name: values.name, percentage: values.rate, updatedAt: new Date() })
    .where(and(inBusiness(gratuities.businessId, business), eq(gratuities.id, gratuityId)));
}

/** Its outlet and sales-type links go with it (on delete cascade); stored orders keep their copy. */
export async function deleteGratuityRow(
  db: Queryable,
  business: Business,
  gratuityId: number,
): Promise<void> {
  await db
    .delete(gratuities)
    .where(and(inBusiness(gratuities.businessId, business), eq(gratuities.id, gratuityId)));
}

/** The Gratuity's outlets and sales types become exactly the given ones. */
export async function replaceGratuityLinks(
  db: Queryable,
  business: Business,
  gratuityId: number,
  links: { outletIds: number[]; salesTypeIds: number[] },
): Promise<void> {
  const { businessId } = business;
  await db
    .delete(gratuityOutlets)
    .where(and(inBusiness(gratuityOutlets.businessId, business), eq(gratuityOutlets.gratuityId, gratuityId)));
  await db
    .delete(gratuitySalesTypes)
    .where(
      and(inBusiness(gratuitySalesTypes.businessId, business), eq(gratuitySalesTypes.gratuityId, gratuityId)),
    );
  if (links.outletIds.length > 0)
    await db
      .insert(gratuityOutlets)
      .values(links.outletIds.map((outletId) => ({ businessId, gratuityId, outletId })));
  if (links.salesTypeIds.length > 0)
    await db
      .insert(gratuitySalesTypes)
      .values(links.salesTypeIds.map((salesTypeId) => ({ businessId, gratuityId, salesTypeId })));
}
