import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { categories, salesTypes } from '../../src/db/schema/index.js';
import type { ForeignRequestProvider } from '../route-sweep.js';

/** A category of `businessId` (found, or written once), for the sweep to name another business's. */
async function foreignCategory(db: Database, businessId: number): Promise<number> {
  const [existing] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.name, 'Sweep category')));
  if (existing) return existing.id;
  const [row] = await db
    .insert(categories)
    .values({ businessId, name: 'Sweep category' })
    .returning({ id: categories.id });
  return row!.id;
}

/** A sales type of `businessId` (found, or written once). */
async function foreignSalesType(db: Database, businessId: number): Promise<number> {
  const [existing] = await db
    .select({ id: salesTypes.id })
    .from(salesTypes)
    .where(and(eq(salesTypes.businessId, businessId), eq(salesTypes.name, 'Sweep sales type')));
  if (existing) return existing.id;
  const [row] = await db
    .insert(salesTypes)
    .values({ businessId, name: 'Sweep sales type' })
    .returning({ id: salesTypes.id });
  return row!.id;
}

export const foreignCategoryRequest: ForeignRequestProvider = async ({ db, businessId }) => ({
  params: { id: String(await foreignCategory(db, businessId)) },
  body: { name: 'Sweep probe' },
});

export const foreignSalesTypeRequest: ForeignRequestProvider = async ({ db, businessId }) => ({
  params: { id: String(await foreignSalesType(db, businessId)) },
  body: { name: 'Sweep probe', outlet_ids: [], is_active: false },
});
