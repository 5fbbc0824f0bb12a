import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { businesses, businessSettings, outlets } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { OutletReach } from '../../platform/auth/outlet-reach.js';
import { inBusiness, inOutletReach } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;
export type BusinessRow = typeof businesses.$inferSelect;
export type BusinessSettingsRow = typeof businessSettings.$inferSelect;
export type BusinessSettingsValues = Omit<typeof businessSettings.$inferInsert, 'businessId' | 'updatedAt'>;
export type OutletRow = typeof outlets.$inferSelect;

/** The business only when it is the caller's own: another business's id finds nothing. */
export async function findOwnBusiness(
  db: Queryable,
  business: Business,
  id: number,
): Promise<BusinessRow | undefined> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(inBusiness(businesses.id, business), eq(businesses.id, id)));
  return row;
}

export async function findBusinessSettings(
  db: Queryable,
  business: Business,
): Promise<BusinessSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(businessSettings)
    .where(inBusiness(businessSettings.businessId, business));
  return row;
}

/** A business created without its settings gets the column defaults; an existing row is left alone. */
export async function ensureBusinessSettings(db: Queryable, business: Business): Promise<void> {
  await db
    .insert(businessSettings)
    .values({ businessId: business.businessId })
    .onConflictDoNothing({ target: businessSettings.businessId });
}

/** Replaces the whole setting; the row exists (ensureBusinessSettings, and it is locked by the caller). */
export async function replaceBusinessSettings(
  db: Queryable,
  business: Business,
  values: BusinessSettingsValues,
): Promise<BusinessSettingsRow> {
  const [row] = await db
    .update(businessSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(inBusiness(businessSettings.businessId, business))
    .returning();
  if (!row) throw new Error('business settings row vanished inside its transaction');
  return row;
}

/** Locks the setting so that two owners' saves apply one after the other (recipients merge with the old list). */
export async function lockBusinessSettings(db: Queryable, business: Business): Promise<BusinessSettingsRow> {
  const [row] = await db
    .select()
    .from(businessSettings)
    .where(inBusiness(businessSettings.businessId, business))
    .for('update');
  if (!row) throw new Error('business settings row missing after ensureBusinessSettings');
  return row;
}

function outletConditions(caller: Business & OutletReach): SQL | undefined {
  return and(inBusiness(outlets.businessId, caller), inOutletReach(caller, outlets.id));
}

/** One page of the Outlets the caller reaches, in id order (stable while outlets are added). */
export async function listReachableOutlets(
  db: Queryable,
  caller: Business & OutletReach,
  page: { limit: number; offset: number },
): Promise<OutletRow[]> {
  return db
    .select()
    .from(outlets)
    .where(outletConditions(caller))
    .orderBy(asc(outlets.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countReachableOutlets(db: Queryable, caller: Business & OutletReach): Promise<number> {
  const [row] = await db.select({ total: count() }).from(outlets).where(outletConditions(caller));
  return row?.total ?? 0;
}
