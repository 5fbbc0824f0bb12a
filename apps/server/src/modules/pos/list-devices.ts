import type { PosDevice } from '@backoffice/contracts/pos';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { deviceView, listDevices as listDeviceRows } from './devices.repository.js';

export async function listDevices(
  db: Database,
  caller: Caller,
  query: { outlet_id?: number | undefined },
): Promise<{ devices: PosDevice[] }> {
  const rows = await listDeviceRows(db, caller, query.outlet_id);
  return { devices: rows.map(deviceView) };
}
