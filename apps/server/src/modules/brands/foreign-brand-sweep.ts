import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { brandOutlets, brands, outlets, principalOutlets, principals } from '../../db/schema/index.js';
import type { ForeignRequest } from '../../platform/auth/route-access.js';

/**
 * For the route sweep: a principal with a brand at the first outlet of `businessId` (found, or written once), so
 * the sweep can name another business's brand, principal and outlet and expect 404. Only the sweep calls it.
 */
async function foreignBrand(
  db: Database,
  businessId: number,
): Promise<{ brandId: number; principalId: number; outletId: number }> {
  const [outlet] = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(eq(outlets.businessId, businessId))
    .orderBy(asc(outlets.id))
    .limit(1);
  if (!outlet) throw new Error(`business ${businessId} has no outlet to sweep with`);
  const [existing] = await db
    .select({ brandId: brands.id, principalId: principals.id })
    .from(brands)
    .innerJoin(
      principals,
      and(eq(principals.businessId, brands.businessId), eq(principals.id, brands.principalId)),
    )
    .where(and(eq(brands.businessId, businessId), eq(brands.name, 'Sweep brand')))
    .limit(1);
  if (existing?.principalId) return { ...existing, outletId: outlet.id };
  const [principal] = await db
    .insert(principals)
    .values({ businessId, name: 'Sweep principal' })
    .returning({ id: principals.id });
  const [brand] = await db
    .insert(brands)
    .values({ businessId, name: 'Sweep brand', principalId: principal!.id })
    .returning({ id: brands.id });
  await db.insert(principalOutlets).values({ businessId, principalId: principal!.id, outletId: outlet.id });
  await db.insert(brandOutlets).values({ businessId, brandId: brand!.id, outletId: outlet.id });
  return { brandId: brand!.id, principalId: principal!.id, outletId: outlet.id };
}

type SweepContext = { db: Database; businessId: number };

export const foreignOutletRequest = async (context: SweepContext): Promise<ForeignRequest> => {
  const { outletId } = await foreignBrand(context.db, context.businessId);
  return { params: { outlet: String(outletId) }, body: { name: 'Sweep probe' } };
};

export const foreignBrandRequest = async (context: SweepContext): Promise<ForeignRequest> => {
  const { brandId, outletId } = await foreignBrand(context.db, context.businessId);
  return { params: { brand: String(brandId), outlet: String(outletId) }, body: { name: 'Sweep probe' } };
};

export const foreignPrincipalRequest = async (context: SweepContext): Promise<ForeignRequest> => {
  const { principalId, outletId } = await foreignBrand(context.db, context.businessId);
  return {
    params: { id: String(principalId) },
    query: { outlet_id: String(outletId) },
    body: { name: 'Sweep probe', outlet_id: outletId },
  };
};

export const foreignBulkRequest = async (context: SweepContext): Promise<ForeignRequest> => {
  const { brandId, outletId } = await foreignBrand(context.db, context.businessId);
  return { body: { outlet_id: outletId, brand_ids: [brandId], target_principal_id: null } };
};

export const foreignPrincipalListRequest = async (context: SweepContext): Promise<ForeignRequest> => {
  const { outletId } = await foreignBrand(context.db, context.businessId);
  return { query: { outlet_id: String(outletId) }, body: { name: 'Sweep probe', outlet_id: outletId } };
};
