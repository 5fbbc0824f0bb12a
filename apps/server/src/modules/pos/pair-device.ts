import type { PairedPosDevice } from '@backoffice/contracts/pos';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { hashDeviceCredential, newDeviceCredential } from '../../platform/auth/device-credential.js';
import { reachesOutlet } from '../../platform/auth/outlet-reach.js';
import { AppError } from '../../platform/errors/app-error.js';
import { findDevice, deviceView, findOutletName, insertDevice } from './devices.repository.js';

export const OUTLET_NOT_IN_REACH = 'This outlet is not one of your outlets';

/** Pairs a device to one Outlet within the caller's reach; the credential leaves the server only in this answer. */
export async function pairDevice(
  db: Database,
  caller: Caller,
  body: { outlet_id: number; name: string },
): Promise<PairedPosDevice> {
  return db.transaction(async (tx) => {
    const outletName = reachesOutlet(caller, body.outlet_id)
      ? await findOutletName(tx, caller, body.outlet_id)
      : undefined;
    if (outletName === undefined) throw AppError.invalidField('body.outlet_id', OUTLET_NOT_IN_REACH);
    const credential = newDeviceCredential();
    const id = await insertDevice(tx, caller, {
      outletId: body.outlet_id,
      name: body.name,
      credentialHash: hashDeviceCredential(credential),
      credentialHint: credential.slice(-4),
    });
    const device = await findDevice(tx, caller, id);
    if (!device) throw new Error('the device just paired is not there');
    return { device: deviceView(device), credential };
  });
}
