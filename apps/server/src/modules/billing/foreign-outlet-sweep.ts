import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { outlets } from '../../db/schema/index.js';
import type { ForeignRequest } from '../../platform/auth/route-access.js';

/** The route sweep's probe: another business's outlet priced on its own must be not found (decision 0079). */
export const foreignOutletBillingRequest = async (context: {
  db: Database;
  businessId: number;
}): Promise<ForeignRequest> => {
  const [outlet] = await context.db
    .select({ id: outlets.id })
    .from(outlets)
    .where(eq(outlets.businessId, context.businessId))
    .limit(1);
  if (!outlet) throw new Error('the sweep needs an outlet of the other business');
  return { params: { outletId: String(outlet.id) }, body: { month: 1, final_price: 0 } };
};
