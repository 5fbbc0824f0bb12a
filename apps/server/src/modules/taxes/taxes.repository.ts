import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { items, itemTaxes, outlets, taxes, taxOutlets } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;

/** Same expression as the unique index `taxes_business_name_uq`: lookups and the list's order use it. */
const nameKey = sql<string>`lower(trim(${taxes.name}))`;

export interface TaxRow {
  id: number;
  name: string;
  rate: number;
  isIncluded: boolean;
  nameKey: string;
  outletIds: number[];
  itemCount: number;
  allItems: boolean;
}

const itemCount = sql<number>`(
  select count(*) from ${itemTaxes}
  where ${itemTaxes.businessId} = ${taxes.businessId} and ${itemTaxes.taxId} = ${taxes.id}
)`.mapWith(Number);

/** Every item the Business has (an uncorrelated sub-query: counted once per statement). */
const businessItemCount = sql`(select count(*) from ${items} where ${items.businessId} = ${taxes.businessId})`;

const taxColumns = {
  id: taxes.id,
  name: taxes.name,
  rate: taxes.percentage,
  isIncluded: taxes.isIncluded,
  nameKey,
  outletIds: sql<number[]>`coalesce((
    select array_agg(${taxOutlets.outletId} order by ${taxOutlets.outletId}) from ${taxOutlets}
    where ${taxOutlets.businessId} = ${taxes.businessId} and ${taxOutlets.taxId} = ${taxes.id}
  ), '{}'::int[])`,
  itemCount,
  allItems: sql<boolean>`(${itemCount} > 0 and ${itemCount} = ${businessItemCount})`,
};

/**
 * One page of the Business's Taxes in name order after `afterKey` (keyset on the unique name key: a page boundary
 * never repeats or skips a Tax while others are added), each with its outlets and item count, in one round trip.
 */
export async function listTaxPage(
  db: Queryable,
  business: Business,
  page: { search?: string; outletId?: number; afterKey?: string; limit: number },
): Promise<TaxRow[]> {
  const conditions = [inBusiness(taxes.businessId, business)];
  if (page.afterKey !== undefined) conditions.push(sql`${nameKey} > ${page.afterKey}`);
  if (page.search) conditions.push(sql`strpos(${nameKey}, lower(${page.search})) > 0`);
  if (page.outletId !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(taxOutlets)
          .where(
            and(
              eq(taxOutlets.businessId, taxes.businessId),
              eq(taxOutlets.taxId, taxes.id),
              eq(taxOutlets.outletId, page.outletId),
            ),
          ),
      ),
    );
  }
  return db
    .select(taxColumns)
    .from(taxes)
    .where(and(...conditions))
    .orderBy(asc(nameKey))
    .limit(page.limit);
}

/** The Tax with this id in the Business; `forUpdate` locks its row until the transaction ends. */
export async function findTaxById(
  db: Queryable,
  business: Business,
  taxId: number,
  options: { forUpdate?: boolean } = {},
): Promise<TaxRow | undefined> {
  const query = db
    .select(taxColumns)
    .from(taxes)
    .where(and(inBusiness(taxes.businessId, business), eq(taxes.id, taxId)));
  const [row] = options.forUpdate ? await query.for('update', { of: taxes }) : await query;
  return row;
}

/** The items a Tax applies to, by name. */
export async function listTaxItems(
  db: Queryable,
  business: Business,
  taxId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: items.id, name: items.name })
    .from(itemTaxes)
    .innerJoin(items, and(eq(items.businessId, itemTaxes.businessId), eq(items.id, itemTaxes.itemId)))
    .where(and(inBusiness(itemTaxes.businessId, business), eq(itemTaxes.taxId, taxId)))
    .orderBy(sql`lower(trim(${items.name}))`);
}

/** Items whose name holds `search` (any case), in name order; and how many items the Business has. */
export async function findItemChoices(
  db: Queryable,
  business: Business,
  search: string | undefined,
  limit: number,
): Promise<{ results: { id: number; name: string }[]; total: number }> {
  const conditions = [inBusiness(items.businessId, business)];
  if (search) conditions.push(sql`strpos(lower(trim(${items.name})), lower(${search})) > 0`);
  const [results, [count]] = await Promise.all([
    db
      .select({ id: items.id, name: items.name })
      .from(items)
      .where(and(...conditions))
      .orderBy(sql`lower(trim(${items.name}))`)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(items)
      .where(inBusiness(items.businessId, business)),
  ]);
  return { results, total: count?.total ?? 0 };
}

/** Which of `ids` are items of the Business. */
export async function findItemIdsInBusiness(
  db: Queryable,
  business: Business,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(inBusiness(items.businessId, business), inArray(items.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` are Outlets of the Business. */
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

export interface TaxValues {
  name: string;
  rate: number;
  isIncluded: boolean;
}

export async function insertTax(db: Queryable, business: Business, values: TaxValues): Promise<number> {
  const [row] = await db
    .insert(taxes)
    .values({
      businessId: business.businessId,
      name: values.name,
      percentage: values.rate,
      isIncluded: values.isIncluded,
    })
    .returning({ id: taxes.id });
  return row!.id;
}

export async function updateTaxRow(
  db: Queryable,
  business: Business,
  taxId: number,
  values: TaxValues,
): Promise<void> {
  await db
    .update(taxes)
    .set({ name: values.name, percentage: values.rate, isIncluded: values.isIncluded, updatedAt: new Date() })
    .where(and(inBusiness(taxes.businessId, business), eq(taxes.id, taxId)));
}

/** Its outlet and item links go with it (foreign keys on delete cascade); stored orders keep their copy. */
export async function deleteTaxRow(db: Queryable, business: Business, taxId: number): Promise<void> {
  await db.delete(taxes).where(and(inBusiness(taxes.businessId, business), eq(taxes.id, taxId)));
}

/** The Tax's outlets become exactly `outletIds`. */
export async function replaceTaxOutlets(
  db: Queryable,
  business: Business,
  taxId: number,
  outletIds: number[],
): Promise<void> {
  await db
    .delete(taxOutlets)
    .where(and(inBusiness(taxOutlets.businessId, business), eq(taxOutlets.taxId, taxId)));
  if (outletIds.length === 0) return;
  await db
    .insert(taxOutlets)
    .values(outletIds.map((outletId) => ({ businessId: business.businessId, taxId, outletId })));
}

/** The Tax's items become exactly `itemIds`, or every item of the Business (one statement, whatever its size). */
export async function replaceTaxItems(
  db: Queryable,
  business: Business,
  taxId: number,
  chosen: { all: true } | { all: false; itemIds: number[] },
): Promise<void> {
  await db
    .delete(itemTaxes)
    .where(and(inBusiness(itemTaxes.businessId, business), eq(itemTaxes.taxId, taxId)));
  if (chosen.all) {
    await db.execute(sql`
      insert into ${itemTaxes} (business_id, item_id, tax_id)
      select ${items.businessId}, ${items.id}, ${taxId} from ${items}
      where ${items.businessId} = ${business.businessId}`);
    return;
  }
  if (chosen.itemIds.length === 0) return;
  await db
    .insert(itemTaxes)
    .values(chosen.itemIds.map((itemId) => ({ businessId: business.businessId, itemId, taxId })));
}
