import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { outlets } from '../../db/schema/index.js';
import { localDate } from '../../domain/local-time.js';

/** Billing's calendar when the business has no outlet yet (decision 0073). */
export const DEFAULT_BILLING_ZONE = 'Asia/Jakarta';

/** The business's zone for billing dates: its first outlet's (docs/spec-notes.md, decided reading 10). */
export async function loadBusinessZone(db: Queryable, businessId: number): Promise<string> {
  const [first] = await db
    .select({ timeZone: outlets.timeZone })
    .from(outlets)
    .where(eq(outlets.businessId, businessId))
    .orderBy(asc(outlets.id))
    .limit(1);
  return first?.timeZone ?? DEFAULT_BILLING_ZONE;
}

/**
 * An invoice's date, defined once for the history, the PDF and the overview's last payment date: the day it was
 * paid, or for an attempt not paid the day it started, on the business's calendar.
 */
export function invoiceDay(zone: string, invoice: { paidAt: Date | null; createdAt: Date }): string {
  return localDate(zone, invoice.paidAt ?? invoice.createdAt);
}
