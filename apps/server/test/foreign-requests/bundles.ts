import { and, eq } from 'drizzle-orm';
import { bundleComponents, itemOutlets, items, itemVariants } from '../../src/db/schema/index.js';
import type { ForeignRequest, ForeignRequestProvider } from '../route-sweep.js';
import { firstOutletOf } from './outlets.js';

/**
 * A bundle of `businessId` holding one of its items, sold at its first outlet (found, or written once), so the
 * sweep can name another business's bundle, variant and outlet and expect 404.
 */
export const foreignBundleRequest: ForeignRequestProvider = async ({
  db,
  businessId,
}): Promise<ForeignRequest> => {
  const outletId = await firstOutletOf(db, businessId);
  const named = (name: string) =>
    db
      .select({ id: items.id, variantId: itemVariants.id })
      .from(items)
      .innerJoin(
        itemVariants,
        and(eq(itemVariants.businessId, items.businessId), eq(itemVariants.itemId, items.id)),
      )
      .where(and(eq(items.businessId, businessId), eq(items.name, name)))
      .limit(1);
  let [bundle] = await named('Sweep bundle');
  let [content] = await named('Sweep bundle content');
  if (!bundle || !content) {
    const [contentItem] = await db
      .insert(items)
      .values({ businessId, name: 'Sweep bundle content' })
      .returning({ id: items.id });
    const [contentVariant] = await db
      .insert(itemVariants)
      .values({ businessId, itemId: contentItem!.id, price: 1000 })
      .returning({ id: itemVariants.id });
    const [bundleItem] = await db
      .insert(items)
      .values({ businessId, name: 'Sweep bundle', kind: 'bundle' })
      .returning({ id: items.id });
    const [bundleVariant] = await db
      .insert(itemVariants)
      .values({ businessId, itemId: bundleItem!.id, price: 900 })
      .returning({ id: itemVariants.id });
    await db
      .insert(bundleComponents)
      .values({ businessId, bundleId: bundleItem!.id, variantId: contentVariant!.id, quantity: 1 });
    await db.insert(itemOutlets).values({ businessId, itemId: bundleItem!.id, outletId });
    bundle = { id: bundleItem!.id, variantId: bundleVariant!.id };
    content = { id: contentItem!.id, variantId: contentVariant!.id };
  }
  return {
    params: { id: String(bundle.id) },
    body: {
      name: 'Sweep probe',
      price: 1,
      components: [{ variant_id: content.variantId, quantity: 1 }],
      outlet_ids: [outletId],
    },
  };
};
