import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { businesses, outlets, recurringSubscriptions, users } from '../db/schema/index.js';
import { localDate } from '../domain/local-time.js';
import type { SeededBusiness } from './businesses.js';

const DAY = 86_400_000;
/** The sandbox gateway charges a token it did not issue as settled unless the tester says otherwise. */
export const DEMO_CARD_TOKEN = 'demo-card-4811111111111114';

/**
 * Issue 16 demo: the recurring business pays monthly by a saved card, its next billing on the day its outlets are
 * paid to (decision 0098), and its outlet that is not renewed lapsed ten days ago, so the outlet tab offers to
 * re-activate it at a pro-rated price.
 */
export async function createRecurringSubscription(
  db: Queryable,
  business: SeededBusiness,
  deals: { monthly: number; yearly: number },
  now: Date,
): Promise<void> {
  if (business.spec.key === 'recurringFailed') return createFailedSubscription(db, business, deals, now);
  if (business.spec.key !== 'recurring') return;
  const [row] = await db
    .select({ expiredAt: businesses.expiredAt, email: users.email })
    .from(businesses)
    .innerJoin(users, and(eq(users.businessId, businesses.id), eq(users.id, business.ownerId)))
    .where(eq(businesses.id, business.id));
  const zone = business.spec.outlets[0]?.timeZone ?? 'Asia/Jakarta';
  const paidThrough = localDate(zone, row?.expiredAt ?? now);
  await db.insert(recurringSubscriptions).values({
    businessId: business.id,
    status: 'ACTIVE',
    paymentType: 'credit_card',
    paymentToken: DEMO_CARD_TOKEN,
    cardName: 'VISA •••• 1114',
    billingEmail: row?.email ?? null,
    interval: 1,
    packageDealId: deals.monthly,
    tncApproveDate: new Date(now.getTime() - 60 * DAY),
    firstBillingDate: paidThrough,
    nextBillingDate: paidThrough,
    createdAt: new Date(now.getTime() - 60 * DAY),
  });
  const lapsed = business.outlets.filter((o) => o.spec.isActiveSubscription === false).map((o) => o.id);
  for (const id of lapsed) {
    await db
      .update(outlets)
      .set({ endDate: new Date(now.getTime() - 10 * DAY) })
      .where(and(eq(outlets.businessId, business.id), eq(outlets.id, id)));
  }
}

/**
 * The failed-payment demo: the saved card was refused on the billing date three days ago and on its three retries,
 * so the subscription is FAILED with no message of the gateway's (the screen shows the spec's fallback). The business
 * is left a few paid days so the banner is seen without the expired hold; 'Update now' links a new account and the
 * unpaid cycle is charged at the next run (decision 0098).
 */
async function createFailedSubscription(
  db: Queryable,
  business: SeededBusiness,
  deals: { monthly: number },
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.businessId, business.id), eq(users.id, business.ownerId)));
  const zone = business.spec.outlets[0]?.timeZone ?? 'Asia/Jakarta';
  const billed = localDate(zone, new Date(now.getTime() - 3 * DAY));
  await db.insert(recurringSubscriptions).values({
    businessId: business.id,
    status: 'FAILED',
    paymentType: 'credit_card',
    paymentToken: 'demo-card-4000000000000002',
    cardName: 'VISA •••• 0002',
    billingEmail: row?.email ?? null,
    interval: 1,
    packageDealId: deals.monthly,
    tncApproveDate: new Date(now.getTime() - 90 * DAY),
    firstBillingDate: billed,
    nextBillingDate: billed,
    failedPaymentCount: 4,
    createdAt: new Date(now.getTime() - 90 * DAY),
  });
}
