import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  businesses,
  outlets,
  packageDeals,
  recurringChargeAttempts,
  recurringSubscriptions,
} from '../../db/schema/index.js';

export type RecurringSubscriptionRow = typeof recurringSubscriptions.$inferSelect;
export type ChargeAttemptRow = typeof recurringChargeAttempts.$inferSelect;

export async function findSubscription(db: Queryable, businessId: number) {
  const [row] = await db
    .select()
    .from(recurringSubscriptions)
    .where(eq(recurringSubscriptions.businessId, businessId));
  return row ?? null;
}

/** The business's subscription locked: a charge, a link's completion and an owner's change queue here. */
export async function lockSubscription(db: Queryable, businessId: number) {
  const [row] = await db
    .select()
    .from(recurringSubscriptions)
    .where(eq(recurringSubscriptions.businessId, businessId))
    .for('update');
  return row ?? null;
}

export async function findBusinessOfAccount(db: Queryable, accountId: string): Promise<number | null> {
  const [row] = await db
    .select({ businessId: recurringSubscriptions.businessId })
    .from(recurringSubscriptions)
    .where(eq(recurringSubscriptions.accountId, accountId));
  return row?.businessId ?? null;
}

/** Starts (or restarts) the business's one recurring subscription in PROCESSING. */
export async function saveProcessingSubscription(
  db: Queryable,
  values: Omit<typeof recurringSubscriptions.$inferInsert, 'id' | 'status'>,
) {
  const fresh = {
    ...values,
    status: 'PROCESSING' as const,
    gatewaySubscriptionId: null,
    paymentToken: null,
    cyclesCharged: 0,
    retryDate: null,
    failedPaymentCount: 0,
    failedPaymentMessage: null,
  };
  await db
    .insert(recurringSubscriptions)
    .values(fresh)
    .onConflictDoUpdate({ target: recurringSubscriptions.businessId, set: fresh });
}

export async function updateSubscription(
  db: Queryable,
  businessId: number,
  values: Partial<typeof recurringSubscriptions.$inferInsert>,
) {
  await db
    .update(recurringSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(recurringSubscriptions.businessId, businessId));
}

export async function findPackageDeal(db: Queryable, id: number) {
  const [row] = await db.select().from(packageDeals).where(eq(packageDeals.id, id));
  return row ?? null;
}

/**
 * Active subscriptions whose billing or retry date may have come (`lastDay` is tomorrow in UTC, so that every zone
 * east of it is covered; the operation checks the business's own today), of businesses that are not frozen by a
 * deletion request (issue 18) nor purged.
 */
export function listChargeCandidates(db: Queryable, lastDay: string) {
  return db
    .select({ businessId: recurringSubscriptions.businessId })
    .from(recurringSubscriptions)
    .innerJoin(businesses, eq(businesses.id, recurringSubscriptions.businessId))
    .where(
      and(
        eq(recurringSubscriptions.status, 'ACTIVE'),
        lte(
          sql`coalesce(${recurringSubscriptions.retryDate}, ${recurringSubscriptions.nextBillingDate})`,
          lastDay,
        ),
        isNull(businesses.frozenAt),
        isNull(businesses.purgedAt),
      ),
    )
    .orderBy(asc(recurringSubscriptions.businessId));
}

/** Attempts written before a gateway call whose result was never booked (the process died in between). */
export function listPendingAttempts(db: Queryable) {
  return db
    .select()
    .from(recurringChargeAttempts)
    .where(eq(recurringChargeAttempts.status, 'pending'))
    .orderBy(asc(recurringChargeAttempts.id));
}

export async function findPendingAttemptOf(db: Queryable, businessId: number) {
  const [row] = await db
    .select()
    .from(recurringChargeAttempts)
    .where(
      and(eq(recurringChargeAttempts.businessId, businessId), eq(recurringChargeAttempts.status, 'pending')),
    )
    .limit(1);
  return row ?? null;
}

export async function lockAttempt(db: Queryable, businessId: number, id: number) {
  const [row] = await db
    .select()
    .from(recurringChargeAttempts)
    .where(and(eq(recurringChargeAttempts.businessId, businessId), eq(recurringChargeAttempts.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertAttempt(db: Queryable, values: typeof recurringChargeAttempts.$inferInsert) {
  const [row] = await db.insert(recurringChargeAttempts).values(values).returning();
  return row!;
}

export async function updateAttempt(
  db: Queryable,
  businessId: number,
  id: number,
  values: Partial<typeof recurringChargeAttempts.$inferInsert>,
) {
  await db
    .update(recurringChargeAttempts)
    .set(values)
    .where(and(eq(recurringChargeAttempts.businessId, businessId), eq(recurringChargeAttempts.id, id)));
}

export async function setBillingMode(db: Queryable, businessId: number, mode: 'regular' | 'recurring') {
  await db
    .update(businesses)
    .set({ billingMode: mode, updatedAt: new Date() })
    .where(eq(businesses.id, businessId));
}

export async function countAttempts(
  db: Queryable,
  businessId: number,
  subscriptionId: number,
  billingDate: string,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recurringChargeAttempts)
    .where(
      and(
        eq(recurringChargeAttempts.businessId, businessId),
        eq(recurringChargeAttempts.subscriptionId, subscriptionId),
        eq(recurringChargeAttempts.billingDate, billingDate),
      ),
    );
  return row?.n ?? 0;
}

export function listRecurringOutlets(db: Queryable, businessId: number) {
  return db
    .select({
      id: outlets.id,
      name: outlets.name,
      address: outlets.address,
      kecamatan: outlets.kecamatan,
      city: outlets.city,
      createdAt: outlets.createdAt,
      endDate: outlets.endDate,
      timeZone: outlets.timeZone,
      isActiveSubscription: outlets.isActiveSubscription,
    })
    .from(outlets)
    .where(eq(outlets.businessId, businessId))
    .orderBy(asc(outlets.id));
}
