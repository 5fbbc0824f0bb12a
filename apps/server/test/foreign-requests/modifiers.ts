import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { modifierOptions, modifierOutlets, modifiers } from '../../src/db/schema/index.js';
import type { ForeignRequestProvider } from '../route-sweep.js';
import { firstOutletOf } from './outlets.js';

/** A modifier set with one option at the first outlet of `businessId` (found, or written once). */
async function foreignModifier(
  db: Database,
  businessId: number,
): Promise<{ modifierId: number; outletId: number }> {
  const outletId = await firstOutletOf(db, businessId);
  const [existing] = await db
    .select({ id: modifiers.id })
    .from(modifiers)
    .where(and(eq(modifiers.businessId, businessId), eq(modifiers.name, 'Sweep modifier')))
    .limit(1);
  if (existing) return { modifierId: existing.id, outletId };
  const [row] = await db
    .insert(modifiers)
    .values({ businessId, name: 'Sweep modifier', minSelect: 0, maxSelect: 1, isSingleChoice: true })
    .returning({ id: modifiers.id });
  await db
    .insert(modifierOptions)
    .values({ businessId, modifierId: row!.id, name: 'Sweep option', price: 0 });
  await db.insert(modifierOutlets).values({ businessId, modifierId: row!.id, outletId });
  return { modifierId: row!.id, outletId };
}

/** Another business's set in the path, with a body that passes validation (naming that business's outlet). */
export const foreignModifierRequest: ForeignRequestProvider = async ({ db, businessId }) => {
  const { modifierId, outletId } = await foreignModifier(db, businessId);
  return {
    params: { id: String(modifierId) },
    body: {
      name: 'Sweep probe',
      options: [{ name: 'Probe', price: 0 }],
      min_select: 0,
      max_select: 1,
      outlet_ids: [outletId],
    },
  };
};

export const foreignModifierBulkRequest: ForeignRequestProvider = async ({ db, businessId }) => {
  const { modifierId } = await foreignModifier(db, businessId);
  return { body: { ids: [modifierId] } };
};

/** The list filtered by another business's outlet. */
export const foreignModifierOutletQuery: ForeignRequestProvider = async ({ db, businessId }) => {
  const { outletId } = await foreignModifier(db, businessId);
  return { query: { outlet: String(outletId) } };
};
