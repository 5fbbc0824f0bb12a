import { and, asc, eq, sql } from 'drizzle-orm';
import type { PosDevice } from '@backoffice/contracts/pos';
import type { Queryable } from '../../db/database.js';
import { outlets, posDevices } from '../../db/schema/index.js';
import { addTenantRoute } from '../../db/tenant-routes.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness, inOutletReach } from '../../platform/auth/tenant-scope.js';

const columns = {
  id: posDevices.id,
  outletId: posDevices.outletId,
  outletName: outlets.name,
  name: posDevices.name,
  credentialHint: posDevices.credentialHint,
  createdAt: posDevices.createdAt,
  lastSeenAt: posDevices.lastSeenAt,
  revokedAt: posDevices.revokedAt,
};
export interface DeviceRow {
  id: number;
  outletId: number;
  outletName: string;
  name: string;
  credentialHint: string;
  createdAt: Date;
  lastSeenAt: Date | null;
  revokedAt: Date | null;
}

export function deviceView(row: DeviceRow): PosDevice {
  return {
    id: row.id,
    outlet_id: row.outletId,
    outlet_name: row.outletName,
    name: row.name,
    credential_hint: row.credentialHint,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

const joinOutlet = and(eq(outlets.businessId, posDevices.businessId), eq(outlets.id, posDevices.outletId));

/** Devices at the Outlets within the caller's reach, active ones first, then by outlet and name. */
export async function listDevices(
  db: Queryable,
  caller: Caller,
  outletId: number | undefined,
): Promise<DeviceRow[]> {
  return db
    .select(columns)
    .from(posDevices)
    .innerJoin(outlets, joinOutlet)
    .where(
      and(
        inBusiness(posDevices.businessId, caller),
        inOutletReach(caller, posDevices.outletId),
        outletId === undefined ? undefined : eq(posDevices.outletId, outletId),
      ),
    )
    .orderBy(
      sql`${posDevices.revokedAt} is not null`,
      asc(outlets.name),
      asc(posDevices.name),
      asc(posDevices.id),
    )
    .limit(1000);
}

export async function findDevice(
  db: Queryable,
  caller: Caller,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<DeviceRow | undefined> {
  const query = db
    .select(columns)
    .from(posDevices)
    .innerJoin(outlets, joinOutlet)
    .where(
      and(
        inBusiness(posDevices.businessId, caller),
        inOutletReach(caller, posDevices.outletId),
        eq(posDevices.id, id),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update', { of: posDevices }) : await query;
  return row;
}

export async function insertDevice(
  db: Queryable,
  caller: Caller,
  values: { outletId: number; name: string; credentialHash: string; credentialHint: string },
): Promise<number> {
  // The credential's route names the device's business to its requests and keeps the credential unique across
  // businesses (decision 0107); the caller's transaction writes both.
  await addTenantRoute(db, 'device_credential', values.credentialHash, caller.businessId);
  const [row] = await db
    .insert(posDevices)
    .values({ businessId: caller.businessId, createdBy: caller.userId, ...values })
    .returning({ id: posDevices.id });
  return row!.id;
}

export async function updateDevice(
  db: Queryable,
  caller: Caller,
  id: number,
  values: { name?: string; revokedAt?: Date },
): Promise<void> {
  await db
    .update(posDevices)
    .set(values)
    .where(and(inBusiness(posDevices.businessId, caller), eq(posDevices.id, id)));
}

/** The outlet's name when it is the caller's business's; undefined otherwise. */
export async function findOutletName(
  db: Queryable,
  caller: Caller,
  outletId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: outlets.name })
    .from(outlets)
    .where(and(inBusiness(outlets.businessId, caller), eq(outlets.id, outletId)));
  return row?.name;
}
