import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { brandOutlets, brands, principalOutlets, principals } from '../../src/db/schema/index.js';
import type { ForeignRequestProvider } from '../route-sweep.js';
import { firstOutletOf } from './outlets.js';

/**
 * A principal with a brand at the first outlet of `businessId` (found, or written once), so the sweep can name
 * another business's brand, principal and outlet and expect 404.
 */
async function foreignBrand(
  db: Database,
  businessId: number,
): Promise<{ brandId: number; principalId: number; outletId: number }> {
  const outlet = { id: await firstOutletOf(db, businessId) };
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

export const foreignOutletRequest: ForeignRequestProvider = async (context) => {
  const { outletId } = await foreignBrand(context.db, context.businessId);
  return { params: { outlet: String(outletId) }, body: { name: 'Sweep probe' } };
};

export const foreignBrandRequest: ForeignRequestProvider = async (context) => {
  const { brandId, outletId } = await foreignBrand(context.db, context.businessId);
  return { params: { brand: String(brandId), outlet: String(outletId) }, body: { name: 'Sweep probe' } };
};

export const foreignPrincipalRequest: ForeignRequestProvider = async (context) => {
  const { principalId, outletId } = await foreignBrand(context.db, context.businessId);
  return {
    params: { id: String(principalId) },
    query: { outlet_id: String(outletId) },
    body: { name: 'Sweep probe', outlet_id: outletId },
  };
};

export const foreignBulkRequest: ForeignRequestProvider = async (context) => {
  const { brandId, outletId } = await foreignBrand(context.db, context.businessId);
  return { body: { outlet_id: outletId, brand_ids: [brandId], target_principal_id: null } };
};

export const foreignPrincipalListRequest: ForeignRequestProvider = async (context) => {
  const { outletId } = await foreignBrand(context.db, context.businessId);
  return { query: { outlet_id: String(outletId) }, body: { name: 'Sweep probe', outlet_id: outletId } };
};
