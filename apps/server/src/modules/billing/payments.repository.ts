import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { addTenantRoute, findRoutedBusiness } from '../../db/tenant-routes.js';
import {
  billingCoupons,
  billingInvoiceCounters,
  billingInvoices,
  businesses,
  outlets,
} from '../../db/schema/index.js';

/** The gateway names an order id alone: its route names the business (decision 0107). */
const byOrderId = async (db: Queryable, orderId: string) => {
  const businessId = await findRoutedBusiness(db, 'billing_order', orderId);
  return businessId === null
    ? null
    : and(eq(billingInvoices.businessId, businessId), eq(billingInvoices.orderId, orderId));
};

export async function findInvoiceByOrderId(db: Queryable, orderId: string) {
  const where = await byOrderId(db, orderId);
  if (!where) return null;
  const [row] = await db.select().from(billingInvoices).where(where);
  return row ?? null;
}

/** The invoice row locked for its transition: concurrent notifications of one order queue here. */
export async function lockInvoiceByOrderId(db: Queryable, orderId: string) {
  const where = await byOrderId(db, orderId);
  if (!where) return null;
  const [row] = await db.select().from(billingInvoices).where(where).for('update');
  return row ?? null;
}

/**
 * Stores a payment attempt with its gateway order id's route, in one transaction: the route is what keeps the
 * order id unique across businesses and what a notification finds the business by.
 */
export async function insertInvoice(db: Queryable, values: typeof billingInvoices.$inferInsert) {
  return db.transaction(async (tx) => {
    await addTenantRoute(tx, 'billing_order', values.orderId, values.businessId);
    const [row] = await tx.insert(billingInvoices).values(values).returning({ id: billingInvoices.id });
    return row!;
  });
}

export async function updateInvoice(
  db: Queryable,
  businessId: number,
  id: number,
  values: Partial<typeof billingInvoices.$inferInsert>,
) {
  await db
    .update(billingInvoices)
    .set(values)
    .where(and(eq(billingInvoices.businessId, businessId), eq(billingInvoices.id, id)));
}

/** The next invoice number of a year; the counter row is locked until the paying transaction ends: no gaps. */
export async function nextInvoiceNumber(db: Queryable, year: number): Promise<number> {
  const [row] = await db
    .insert(billingInvoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: billingInvoiceCounters.year,
      set: { lastNumber: sql`${billingInvoiceCounters.lastNumber} + 1` },
    })
    .returning({ n: billingInvoiceCounters.lastNumber });
  return row!.n;
}

export async function extendOutlets(db: Queryable, businessId: number, outletIds: number[], endDate: Date) {
  if (outletIds.length === 0) return;
  await db
    .update(outlets)
    .set({ endDate, updatedAt: new Date() })
    .where(and(eq(outlets.businessId, businessId), inArray(outlets.id, outletIds)));
}

export async function renewBusiness(
  db: Queryable,
  businessId: number,
  values: { expiredAt: Date; lastPaymentDate: Date; currentPlan: number },
) {
  await db
    .update(businesses)
    .set({ ...values, isTrial: false, updatedAt: new Date() })
    .where(eq(businesses.id, businessId));
}

export async function countCouponUse(db: Queryable, code: string) {
  await db
    .update(billingCoupons)
    .set({ usedCount: sql`${billingCoupons.usedCount} + 1` })
    .where(eq(billingCoupons.code, code));
}

/**
 * The business's newest payment the gateway left pending whose window is still open (decision 0078); an attempt
 * the owner abandoned before choosing a method never got a window and blocks nothing.
 */
export async function findOpenPendingPayment(db: Queryable, businessId: number, now: Date) {
  const [row] = await db
    .select({
      orderId: billingInvoices.orderId,
      paymentMethod: billingInvoices.paymentMethod,
      pendingUntil: billingInvoices.pendingUntil,
    })
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.businessId, businessId),
        eq(billingInvoices.status, 'pending'),
        gt(billingInvoices.pendingUntil, now),
      ),
    )
    .orderBy(desc(billingInvoices.createdAt))
    .limit(1);
  return row ?? null;
}

/** An invoice paid by the time it is written (a recurring cycle's charge, decision 0103). */
export async function insertPaidInvoice(db: Queryable, values: typeof billingInvoices.$inferInsert) {
  await insertInvoice(db, { ...values, status: 'paid' });
}
