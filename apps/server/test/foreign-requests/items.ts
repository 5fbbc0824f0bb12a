import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { itemOutlets, items, itemVariants } from '../../src/db/schema/index.js';
import type { ForeignRequestProvider } from '../route-sweep.js';
import { firstOutletOf } from './outlets.js';

/** A plain item of `businessId` sold at its first outlet (found, or written once). */
async function foreignItem(db: Database, businessId: number): Promise<{ itemId: number; outletId: number }> {
  const outletId = await firstOutletOf(db, businessId);
  const [existing] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.businessId, businessId), eq(items.name, 'Sweep item')))
    .limit(1);
  if (existing) return { itemId: existing.id, outletId };
  const [item] = await db
    .insert(items)
    .values({ businessId, name: 'Sweep item' })
    .returning({ id: items.id });
  await db.insert(itemVariants).values({ businessId, itemId: item!.id, price: 1000 });
  await db.insert(itemOutlets).values({ businessId, itemId: item!.id, outletId });
  return { itemId: item!.id, outletId };
}

export const foreignItemRequest: ForeignRequestProvider = async (context) => {
  const { itemId, outletId } = await foreignItem(context.db, context.businessId);
  return {
    params: { id: String(itemId) },
    body: { name: 'Sweep probe', outlet_ids: [outletId], variants: [{ price: 1 }] },
  };
};

export const foreignBulkItemsRequest: ForeignRequestProvider = async (context) => {
  const { itemId, outletId } = await foreignItem(context.db, context.businessId);
  return { body: { item_ids: [itemId], category_id: null, outlet_ids: [outletId] } };
};
