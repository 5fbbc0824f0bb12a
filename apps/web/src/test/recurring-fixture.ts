import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';

/** An active monthly card subscription of two outlets and two extra slots, for the feature's tests. */
export function activeRecurringFixture(patch: Partial<ActiveRecurring> = {}): ActiveRecurring {
  return {
    status: 'ACTIVE',
    package_deal_display_name: 'Monthly',
    subscription_discount_id: 1,
    month: 1,
    coupon_code: null,
    coupon_discount_percentage: 0,
    coupon_total_amount: 0,
    discount_percentage: 0,
    payment_type: 'credit_card',
    card_name: 'VISA •••• 1114',
    card_token: null,
    card_image_url: null,
    billing_email: 'owner@shop.test',
    failed_payment_count: 0,
    failed_payment_message: null,
    employee_slot_count: 2,
    outlet_count: 2,
    next_billing_date: '2026-12-10',
    employee_slot_price_per_month: { amount: 30_000, finalAmount: 25_000 },
    package_price_per_month: 249_000,
    original_amount: 658_000,
    final_amount: 548_000,
    ...patch,
  };
}
