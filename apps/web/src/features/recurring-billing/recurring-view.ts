import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';

/** "Recurring subscription view": the units its price lines carry. */
export type PriceUnit = '/slot/mo' | '/outlet/mo' | '/outlet';

export interface PriceLine {
  key: 'outlets' | 'employeeSlots' | 'coupon';
  /** Price per unit before and after the package's discount; absent on the coupon line. */
  originalPrice?: number;
  finalPrice?: number;
  unit?: PriceUnit;
  /** How many units (outlets, slots); absent on the coupon line. */
  count?: number;
  /** The line's total for one cycle (negative for the coupon). */
  amount: number;
  code?: string;
}

export interface RecurringPrices {
  lines: PriceLine[];
  originalTotal: number;
  total: number;
}

/**
 * The Price Breakdown of one cycle from the active-recurring answer. Outlets are priced per month on a monthly plan
 * ('/outlet/mo') and per outlet for the whole year on a yearly one ('/outlet'); slots always per month. The totals
 * are the server's: lines explain them, they are never summed into a different figure here.
 */
export function recurringPrices(active: ActiveRecurring): RecurringPrices {
  const months = active.month;
  const yearly = months === 12;
  const outletFinal = active.package_price_per_month * (yearly ? months : 1);
  const lines: PriceLine[] = [
    {
      key: 'outlets',
      finalPrice: outletFinal,
      unit: yearly ? '/outlet' : '/outlet/mo',
      count: active.outlet_count,
      amount: active.package_price_per_month * months * active.outlet_count,
    },
  ];
  if (active.employee_slot_count > 0) {
    const slot = active.employee_slot_price_per_month;
    lines.push({
      key: 'employeeSlots',
      originalPrice: slot.amount,
      finalPrice: slot.finalAmount,
      unit: '/slot/mo',
      count: active.employee_slot_count,
      amount: slot.finalAmount * months * active.employee_slot_count,
    });
  }
  if (active.coupon_code && active.coupon_total_amount > 0) {
    lines.push({ key: 'coupon', code: active.coupon_code, amount: -active.coupon_total_amount });
  }
  return { lines, originalTotal: active.original_amount, total: active.final_amount };
}

/** "Recurring failed payment": the gateway's message, else the spec's fallback (by key, translated). */
export function failedPaymentText(active: ActiveRecurring, fallback: string): string {
  return active.failed_payment_message?.trim() || fallback;
}

/** The failed-payment banner shows for a FAILED subscription or one whose charges are being retried. */
export function showsFailedBanner(active: ActiveRecurring): boolean {
  return active.status === 'FAILED' || active.failed_payment_count > 0;
}
