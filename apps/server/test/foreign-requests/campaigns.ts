import { and, eq } from 'drizzle-orm';
import { campaigns } from '../../src/db/schema/index.js';
import type { ForeignRequest, ForeignRequestProvider } from '../route-sweep.js';

/** A campaign of `businessId` (found, or written once), which another business must not reach. */
export const foreignCampaignRequest: ForeignRequestProvider = async (context): Promise<ForeignRequest> => {
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
