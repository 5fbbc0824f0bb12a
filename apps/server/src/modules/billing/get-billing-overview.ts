import type { BillingCycle, BillingOverview } from '@backoffice/contracts/billing';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { loadBillingState } from './billing-rules.js';
import { listActivePackageDeals } from './billing.repository.js';
import { pendingKindOf } from '../../domain/pending-payment.js';
import { findOpenPendingPayment } from './payments.repository.js';

const cycle = (n: number): BillingCycle => (n === 12 ? 12 : 1);

export async function getBillingOverview(
  db: Queryable,
  caller: Pick<Caller, 'businessId'>,
  now: Date = new Date(),
): Promise<BillingOverview> {
  const state = await loadBillingState(db, caller.businessId, now);
  const deals = await listActivePackageDeals(db);
  const b = state.business;
  const plan = deals.find((d) => d.cycle === b.currentPlan);
  const pending = await findOpenPendingPayment(db, caller.businessId, now);
  return {
    plan_name: b.isTrial ? 'Trial' : (plan?.subscriptionName ?? ''),
    current_plan: cycle(b.currentPlan),
    is_trial: b.isTrial,
    is_enterprise: b.isEnterprise,
    is_pos_user: b.isPosUser,
    has_expired: b.expiredAt !== null && b.expiredAt.getTime() <= now.getTime(),
    expired_at: state.expiry,
    last_payment_date: state.day(b.lastPaymentDate),
    extendable_purchased_slots: state.outlets.length + Math.max(0, b.outletSlot - state.outlets.length),
    unused_outlet_slots: Math.max(0, b.outletSlot - state.outlets.length),
    outlets: state.outlets.map((o) => ({
      id: o.id,
      name: o.name,
      end_date: o.endDay,
      is_active_subscription: o.active,
    })),
    package_deals: deals.map((d) => ({
      subscription_discount_id: d.id,
      package_deal_display_name: d.displayName,
      month: cycle(d.cycle),
      final_package_deal_price_per_month: d.pricePerMonth,
      original_package_deal_price_per_month: d.originalPricePerMonth,
    })),
    pending_payment: pending
      ? {
          order_id: pending.orderId,
          kind: pendingKindOf(pending.paymentMethod),
          payment_method: pending.paymentMethod ?? 'bank_transfer',
          pending_until: pending.pendingUntil!.toISOString(),
        }
      : null,
  };
}
