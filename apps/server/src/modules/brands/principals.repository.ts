import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { principalOutlets, principals } from '../../db/schema/index.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';
import { type Business, type NamedRow, P, principalKey } from './brand-sql.js';

/** The principal is offered at the outlet. */
const principalAt = (outletId: number) =>
  sql`exists (select 1 from principal_outlets po where po.business_id = ${P.businessId}
    and po.principal_id = ${P.id} and po.outlet_id = ${outletId})`;

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
  outletCount: number;
}

function principalColumns(outletId: number) {
  return {
    id: principals.id,
    name: principals.name,
    brandCount: sql<number>`(select count(*)::int from brands b join brand_outlets bo
      on bo.business_id = b.business_id and bo.brand_id = b.id and bo.outlet_id = ${outletId}
      where b.business_id = ${P.businessId} and b.principal_id = ${P.id})`,
    outletCount: sql<number>`(select count(*)::int from principal_outlets po
      where po.business_id = ${P.businessId} and po.principal_id = ${P.id})`,
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

/** Which of the principals are offered at the outlet. */
export async function findPrincipalIdsAtOutlet(
  db: Queryable,
  business: Business,
  principalIds: number[],
  outletId: number,
): Promise<Set<number>> {
  if (principalIds.length === 0) return new Set();
  const rows = await db
    .select({ id: principals.id })
    .from(principals)
    .where(
      and(
        inBusiness(principals.businessId, business),
        inArray(principals.id, principalIds),
        principalAt(outletId),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function linkPrincipal(
  db: Queryable,
  business: Business,
  principalId: number,
  outletIds: number[],
) {
  if (outletIds.length === 0) return;
  await db
    .insert(principalOutlets)
    .values(outletIds.map((outletId) => ({ businessId: business.businessId, principalId, outletId })))
    .onConflictDoNothing();
}

export async function unlinkPrincipals(
  db: Queryable,
  business: Business,
  principalIds: number[],
  outletIds: number[],
): Promise<void> {
  if (principalIds.length === 0 || outletIds.length === 0) return;
  await db
    .delete(principalOutlets)
    .where(
      and(
        inBusiness(principalOutlets.businessId, business),
        inArray(principalOutlets.principalId, principalIds),
        inArray(principalOutlets.outletId, outletIds),
      ),
    );
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
        sql`not exists (select 1 from principal_outlets po where po.business_id = ${P.businessId}
          and po.principal_id = ${P.id})`,
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
