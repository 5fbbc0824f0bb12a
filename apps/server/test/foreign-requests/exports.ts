import { exportRequests } from '../../src/db/schema/index.js';
import type { ForeignRequestProvider } from '../route-sweep.js';

/** An export of `businessId`, whose status another business must not read. */
export const foreignExportRequest: ForeignRequestProvider = async (context) => {
  const [row] = await context.db
    .insert(exportRequests)
    .values({
      businessId: context.businessId,
      featureName: 'order-export-transaction',
      format: 'xlsx',
      startTime: '2024-01-01T00:00:00',
      endTime: '2024-01-01T23:59:59',
      outletIds: [],
    })
    .returning({ id: exportRequests.id });
  return { params: { id: row!.id } };
};
