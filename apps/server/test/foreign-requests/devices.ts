import { posDevices } from '../../src/db/schema/index.js';
import { hashDeviceCredential, newDeviceCredential } from '../../src/platform/auth/device-credential.js';
import type { ForeignRequestProvider } from '../route-sweep.js';
import { firstOutletOf } from './outlets.js';

/** A device of `businessId` (paired here), so the sweep can name it from another business. */
export const foreignDeviceRequest: ForeignRequestProvider = async ({ db, businessId }) => {
  const credential = newDeviceCredential();
  const [device] = await db
    .insert(posDevices)
    .values({
      businessId,
      outletId: await firstOutletOf(db, businessId),
      name: 'Sweep device',
      credentialHash: hashDeviceCredential(credential),
      credentialHint: credential.slice(-4),
    })
    .returning({ id: posDevices.id });
  return { params: { id: String(device!.id) }, body: { name: 'Renamed' } };
};
