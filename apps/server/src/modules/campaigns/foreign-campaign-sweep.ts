import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { campaigns, outlets } from '../../db/schema/index.js';
import type { ForeignRequest } from '../../platform/auth/route-access.js';

/** For the route sweep: a campaign of `businessId` (found, or written once), which another business must not reach. */
export const foreignCampaignRequest = async (context: {
  db: Database;
  businessId: number;
}): Promise<ForeignRequest> => {
  const where = and(eq(campaigns.businessId, context.businessId), eq(campaigns.name, 'Sweep campaign'));
  let [row] = await context.db.select({ id: campaigns.id }).from(campaigns).where(where).limit(1);
  if (!row) {
    [row] = await context.db
      .insert(campaigns)
      .values({
        businessId: context.businessId,
        name: 'Sweep campaign',
        images: [{ name: 'sweep.png', url: 'data:image/png;base64,' }],
        duration: 5,
        startDate: new Date(),
        isActive: false,
      })
      .returning({ id: campaigns.id });
  }
  // One body that is valid for both the edit and the status change, so only the foreign id can refuse it.
  const body = {
    is_active: false,
    name: 'Sweep probe',
    images: [{ name: 'sweep.png', url: 'data:image/png;base64,' }],
    duration: 5,
    outlet_ids: [1],
  };
  return { params: { campaignId: String(row!.id) }, body };
};

/** For the route sweep: another business's outlet, whose display must not be read. */
export const foreignOutletRequest = async (context: {
  db: Database;
  businessId: number;
}): Promise<ForeignRequest> => {
  const [outlet] = await context.db
    .select({ id: outlets.id })
    .from(outlets)
    .where(eq(outlets.businessId, context.businessId))
    .orderBy(asc(outlets.id))
    .limit(1);
  if (!outlet) throw new Error(`business ${context.businessId} has no outlet to sweep with`);
  return { params: { outlet: String(outlet.id) } };
};
