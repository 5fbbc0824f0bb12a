import type { DiscountType } from '@backoffice/contracts/discounts';
import { and, asc, eq, exists, inArray, not, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { discountOutlets, discounts, outlets } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { OutletReach } from '../../platform/auth/outlet-reach.js';
import { inBusiness, inOutletReach } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;

export interface DiscountRow {
  id: number;
  name: string;
  type: DiscountType;
  amount: number | null;
  /** The name as uniqueness and the list's order see it: lower-cased and trimmed. */
  nameKey: string;
}

/** Same expression as the unique index `discounts_business_name_uq`, so lookups and the list order use it. */
const nameKey = sql<string>`lower(trim(${discounts.name}))`;

const discountColumns = {
  id: discounts.id,
  name: discounts.name,
  type: discounts.type,
  amount: discounts.amount,
  nameKey,
};

export interface DiscountPageRow extends DiscountRow {
  /** The Outlets the Discount is assigned to, ascending. */
  outletIds: number[];
}

/**
 * One page of the Business's Discounts in name order, after `afterKey` (keyset: the unique name key is a total
 * order, so a page boundary never repeats or skips a Discount, even while others are added), each with its
 * outlets: the page is one round trip.
 */
export async function listDiscountPage(
  db: Queryable,
  business: Business,
  page: { outletId?: number; afterKey?: string; limit: number },
): Promise<DiscountPageRow[]> {
  const conditions = [inBusiness(discounts.businessId, business)];
  if (page.afterKey !== undefined) conditions.push(sql`${nameKey} > ${page.afterKey}`);
  if (page.outletId !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(discountOutlets)
          .where(
            and(
              eq(discountOutlets.businessId, discounts.businessId),
              eq(discountOutlets.discountId, discounts.id),
              eq(discountOutlets.outletId, page.outletId),
            ),
          ),
      ),
    );
  }
  return db
    .select({
      ...discountColumns,
      outletIds: sql<number[]>`coalesce((
        select array_agg(${discountOutlets.outletId} order by ${discountOutlets.outletId})
        from ${discountOutlets}
        where ${discountOutlets.businessId} = ${discounts.businessId} and ${discountOutlets.discountId} = ${discounts.id}
      ), '{}'::int[])`,
    })
    .from(discounts)
    .where(and(...conditions))
    .orderBy(asc(nameKey))
    .limit(page.limit);
}

/** The Discount whose name matches ignoring case and surrounding spaces; `forUpdate` locks its row. */
export async function findDiscountByName(
  db: Queryable,
  business: Business,
  name: string,
  options: { forUpdate?: boolean } = {},
): Promise<DiscountRow | undefined> {
  const query = db
    .select(discountColumns)
    .from(discounts)
    .where(and(inBusiness(discounts.businessId, business), sql`${nameKey} = lower(trim(${name}))`));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Outlet ids of each given Discount, ascending. */
export async function listOutletIdsByDiscount(
  db: Queryable,
  business: Business,
  discountIds: number[],
): Promise<Map<number, number[]>> {
  const byDiscount = new Map<number, number[]>(discountIds.map((id) => [id, []]));
  if (discountIds.length === 0) return byDiscount;
  const rows = await db
    .select({ discountId: discountOutlets.discountId, outletId: discountOutlets.outletId })
    .from(discountOutlets)
    .where(
      and(inBusiness(discountOutlets.businessId, business), inArray(discountOutlets.discountId, discountIds)),
    )
    .orderBy(asc(discountOutlets.discountId), asc(discountOutlets.outletId));
  for (const row of rows) byDiscount.get(row.discountId)?.push(row.outletId);
  return byDiscount;
}

/**
 * Which of the given Discounts are also assigned to an Outlet beyond the caller's reach (decision 0011). Nothing
 * to ask for a caller who reaches every Outlet; one query for a whole page otherwise.
 */
export async function findDiscountsBeyondReach(
  db: Queryable,
  caller: Business & OutletReach,
  discountIds: number[],
): Promise<Set<number>> {
  const reach = inOutletReach(caller, discountOutlets.outletId);
  if (reach === undefined || discountIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ discountId: discountOutlets.discountId })
    .from(discountOutlets)
    .where(
      and(
        inBusiness(discountOutlets.businessId, caller),
        inArray(discountOutlets.discountId, discountIds),
        not(reach),
      ),
    );
  return new Set(rows.map((row) => row.discountId));
}

/** The Outlets a Discount is assigned to, with their names, in Outlet order. */
export async function listDiscountOutletNames(
  db: Queryable,
  business: Business,
  discountId: number,
): Promise<{ outletId: number; name: string }[]> {
  return db
    .select({ outletId: outlets.id, name: outlets.name })
    .from(discountOutlets)
    .innerJoin(
      outlets,
      and(eq(outlets.businessId, discountOutlets.businessId), eq(outlets.id, discountOutlets.outletId)),
    )
    .where(and(inBusiness(discountOutlets.businessId, business), eq(discountOutlets.discountId, discountId)))
    .orderBy(asc(outlets.id));
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

export interface DiscountValues {
  name: string;
  type: DiscountType;
  amount: number | null;
}

export async function insertDiscount(
  db: Queryable,
  business: Business,
  values: DiscountValues,
): Promise<number> {
  const [row] = await db
    .insert(discounts)
    .values({ businessId: business.businessId, ...values })
    .returning({ id: discounts.id });
  return row!.id;
}

export async function updateDiscountRow(
  db: Queryable,
  business: Business,
  discountId: number,
  values: DiscountValues,
): Promise<void> {
  await db
    .update(discounts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inBusiness(discounts.businessId, business), eq(discounts.id, discountId)));
}

/** Its Outlet assignments go with it (foreign key on delete cascade). */
export async function deleteDiscountRow(
  db: Queryable,
  business: Business,
  discountId: number,
): Promise<void> {
  await db
    .delete(discounts)
    .where(and(inBusiness(discounts.businessId, business), eq(discounts.id, discountId)));
}

export async function assignDiscountOutlets(
  db: Queryable,
  business: Business,
  discountId: number,
  outletIds: number[],
): Promise<void> {
  if (outletIds.length === 0) return;
  await db
    .insert(discountOutlets)
    .values(outletIds.map((outletId) => ({ businessId: business.businessId, discountId, outletId })))
    .onConflictDoNothing();
}

export async function unassignDiscountOutlets(
  db: Queryable,
  business: Business,
  discountId: number,
  outletIds: number[],
): Promise<void> {
  if (outletIds.length === 0) return;
  await db
    .delete(discountOutlets)
    .where(
      and(
        inBusiness(discountOutlets.businessId, business),
        eq(discountOutlets.discountId, discountId),
        inArray(discountOutlets.outletId, outletIds),
      ),
    );
}
