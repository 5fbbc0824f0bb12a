import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { principals } from '../../db/schema/index.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';
import { type Business, type NamedRow, P, principalAt, principalKey } from './brand-sql.js';
import { linkToOutlets, offeredNowhere, outletCount, unlinkFromOutlets } from './outlet-offers.js';

export async function lockPrincipals(
  db: Queryable,
  business: Business,
  principalIds: number[],
): Promise<void> {
  if (principalIds.length === 0) return;
  await db
    .select({ id: principals.id })
    .from(principals)
    .where(and(inBusiness(principals.businessId, business), inArray(principals.id, principalIds)))
    .orderBy(asc(principals.id))
    .for('update');
}

export async function findPrincipalByName(
  db: Queryable,
  business: Business,
  name: string,
  outletId: number,
): Promise<(NamedRow & { atOutlet: boolean }) | undefined> {
  const [row] = await db
    .select({ id: principals.id, name: principals.name, atOutlet: sql<boolean>`${principalAt(outletId)}` })
    .from(principals)
    .where(and(inBusiness(principals.businessId, business), sql`${principalKey} = lower(trim(${name}))`));
  return row;
}

export interface PrincipalRow extends NamedRow {
  brandCount: number;
  itemCount: number;
  outletCount: number;
}

function principalColumns(outletId: number) {
  return {
    id: principals.id,
    name: principals.name,
    brandCount: sql<number>`(select count(*)::int from brands b join brand_outlets bo
      on bo.business_id = b.business_id and bo.brand_id = b.id and bo.outlet_id = ${outletId}
      where b.business_id = ${P.businessId} and b.principal_id = ${P.id})`,
    // The items of those brands sold at the Outlet, counted as each brand's "Item stock" is.
    itemCount: sql<number>`(select count(*)::int from brands b join brand_outlets bo
      on bo.business_id = b.business_id and bo.brand_id = b.id and bo.outlet_id = ${outletId}
      join items i on i.business_id = b.business_id and i.brand_id = b.id
      join item_outlets io on io.business_id = i.business_id and io.item_id = i.id and io.outlet_id = ${outletId}
      where b.business_id = ${P.businessId} and b.principal_id = ${P.id})`,
    outletCount: outletCount('principal', P),
  };
}

export async function listPrincipalPage(
  db: Queryable,
  business: Business,
  query: { outletId: number; offset: number; limit: number },
): Promise<PrincipalRow[]> {
  return db
    .select(principalColumns(query.outletId))
    .from(principals)
    .where(and(inBusiness(principals.businessId, business), principalAt(query.outletId)))
    .orderBy(asc(principalKey), asc(principals.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function findPrincipalAtOutlet(
  db: Queryable,
  business: Business,
  principalId: number,
  outletId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PrincipalRow | undefined> {
  if (options.forUpdate) await lockPrincipals(db, business, [principalId]);
  const [row] = await db
    .select(principalColumns(outletId))
    .from(principals)
    .where(
      and(inBusiness(principals.businessId, business), eq(principals.id, principalId), principalAt(outletId)),
    );
  return row;
}

export function linkPrincipal(db: Queryable, business: Business, principalId: number, outletIds: number[]) {
  return linkToOutlets(db, 'principal', business, [principalId], outletIds);
}

export function unlinkPrincipals(
  db: Queryable,
  business: Business,
  principalIds: number[],
  outletIds: number[],
): Promise<void> {
  return unlinkFromOutlets(db, 'principal', business, principalIds, outletIds);
}

/** Principals offered nowhere any more are deleted; their brands get no principal (`brands_principal_fk`). */
export async function deleteUnofferedPrincipals(
  db: Queryable,
  business: Business,
  principalIds: number[],
): Promise<number> {
  if (principalIds.length === 0) return 0;
  const rows = await db
    .delete(principals)
    .where(
      and(
        inBusiness(principals.businessId, business),
        inArray(principals.id, principalIds),
        offeredNowhere('principal', P),
      ),
    )
    .returning({ id: principals.id });
  return rows.length;
}

export async function insertPrincipal(db: Queryable, business: Business, name: string): Promise<number> {
  const [row] = await db
    .insert(principals)
    .values({ businessId: business.businessId, name })
    .returning({ id: principals.id });
  return row!.id;
}

export async function renamePrincipal(db: Queryable, business: Business, principalId: number, name: string) {
  await db
    .update(principals)
    .set({ name, updatedAt: new Date() })
    .where(and(inBusiness(principals.businessId, business), eq(principals.id, principalId)));
}
