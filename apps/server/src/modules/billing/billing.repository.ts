import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  billingCoupons,
  billingInvoices,
  businessDeletionTickets,
  businessDiscountSchemes,
  businesses,
  outlets,
  packageDeals,
} from '../../db/schema/index.js';

export async function findBusiness(db: Queryable, businessId: number) {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  return row ?? null;
}

export function listBusinessOutlets(db: Queryable, businessId: number) {
  return db
    .select({
      id: outlets.id,
      name: outlets.name,
      endDate: outlets.endDate,
      timeZone: outlets.timeZone,
      isActiveSubscription: outlets.isActiveSubscription,
    })
    .from(outlets)
    .where(eq(outlets.businessId, businessId))
    .orderBy(asc(outlets.id));
}

/** Locks the business's outlets for a toggle, so two toggles cannot both turn off "the other" last outlet. */
export function lockBusinessOutlets(db: Queryable, businessId: number) {
  return db
    .select({ id: outlets.id, isActiveSubscription: outlets.isActiveSubscription })
    .from(outlets)
    .where(eq(outlets.businessId, businessId))
    .orderBy(asc(outlets.id))
    .for('update');
}

export async function setOutletActive(
  db: Queryable,
  businessId: number,
  outletId: number,
  isActive: boolean,
) {
  const [row] = await db
    .update(outlets)
    .set({ isActiveSubscription: isActive, updatedAt: new Date() })
    .where(and(eq(outlets.businessId, businessId), eq(outlets.id, outletId)))
    .returning({ name: outlets.name, endDate: outlets.endDate, timeZone: outlets.timeZone });
  return row ?? null;
}

export function listActivePackageDeals(db: Queryable) {
  return db
    .select()
    .from(packageDeals)
    .where(eq(packageDeals.isActive, true))
    .orderBy(asc(packageDeals.cycle), asc(packageDeals.id));
}

export async function findCoupon(db: Queryable, code: string) {
  const [row] = await db.select().from(billingCoupons).where(eq(billingCoupons.code, code));
  return row ?? null;
}

export async function listSchemePercentages(db: Queryable, businessId: number): Promise<number[]> {
  const rows = await db
    .select({ percentage: businessDiscountSchemes.percentage })
    .from(businessDiscountSchemes)
    .where(eq(businessDiscountSchemes.businessId, businessId))
    .orderBy(asc(businessDiscountSchemes.position));
  return rows.map((r) => r.percentage);
}

export async function pageInvoices(db: Queryable, businessId: number, page: number, pageSize: number) {
  const where = eq(billingInvoices.businessId, businessId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(billingInvoices)
      .where(where)
      .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(billingInvoices).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Outlets of the business for a foreign-id check without loading them all. */
export async function outletExists(db: Queryable, businessId: number, outletId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(outlets)
    .where(and(eq(outlets.businessId, businessId), eq(outlets.id, outletId)));
  return row !== undefined;
}

/** Whether the business has a deletion ticket in progress: it is frozen and pays nothing (decision 0089). */
export async function isBusinessFrozen(db: Queryable, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: businessDeletionTickets.id })
    .from(businessDeletionTickets)
    .where(
      and(
        eq(businessDeletionTickets.businessId, businessId),
        inArray(businessDeletionTickets.status, ['open', 'purging']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
