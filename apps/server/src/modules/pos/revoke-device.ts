import type { PosDevice } from '@backoffice/contracts/pos';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import { deviceView, findDevice, updateDevice } from './devices.repository.js';

/** Revoking twice keeps the first time: the answer says when the device stopped being able to send. */
export async function revokeDevice(
  deps: { db: Database; now: Date },
  caller: Caller,
  id: number,
): Promise<PosDevice> {
  return deps.db.transaction(async (tx) => {
    const device = foundInBusiness(await findDevice(tx, caller, id, { forUpdate: true }));
    if (device.revokedAt) return deviceView(device);
    await updateDevice(tx, caller, id, { revokedAt: deps.now });
    return deviceView({ ...device, revokedAt: deps.now });
  });
}
