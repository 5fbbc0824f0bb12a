import { and, eq } from 'drizzle-orm';
import { promoOutlets, promos } from '../../src/db/schema/index.js';
import type { ForeignRequest, ForeignRequestProvider } from '../route-sweep.js';
import { firstOutletOf } from './outlets.js';

/** A minimum-purchase promotion of `businessId` at its first outlet (found, or written once), for the sweep's 404. */
export const foreignPromoRequest: ForeignRequestProvider = async ({
  db,
  businessId,
}): Promise<ForeignRequest> => {
  const outletId = await firstOutletOf(db, businessId);
  const where = and(eq(promos.businessId, businessId), eq(promos.name, 'Sweep promo'));
  let [row] = await db.select({ id: promos.id }).from(promos).where(where).limit(1);
  if (!row) {
    [row] = await db
      .insert(promos)
      .values({
        businessId,
        name: 'Sweep promo',
        promoTypeId: 2,
        discountType: 'CASH',
        amount: 1000,
        requirement: { type: 'cart', minimumAmount: 10000 },
      })
      .returning({ id: promos.id });
    await db.insert(promoOutlets).values({ businessId, promoId: row!.id, outletId });
  }
  return {
    params: { id: String(row!.id) },
    body: {
      name: 'Sweep probe',
      type: 'minimum_purchase',
      minimum_amount: 10000,
      discount_type: 'CASH',
      amount: 1000,
      outlet_ids: [outletId],
    },
  };
};
