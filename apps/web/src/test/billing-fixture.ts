import type { BillingOverview } from '@backoffice/contracts/billing';

/**
 * A monthly business paid up to 10 Dec 2026 with the given outlets (all on one active Kemang outlet by default),
 * offered the monthly deal at Rp299.000 and the yearly one at Rp249.000 a month, for the billing tests.
 */
export function billingOverviewFixture(
  outlets: readonly { id: number; name: string; active: boolean }[] = [
    { id: 11, name: 'Kemang', active: true },
  ],
  patch: Partial<BillingOverview> = {},
): BillingOverview {
  return {
    plan_name: 'Moka POS Monthly',
    current_plan: 1,
    is_trial: false,
    is_enterprise: false,
    is_pos_user: true,
    has_expired: false,
    expired_at: '2026-12-10',
    last_payment_date: '2026-11-10',
    extendable_purchased_slots: outlets.length,
    unused_outlet_slots: 0,
    pending_payment: null,
    outlets: outlets.map((o) => ({
      id: o.id,
      name: o.name,
      end_date: '2026-12-10',
      is_active_subscription: o.active,
    })),
    package_deals: [
      {
        subscription_discount_id: 1,
        package_deal_display_name: 'Monthly',
        month: 1,
        final_package_deal_price_per_month: 299_000,
        original_package_deal_price_per_month: 299_000,
      },
      {
        subscription_discount_id: 2,
        package_deal_display_name: 'Yearly',
        month: 12,
        final_package_deal_price_per_month: 249_000,
        original_package_deal_price_per_month: 299_000,
      },
    ],
    ...patch,
  };
}
