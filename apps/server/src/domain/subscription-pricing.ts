import { addMonths, daysBetween } from './subscription-dates.js';
import { percentOf } from './rounding.js';

/**
 * The subscription's money model (decision 0073). Every amount is integer Rupiah, computed here from stored prices;
 * a client's total is only ever compared with the result.
 *
 * A renewal moves the business's expiry (the anchor) forward by the cycle; every active outlet is brought to the
 * same new end date. An outlet whose own end date is the anchor pays the package's full months; one that ended
 * earlier, or later, pays for exactly the time it gets: whole calendar months at the monthly price plus the rest
 * of a month pro rata by its days (`prorateMonths`). A coupon's additional months are free and come after.
 */

export type BillingCycle = 1 | 12;

export type CouponBenefit =
  | { kind: 'amount'; amount: number }
  | { kind: 'percentage'; percentage: number }
  | { kind: 'months'; months: number };

export interface PricingOutlet {
  id: number;
  /** The outlet's current end date (`yyyy-MM-dd`), or null when it never had one. */
  endDate: string | null;
}

export interface PricingInput {
  cycle: BillingCycle;
  /** Price per outlet per month of the chosen package deal, and before its package discount. */
  pricePerMonth: number;
  originalPricePerMonth: number;
  /** Extra employee slots bought, and their price per slot per month. */
  employeeSlots: number;
  employeeSlotPricePerMonth: number;
  outlets: readonly PricingOutlet[];
  /** The business's current expiry date, or null (a trial that never paid). */
  businessExpiry: string | null;
  /** Today on the business's calendar. */
  today: string;
  /** The renewal discount scheme's percentage in force today (0 when none). */
  schemePercentage: number;
  coupon: CouponBenefit | null;
}

export interface PricedOutlet {
  id: number;
  currentEndDate: string | null;
  isProrated: boolean;
  /** The period paid for: from this date to the new end date (coupon months excluded). */
  paidFrom: string;
  originalPrice: number;
  price: number;
}

export interface PricingResult {
  /** Where the paid period starts for an outlet on the anchor: the later of the expiry and today. */
  anchor: string;
  /** The new end date of every priced outlet, coupon months included (extended_date). */
  extendedDate: string;
  outlets: PricedOutlet[];
  employeeSlotOriginalPrice: number;
  employeeSlotPrice: number;
  /** Before the package discount, the scheme and the coupon. */
  originalTotal: number;
  /** After the package discount, before the scheme and the coupon. */
  packageTotal: number;
  schemeDiscount: number;
  couponDiscount: number;
  couponMonths: number;
  finalTotal: number;
}

/**
 * How many months (whole, plus a fraction by days) lie from `from` to `to`. The fraction is the remaining days
 * over the length of the calendar month in which they fall, so a short February costs no less per day than it
 * should and 31 January → 29 February 2028 is exactly one month.
 */
export function prorateMonths(from: string, to: string): { whole: number; days: number; monthDays: number } {
  if (to <= from) return { whole: 0, days: 0, monthDays: 1 };
  let whole = 0;
  while (addMonths(from, whole + 1) <= to) whole += 1;
  const start = addMonths(from, whole);
  const days = daysBetween(start, to);
  const monthDays = daysBetween(start, addMonths(from, whole + 1));
  return { whole, days, monthDays };
}

/** `pricePerMonth` for the months from `from` to `to`, the partial month rounded to the nearest Rupiah. */
export function pricePeriod(pricePerMonth: number, from: string, to: string): number {
  const { whole, days, monthDays } = prorateMonths(from, to);
  return pricePerMonth * whole + Math.round((pricePerMonth * days) / monthDays);
}

export function priceSubscription(input: PricingInput): PricingResult {
  const anchor =
    input.businessExpiry && input.businessExpiry > input.today ? input.businessExpiry : input.today;
  const paidUntil = addMonths(anchor, input.cycle);
  const couponMonths = input.coupon?.kind === 'months' ? input.coupon.months : 0;
  const extendedDate = addMonths(anchor, input.cycle + couponMonths);

  const outlets = input.outlets.map((o): PricedOutlet => {
    const paidFrom = o.endDate && o.endDate > input.today ? o.endDate : input.today;
    const isProrated = paidFrom !== anchor;
    return {
      id: o.id,
      currentEndDate: o.endDate,
      isProrated,
      paidFrom,
      originalPrice: pricePeriod(input.originalPricePerMonth, paidFrom, paidUntil),
      price: pricePeriod(input.pricePerMonth, paidFrom, paidUntil),
    };
  });
  const employeeSlotOriginalPrice = input.employeeSlots * input.employeeSlotPricePerMonth * input.cycle;
  const employeeSlotPrice = employeeSlotOriginalPrice;
  const originalTotal = outlets.reduce((s, o) => s + o.originalPrice, 0) + employeeSlotOriginalPrice;
  const packageTotal = outlets.reduce((s, o) => s + o.price, 0) + employeeSlotPrice;
  const schemeDiscount = percentOf(packageTotal, input.schemePercentage);
  const afterScheme = packageTotal - schemeDiscount;
  let couponDiscount = 0;
  if (input.coupon?.kind === 'amount') couponDiscount = Math.min(input.coupon.amount, afterScheme);
  if (input.coupon?.kind === 'percentage') couponDiscount = percentOf(afterScheme, input.coupon.percentage);
  return {
    anchor,
    extendedDate,
    outlets,
    employeeSlotOriginalPrice,
    employeeSlotPrice,
    originalTotal,
    packageTotal,
    schemeDiscount,
    couponDiscount,
    couponMonths,
    finalTotal: afterScheme - couponDiscount,
  };
}
