import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { outlets } from '../../src/db/schema/index.js';
import type { ForeignRequest, ForeignRequestProvider } from '../route-sweep.js';

/** The first outlet of `businessId`: what most foreign requests name, or build their resource at. */
export async function firstOutletOf(db: Database, businessId: number): Promise<number> {
  const [outlet] = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(eq(outlets.businessId, businessId))
    .orderBy(asc(outlets.id))
    .limit(1);
  if (!outlet) throw new Error(`business ${businessId} has no outlet to sweep with`);
  return outlet.id;
}

/** Another business's outlet in the path as `name`, with an optional body that passes validation. */
export const foreignOutletInPath =
  (name: string, body?: unknown): ForeignRequestProvider =>
  async ({ db, businessId }): Promise<ForeignRequest> => ({
    params: { [name]: String(await firstOutletOf(db, businessId)) },
    ...(body === undefined ? {} : { body }),
  });

/** The other business's outlet priced on its own must be not found (decision 0079). */
export const foreignOutletBillingRequest = foreignOutletInPath('outletId', { month: 1, final_price: 0 });

/** The business itself: another business's id answers 404 like an unknown one (decision 0028). */
export const foreignBusinessRequest: ForeignRequestProvider = async ({ businessId }) => ({
  params: { id: String(businessId) },
});
