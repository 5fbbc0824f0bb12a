import { billingErrors, type BillingErrorCode, type CouponBenefit } from '@backoffice/contracts/billing';
import { localDate } from '../../domain/local-time.js';
import type { CouponBenefit as DomainCoupon } from '../../domain/subscription-pricing.js';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { DEFAULT_BILLING_ZONE } from './invoice-day.js';
import { findBusiness, findCoupon, listBusinessOutlets } from './billing.repository.js';

export function billingError(code: BillingErrorCode, field?: string): AppError {
  return AppError.domain(billingErrors, code, field);
}

/** null counts as active (is_active_subscription). */
export function isActive(value: boolean | null): boolean {
  return value !== false;
}

/** The business with its outlets, its zone (its first outlet's, docs/spec-notes.md, decided reading 10) and today there. */
/** Invoice kinds (`billing_invoices.payment_type`) beside the regular payment: decisions 0102, 0103. */
export const OUTLET_ACTIVATION_PAYMENT = 'outlet_activation';
export const RECURRING_CYCLE_PAYMENT = 'recurring';

export async function loadBillingState(db: Queryable, businessId: number, now: Date) {
  const business = await findBusiness(db, businessId);
  if (!business) throw AppError.notFound();
  const outlets = await listBusinessOutlets(db, businessId);
  const zone = outlets[0]?.timeZone ?? DEFAULT_BILLING_ZONE;
  const day = (instant: Date | null) => (instant ? localDate(zone, instant) : null);
  return {
    business,
    outlets: outlets.map((o) => ({ ...o, endDay: day(o.endDate), active: isActive(o.isActiveSubscription) })),
    zone,
    today: localDate(zone, now),
    expiry: day(business.expiredAt),
    day,
  };
}
export type BillingState = Awaited<ReturnType<typeof loadBillingState>>;

/** A coupon's benefit for a cycle, or the error that refuses it (decision 0073). */
export async function couponBenefit(
  db: Queryable,
  code: string,
  cycle: number,
  now: Date,
): Promise<{ domain: DomainCoupon; benefit: CouponBenefit }> {
  const coupon = await findCoupon(db, code.toUpperCase());
  if (!coupon) throw billingError('0015-0002', 'coupon_code');
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime())
    throw billingError('0015-0003', 'coupon_code');
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    throw billingError('0015-0004', 'coupon_code');
  }
  if (coupon.cycle !== null && coupon.cycle !== cycle) throw billingError('0015-0005', 'coupon_code');
  if (coupon.kind === 'amount') {
    const amount = coupon.amount ?? 0;
    return {
      domain: { kind: 'amount', amount },
      benefit: { total_discount_amount: amount, total_discount_percentage: 0, additional_month: 0 },
    };
  }
  if (coupon.kind === 'percentage') {
    const percentage = coupon.percentage ?? 0;
    return {
      domain: { kind: 'percentage', percentage },
      benefit: { total_discount_amount: 0, total_discount_percentage: percentage, additional_month: 0 },
    };
  }
  const months = coupon.months ?? 0;
  return {
    domain: { kind: 'months', months },
    benefit: { total_discount_amount: 0, total_discount_percentage: 0, additional_month: months },
  };
}
