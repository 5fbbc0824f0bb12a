import type { DirectDebitRequest } from '@backoffice/contracts/recurring-billing';
import type { BillingCycle } from '@backoffice/contracts/billing';
import { firstBillingDateFor } from '../../domain/recurring-schedule.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { billingError, loadBillingState } from './billing-rules.js';
import { GatewayUnavailableError } from './payment-gateway.js';
import { findPackageDeal, findSubscription, saveProcessingSubscription } from './recurring.repository.js';
import { recurringError, type RecurringContext } from './recurring-rules.js';
import { verifyBilling } from './verify-billing.js';

/**
 * Direct debit: switches the business to recurring billing. The price is recomputed and a different
 * `final_amount` refused, as for a regular payment; the subscription is stored PROCESSING and the gateway asked to
 * link a GoPay account; the owner is sent to the linking page (`url`). Nothing is charged now: the first charge
 * is due on the last paid day (decision 0098).
 */
export async function startDirectDebit(
  context: RecurringContext,
  caller: Pick<Caller, 'businessId' | 'email'>,
  body: DirectDebitRequest,
): Promise<{ url: string }> {
  const now = context.now();
  if (!body.tnc_approve_date) throw recurringError('0016-0003', 'tnc_approve_date');
  const existing = await findSubscription(context.db, caller.businessId);
  if (existing?.status === 'ACTIVE') throw recurringError('0016-0001');
  const deal = await findPackageDeal(context.db, body.subscription_discount_id);
  if (!deal?.isActive) throw billingError('0015-0006', 'subscription_discount_id');
  const calculation = await verifyBilling(
    context.db,
    caller,
    {
      month: deal.cycle as BillingCycle,
      subscription_discount_id: deal.id,
      coupon_code: body.coupon_code ?? undefined,
      final_price: body.final_amount,
    },
    now,
  );
  const state = await loadBillingState(context.db, caller.businessId, now);
  let link: { accountId: string; activationUrl: string };
  try {
    link = await context.recurring.linkAccount({ redirectUrl: context.linkReturnUrl });
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw AppError.platform('UNAVAILABLE');
    throw error;
  }
  const first = firstBillingDateFor(state.expiry, state.today);
  await saveProcessingSubscription(context.db, {
    businessId: caller.businessId,
    paymentType: 'debit',
    accountId: link.accountId,
    billingEmail: caller.email,
    cardName: 'GoPay',
    cardImageUrl: null,
    interval: calculation.month,
    packageDealId: deal.id,
    couponCode: calculation.coupon?.code ?? null,
    tncApproveDate: new Date(body.tnc_approve_date),
    firstBillingDate: first,
    nextBillingDate: first,
  });
  return { url: link.activationUrl };
}
