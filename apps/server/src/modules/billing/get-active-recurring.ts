import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';
import type { BillingCycle } from '@backoffice/contracts/billing';
import type { Caller } from '../../platform/auth/caller.js';
import { loadBillingState } from './billing-rules.js';
import { completeRecurringLink } from './complete-recurring-link.js';
import { findSubscription } from './recurring.repository.js';
import { cyclePriceNow, type RecurringContext } from './recurring-rules.js';

/**
 * The business's recurring subscription ("Active recurring"). While it is PROCESSING the gateway is asked
 * first, so the screen's polling resolves a switch whose notification never arrived. Prices are those of the next
 * cycle as the business stands now. A business that never switched answers null (docs/spec-notes.md, "Recurring
 * billing paths"): the regular billing page asks on every load.
 */
export async function getActiveRecurring(
  context: RecurringContext,
  caller: Pick<Caller, 'businessId'>,
): Promise<ActiveRecurring | null> {
  let subscription = await findSubscription(context.db, caller.businessId);
  if (subscription?.status === 'PROCESSING') {
    await completeRecurringLink(context, caller.businessId).catch(() => null);
    subscription = await findSubscription(context.db, caller.businessId);
  }
  if (!subscription) return null;
  const state = await loadBillingState(context.db, caller.businessId, context.now());
  const price = await cyclePriceNow(context.db, subscription, state);
  return {
    status: subscription.status,
    package_deal_display_name: price.deal.displayName,
    subscription_discount_id: subscription.packageDealId,
    month: subscription.interval as BillingCycle,
    coupon_code: subscription.couponCode,
    coupon_discount_percentage: 0,
    coupon_total_amount: 0,
    discount_percentage: 0,
    payment_type: subscription.paymentType,
    card_name: subscription.cardName,
    // The token stays between us and the gateway; the screen needs only to know a card is saved.
    card_token: null,
    card_image_url: subscription.cardImageUrl,
    billing_email: subscription.billingEmail,
    failed_payment_count: subscription.failedPaymentCount,
    failed_payment_message: subscription.failedPaymentMessage,
    employee_slot_count: state.business.employeeSlot,
    outlet_count: price.activeOutlets,
    next_billing_date: subscription.retryDate ?? subscription.nextBillingDate,
    employee_slot_price_per_month: {
      amount: price.deal.employeeSlotPricePerMonth,
      finalAmount: price.deal.employeeSlotPricePerMonth,
    },
    package_price_per_month: price.deal.pricePerMonth,
    original_amount: price.original,
    final_amount: price.final,
  };
}
