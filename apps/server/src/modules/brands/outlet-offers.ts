import { and, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { brandOutlets, principalOutlets } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;

/**
 * Where a brand or a principal is offered: one link row per outlet (`brand_outlets`, `principal_outlets`,
 * decision 0054). Both are offered, counted, linked, unlinked and found "offered nowhere" by the same SQL, written
 * once here for either kind.
 */

const links = {
  brand: { table: brandOutlets, owner: brandOutlets.brandId },
  principal: { table: principalOutlets, owner: principalOutlets.principalId },
} as const;

export type Offered = keyof typeof links;

/** A row in an outer query (its table-qualified business and id columns, see `qualified`), or a principal id. */
export interface OfferedRow {
  businessId: SQL;
  id: SQL | number;
}

function linkRowsOf(kind: Offered, row: OfferedRow): SQL {
  const { table, owner } = links[kind];
  return sql`from ${sql.raw(getTableName(table))} o where o.business_id = ${row.businessId}
    and o.${sql.raw(owner.name)} = ${row.id}`;
}

/** The row is offered at the outlet. */
export const offeredAt = (kind: Offered, row: OfferedRow, outletId: number): SQL =>
  sql`exists (select 1 ${linkRowsOf(kind, row)} and o.outlet_id = ${outletId})`;

/** The row is offered at no outlet any more. */
export const offeredNowhere = (kind: Offered, row: OfferedRow): SQL =>
  sql`not exists (select 1 ${linkRowsOf(kind, row)})`;

/** At how many outlets the row is offered. */
export const outletCount = (kind: Offered, row: OfferedRow) =>
  sql<number>`(select count(*)::int ${linkRowsOf(kind, row)})`;

/** Which of the ids are offered at the outlet. */
export async function findIdsOfferedAt(
  db: Queryable,
  kind: Offered,
  business: Business,
  ids: number[],
  outletId: number,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { table, owner } = links[kind];
  const rows = await db
    .select({ id: owner })
    .from(table)
    .where(and(inBusiness(table.businessId, business), inArray(owner, ids), eq(table.outletId, outletId)));
  return new Set(rows.map((row) => row.id));
}

/** Offers each of the ids at each of the outlets (a link already there stays as it is). */
export async function linkToOutlets(
  db: Queryable,
  kind: Offered,
  business: Business,
  ids: number[],
  outletIds: number[],
): Promise<void> {
  if (ids.length === 0 || outletIds.length === 0) return;
  const pairs = ids.flatMap((id) => outletIds.map((outletId) => ({ id, outletId })));
  const { businessId } = business;
  if (kind === 'brand') {
    await db
      .insert(brandOutlets)
      .values(pairs.map(({ id, outletId }) => ({ businessId, brandId: id, outletId })))
      .onConflictDoNothing();
  } else {
    await db
      .insert(principalOutlets)
      .values(pairs.map(({ id, outletId }) => ({ businessId, principalId: id, outletId })))
      .onConflictDoNothing();
  }
}

/** Takes each of the ids off each of the outlets. */
export async function unlinkFromOutlets(
  db: Queryable,
  kind: Offered,
  business: Business,
  ids: number[],
  outletIds: number[],
): Promise<void> {
  if (ids.length === 0 || outletIds.length === 0) return;
  const { table, owner } = links[kind];
  await db
    .delete(table)
    .where(
      and(inBusiness(table.businessId, business), inArray(owner, ids), inArray(table.outletId, outletIds)),
    );
}
