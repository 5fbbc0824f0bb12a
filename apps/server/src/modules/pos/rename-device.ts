import type { PosDevice } from '@backoffice/contracts/pos';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import { deviceView, findDevice, updateDevice } from './devices.repository.js';

export async function renameDevice(
  db: Database,
  caller: Caller,
  id: number,
  body: { name: string },
): Promise<PosDevice> {
  return db.transaction(async (tx) => {
    const device = foundInBusiness(await findDevice(tx, caller, id, { forUpdate: true }));
    await updateDevice(tx, caller, id, { name: body.name });
    return deviceView({ ...device, name: body.name });
  });
}
