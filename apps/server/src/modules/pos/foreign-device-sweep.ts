import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { outlets, posDevices } from '../../db/schema/index.js';
import { hashDeviceCredential, newDeviceCredential } from '../../platform/auth/device-credential.js';
import type { ForeignRequest } from '../../platform/auth/route-access.js';

/** For the route sweep: a device of `businessId` (paired here), so the sweep can name it from another business. */
export async function foreignDeviceRequest(context: {
  db: Database;
  businessId: number;
}): Promise<ForeignRequest> {
  const { db, businessId } = context;
  const [outlet] = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(eq(outlets.businessId, businessId))
    .orderBy(asc(outlets.id))
    .limit(1);
  if (!outlet) throw new Error(`business ${businessId} has no outlet to sweep with`);
  const credential = newDeviceCredential();
  const [device] = await db
    .insert(posDevices)
    .values({
      businessId,
      outletId: outlet.id,
      name: 'Sweep device',
      credentialHash: hashDeviceCredential(credential),
      credentialHint: credential.slice(-4),
    })
    .returning({ id: posDevices.id });
  return { params: { id: String(device!.id) }, body: { name: 'Renamed' } };
}
