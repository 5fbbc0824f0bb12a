import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { gratuities, gratuityOutlets, taxes, taxOutlets } from '../../src/db/schema/index.js';
import type { ForeignRequestProvider } from '../route-sweep.js';
import { firstOutletOf } from './outlets.js';

/** A Tax of `businessId` at its first outlet (found, or written once), for the sweep to name and expect 404. */
async function foreignTax(db: Database, businessId: number): Promise<{ id: number; outletId: number }> {
  const outletId = await firstOutletOf(db, businessId);
  const [existing] = await db
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.businessId, businessId), eq(taxes.name, 'Sweep tax')));
  if (existing) return { id: existing.id, outletId };
  const [tax] = await db
    .insert(taxes)
    .values({ businessId, name: 'Sweep tax', percentage: 10 })
    .returning({ id: taxes.id });
  await db.insert(taxOutlets).values({ businessId, taxId: tax!.id, outletId });
  return { id: tax!.id, outletId };
}

async function foreignGratuity(db: Database, businessId: number): Promise<{ id: number; outletId: number }> {
  const outletId = await firstOutletOf(db, businessId);
  const [existing] = await db
    .select({ id: gratuities.id })
    .from(gratuities)
    .where(and(eq(gratuities.businessId, businessId), eq(gratuities.name, 'Sweep gratuity')));
  if (existing) return { id: existing.id, outletId };
  const [gratuity] = await db
    .insert(gratuities)
    .values({ businessId, name: 'Sweep gratuity', percentage: 5 })
    .returning({ id: gratuities.id });
  await db.insert(gratuityOutlets).values({ businessId, gratuityId: gratuity!.id, outletId });
  return { id: gratuity!.id, outletId };
}

/** Another business's Tax by id, with a body that passes validation (its own outlet is the foreign one). */
export const foreignTaxRequest: ForeignRequestProvider = async (context) => {
  const { id, outletId } = await foreignTax(context.db, context.businessId);
  return {
    params: { id: String(id) },
    body: { name: 'Sweep probe', rate: 10, outlet_ids: [outletId], all_items: true },
  };
};

export const foreignGratuityRequest: ForeignRequestProvider = async (context) => {
  const { id, outletId } = await foreignGratuity(context.db, context.businessId);
  return { params: { id: String(id) }, body: { name: 'Sweep probe', rate: 5, outlet_ids: [outletId] } };
};
