import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { outlets, posDevices } from '../../db/schema/index.js';
import { findRoutedBusiness } from '../../db/tenant-routes.js';

export interface DeviceCaller {
  deviceId: number;
  businessId: number;
  outletId: number;
  /** The outlet's zone: an order's business date is its local date there. */
  timeZone: string;
}

/**
 * The active device holding this credential hash; a revoked one is not found. The credential arrives alone: its
 * route names the business first (decision 0107).
 */
export async function findActiveDevice(db: Queryable, credentialHash: string): Promise<DeviceCaller | null> {
  const businessId = await findRoutedBusiness(db, 'device_credential', credentialHash);
  if (businessId === null) return null;
  const [row] = await db
    .select({
      deviceId: posDevices.id,
      businessId: posDevices.businessId,
      outletId: posDevices.outletId,
      timeZone: outlets.timeZone,
      lastSeenAt: posDevices.lastSeenAt,
    })
    .from(posDevices)
    .innerJoin(
      outlets,
      and(eq(outlets.businessId, posDevices.businessId), eq(outlets.id, posDevices.outletId)),
    )
    .where(
      and(
        eq(posDevices.businessId, businessId),
        eq(posDevices.credentialHash, credentialHash),
        isNull(posDevices.revokedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  // Written at most once a minute, so a device sending several batches a second does not write its row each time.
  if (!row.lastSeenAt || Date.now() - row.lastSeenAt.getTime() > 60_000) {
    await db
      .update(posDevices)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(posDevices.businessId, row.businessId),
          eq(posDevices.id, row.deviceId),
          or(isNull(posDevices.lastSeenAt), lt(posDevices.lastSeenAt, sql`now() - interval '1 minute'`)),
        ),
      );
  }
  return {
    deviceId: row.deviceId,
    businessId: row.businessId,
    outletId: row.outletId,
    timeZone: row.timeZone,
  };
}
