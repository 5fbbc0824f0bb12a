import type { Queryable } from '../db/database.js';
import { sql } from 'drizzle-orm';
import {
  billingCoupons,
  billingInvoiceCounters,
  billingInvoices,
  businessDiscountSchemes,
  packageDeals,
  tenantRoutes,
} from '../db/schema/index.js';
import type { SeededBusiness } from './businesses.js';
import { pendingUntil } from '../domain/pending-payment.js';
import { localDate } from '../domain/local-time.js';
import { addMonths } from '../domain/subscription-dates.js';
import { formatInvoiceNumber } from '../domain/invoice-number.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The product's price list and coupons (decision 0073): one monthly and one yearly package deal. */
export async function createPriceList(
  db: Queryable,
  now: Date,
): Promise<{ monthly: number; yearly: number }> {
  const deals = await db
    .insert(packageDeals)
    .values([
      {
        displayName: 'Monthly',
        subscriptionName: 'Moka POS Monthly',
        cycle: 1,
        pricePerMonth: 299_000,
        originalPricePerMonth: 299_000,
        employeeSlotPricePerMonth: 25_000,
      },
      {
        displayName: 'Yearly (save 17%)',
        subscriptionName: 'Moka POS Yearly',
        cycle: 12,
        pricePerMonth: 249_000,
        originalPricePerMonth: 299_000,
        employeeSlotPricePerMonth: 20_000,
      },
    ])
    .returning({ id: packageDeals.id });
  await db.insert(billingCoupons).values([
    { code: 'HEMAT10', kind: 'percentage', percentage: 10 },
    { code: 'POTONG50', kind: 'amount', amount: 50_000 },
    { code: 'BONUSBULAN', kind: 'months', months: 1, cycle: 12 },
    { code: 'KEDALUWARSA', kind: 'amount', amount: 25_000, expiresAt: new Date(now.getTime() - 30 * DAY) },
    { code: 'HABIS', kind: 'percentage', percentage: 20, usageLimit: 100, usedCount: 100 },
  ]);
  return { monthly: deals[0]!.id, yearly: deals[1]!.id };
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The yearly business's renewal schemes and a history of a paid, a failed and a pending attempt. The paid one is
 * numbered as a real payment is: by the year it was paid in on the business's calendar, from that year's counter,
 * so real payments continue after it (issue 26: an invoice of April 2026 is INV/2026/…, never INV/2025/…).
 */
export async function createBillingHistory(
  db: Queryable,
  business: SeededBusiness,
  deals: { monthly: number; yearly: number },
  now: Date,
): Promise<void> {
  if (business.spec.key === 'awaiting') return createPendingTransfer(db, business, deals, now);
  if (business.spec.key !== 'main') return;
  await db.insert(businessDiscountSchemes).values(
    [20, 15, 12, 10, 8, 5].map((percentage, position) => ({
      businessId: business.id,
      position,
      percentage,
    })),
  );
  const outletIds = business.outlets.map((o) => o.id);
  const attempt = (key: string, daysAgo: number, status: 'paid' | 'failed' | 'pending') => {
    const createdAt = new Date(now.getTime() - daysAgo * DAY);
    return {
      businessId: business.id,
      orderId: `BILL-${business.id}-demo-${key}`,
      status,
      gatewayStatus: status === 'paid' ? 'settlement' : status === 'failed' ? 'expire' : 'pending',
      cycle: 12,
      packageDealId: deals.yearly,
      calculation: {},
      outletIds,
      totalAmount: 249_000 * 12 * outletIds.length,
      startPeriod: ymd(createdAt),
      endPeriod: ymd(new Date(createdAt.getTime() + 365 * DAY)),
      createdAt,
    };
  };
  const paidAt = new Date(now.getTime() - 213 * DAY);
  const zone = business.outlets[0]?.spec.timeZone ?? 'Asia/Jakarta';
  const year = Number(localDate(zone, paidAt).slice(0, 4));
  const [counter] = await db
    .insert(billingInvoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: billingInvoiceCounters.year,
      set: { lastNumber: sql`${billingInvoiceCounters.lastNumber} + 1` },
    })
    .returning({ n: billingInvoiceCounters.lastNumber });
  const rows = [
    {
      ...attempt('paid', 213, 'paid'),
      invoiceNumber: formatInvoiceNumber(year, counter!.n),
      paidAt,
      appliedAt: paidAt,
    },
    attempt('failed', 214, 'failed'),
    attempt('pending', 2, 'pending'),
  ];
  await db.insert(billingInvoices).values(rows);
  await routeOrders(db, rows);
}

/** The gateway order ids' routes, as the billing module writes them with each attempt (decision 0107). */
async function routeOrders(db: Queryable, rows: { businessId: number; orderId: string }[]): Promise<void> {
  await db
    .insert(tenantRoutes)
    .values(
      rows.map((row) => ({ kind: 'billing_order' as const, key: row.orderId, businessId: row.businessId })),
    );
}

/**
 * A monthly renewal the owner chose to pay by bank transfer six hours before the demo data was made, not yet
 * transferred: the gateway said "pending", so for 3 days from then Pay is held with the transfer message
 * (decision 0078).
 */
async function createPendingTransfer(
  db: Queryable,
  business: SeededBusiness,
  deals: { monthly: number; yearly: number },
  now: Date,
): Promise<void> {
  const createdAt = new Date(now.getTime() - 6 * HOUR);
  const outletIds = business.outlets.map((o) => o.id);
  const expiry = business.spec.plan(now).expiredAt;
  const row: typeof billingInvoices.$inferInsert = {
    businessId: business.id,
    orderId: `BILL-${business.id}-demo-transfer`,
    status: 'pending',
    gatewayStatus: 'pending',
    paymentMethod: 'bank_transfer',
    pendingUntil: pendingUntil('bank_transfer', createdAt),
    cycle: 1,
    packageDealId: deals.monthly,
    calculation: {},
    outletIds,
    totalAmount: 299_000 * outletIds.length,
    startPeriod: ymd(expiry),
    endPeriod: addMonths(ymd(expiry), 1),
    createdAt,
  };
  await db.insert(billingInvoices).values(row);
  await routeOrders(db, [row]);
}
