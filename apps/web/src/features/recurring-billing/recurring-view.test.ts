import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';
import { describe, expect, it } from 'vitest';
import { failedPaymentText, recurringPrices, showsFailedBanner } from './recurring-view';
import { activeRecurringFixture } from '../../test/recurring-fixture';

describe('the recurring price breakdown ("Recurring subscription view")', () => {
  it('prices outlets per month and slots per slot per month on a monthly plan, with the coupon', () => {
    const prices = recurringPrices(
      activeRecurringFixture({ coupon_code: 'HEMAT', coupon_total_amount: 20_000, final_amount: 528_000 }),
    );
    expect(prices.lines).toEqual([
      { key: 'outlets', finalPrice: 249_000, unit: '/outlet/mo', count: 2, amount: 498_000 },
      {
        key: 'employeeSlots',
        originalPrice: 30_000,
        finalPrice: 25_000,
        unit: '/slot/mo',
        count: 2,
        amount: 50_000,
      },
      { key: 'coupon', code: 'HEMAT', amount: -20_000 },
    ]);
    expect(prices.total).toBe(528_000);
    expect(prices.originalTotal).toBe(658_000);
  });

  it('prices outlets per outlet for the year on a yearly plan and leaves out absent slots and coupon', () => {
    const prices = recurringPrices(
      activeRecurringFixture({ month: 12, package_price_per_month: 199_000, employee_slot_count: 0 }),
    );
    expect(prices.lines).toEqual([
      { key: 'outlets', finalPrice: 2_388_000, unit: '/outlet', count: 2, amount: 4_776_000 },
    ]);
  });
});

describe('the failed-payment banner text ("Recurring failed payment")', () => {
  const fallback = 'There is an issue with your payment detail. Please update your payment information.';
  it('shows the gateway message, else the fallback', () => {
    expect(
      failedPaymentText(activeRecurringFixture({ failed_payment_message: 'Card declined' }), fallback),
    ).toBe('Card declined');
    expect(failedPaymentText(activeRecurringFixture({ failed_payment_message: null }), fallback)).toBe(
      fallback,
    );
    expect(failedPaymentText(activeRecurringFixture({ failed_payment_message: '  ' }), fallback)).toBe(
      fallback,
    );
  });

  it('shows for a FAILED subscription or one being retried', () => {
    const at = (patch: Partial<ActiveRecurring>) => showsFailedBanner(activeRecurringFixture(patch));
    expect(at({ status: 'FAILED' })).toBe(true);
    expect(at({ status: 'ACTIVE', failed_payment_count: 1 })).toBe(true);
    expect(at({ status: 'ACTIVE', failed_payment_count: 0 })).toBe(false);
  });
});
