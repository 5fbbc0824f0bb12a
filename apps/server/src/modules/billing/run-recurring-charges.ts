import { randomBytes } from 'node:crypto';
import { invoiceStatusOf } from '../../domain/payment-status.js';
import { addDays } from '../../domain/subscription-dates.js';
import { loadBillingState } from './billing-rules.js';
import { applyRecurringCharge } from './apply-recurring-charge.js';
import { GatewayUnavailableError } from './payment-gateway.js';
import {
  type ChargeAttemptRow,
  countAttempts,
  findPendingAttemptOf,
  findSubscription,
  insertAttempt,
  listChargeCandidates,
  listPendingAttempts,
  lockSubscription,
} from './recurring.repository.js';
import { cyclePriceNow, type RecurringContext } from './recurring-rules.js';

export interface ChargeRunSummary {
  reconciled: number;
  charged: number;
  paid: number;
  failed: number;
}

/**
 * The scheduled charge job (decision 0098). First it settles what an earlier run left pending: the gateway's
 * status of each pending attempt is booked; an order the gateway never saw (the process died before the call) is
 * charged now under the same order id, which the gateway would refuse to charge twice. Then every active
 * subscription whose billing or retry date has come on the business's calendar gets one new attempt: written and
 * committed first, charged, then booked. Businesses frozen by a deletion request (issue 18) are not charged.
 */
export async function runRecurringCharges(context: RecurringContext): Promise<ChargeRunSummary> {
  const summary: ChargeRunSummary = { reconciled: 0, charged: 0, paid: 0, failed: 0 };
  const count = (result: string) => {
    if (result === 'paid') summary.paid += 1;
    if (result === 'failed') summary.failed += 1;
  };
  for (const attempt of await listPendingAttempts(context.db)) {
    const known = await context.payments.status(attempt.orderId, attempt.amount).catch((error: unknown) => {
      if (error instanceof GatewayUnavailableError) return undefined;
      throw error;
    });
    if (known === undefined) continue;
    if (known) {
      summary.reconciled += 1;
      const result = await applyRecurringCharge(
        context.db,
        { businessId: attempt.businessId, attemptId: attempt.id },
        { transactionStatus: known.transactionStatus, message: null },
        context.now(),
      );
      count(result);
    } else if (!(await isFrozen(context, attempt.businessId))) {
      count(await chargeAttempt(context, attempt));
    }
  }
  const now = context.now();
  const lastDay = addDays(now.toISOString().slice(0, 10), 1);
  for (const { businessId } of await listChargeCandidates(context.db, lastDay)) {
    const attempt = await startAttempt(context, businessId);
    if (!attempt) continue;
    summary.charged += 1;
    count(await chargeAttempt(context, attempt));
  }
  return summary;
}

async function isFrozen(context: RecurringContext, businessId: number): Promise<boolean> {
  const state = await loadBillingState(context.db, businessId, context.now());
  return state.business.frozenAt !== null || state.business.purgedAt !== null;
}

/** Writes the attempt of a due subscription, or nothing when it is not due (any more) or one is still pending. */
function startAttempt(context: RecurringContext, businessId: number): Promise<ChargeAttemptRow | null> {
  return context.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, businessId);
    if (!subscription || subscription.status !== 'ACTIVE' || !subscription.paymentToken) return null;
    const state = await loadBillingState(tx, businessId, context.now());
    if (state.business.frozenAt !== null || state.business.purgedAt !== null) return null;
    const due = subscription.retryDate ?? subscription.nextBillingDate;
    if (due > state.today) return null;
    if (await findPendingAttemptOf(tx, businessId)) return null;
    const price = await cyclePriceNow(tx, subscription, state);
    const tries = await countAttempts(tx, businessId, subscription.id, subscription.nextBillingDate);
    return insertAttempt(tx, {
      businessId,
      subscriptionId: subscription.id,
      // Ours, chosen before the call: the key the gateway and a later reconciliation know the charge by.
      orderId: `RECUR-${businessId}-${randomBytes(6).toString('hex')}`,
      billingDate: subscription.nextBillingDate,
      attemptNumber: tries + 1,
      amount: price.final,
      createdAt: context.now(),
    });
  });
}

async function chargeAttempt(context: RecurringContext, attempt: ChargeAttemptRow): Promise<string> {
  const subscription = await findSubscription(context.db, attempt.businessId);
  if (!subscription?.paymentToken) return 'pending';
  if (subscription.gatewaySubscriptionId)
    await keepGatewayAmount(context, subscription.gatewaySubscriptionId, attempt.amount);
  let result;
  try {
    result = await context.recurring.charge({
      orderId: attempt.orderId,
      grossAmount: attempt.amount,
      accountId: subscription.accountId ?? '',
      token: subscription.paymentToken,
    });
  } catch (error) {
    // Unreachable, or the order is already known: the next run asks the gateway's status of this order.
    if (error instanceof GatewayUnavailableError) return 'pending';
    throw error;
  }
  if (result.transactionStatus && invoiceStatusOf(result.transactionStatus, 'accept') === 'paid') {
    // A paid charge extends the outlets: it is booked only once the status API, signed by our key and checked
    // against the attempt's amount, says so too (issue 27). Otherwise the attempt stays pending and the next run
    // books whatever the status API says then.
    const confirmed = await context.payments
      .status(attempt.orderId, attempt.amount)
      .catch((error: unknown) => {
        if (error instanceof GatewayUnavailableError) return null;
        throw error;
      });
    if (!confirmed) return 'pending';
    result = { transactionStatus: confirmed.transactionStatus, message: result.message };
  }
  return applyRecurringCharge(
    context.db,
    { businessId: attempt.businessId, attemptId: attempt.id },
    result,
    context.now(),
  );
}

/**
 * The gateway's own subscription object does not charge — we charge its token ourselves (decision 0098) — but the
 * gateway's dashboard shows its amount; it is set to what this cycle charges, so a package change or an outlet
 * switched on or off since the switch reads right there too. An unreachable gateway does not hold up the charge:
 * the next cycle sets it again.
 */
async function keepGatewayAmount(context: RecurringContext, id: string, amount: number): Promise<void> {
  try {
    await context.recurring.updateSubscription(id, { amount });
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
  }
}
