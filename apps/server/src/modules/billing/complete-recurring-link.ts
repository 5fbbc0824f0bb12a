import {
  RECURRING_ACTIVATION_EVENT,
  RECURRING_TOPIC,
  recurringMessages,
} from '@backoffice/contracts/recurring-billing';
import { localTimeToInstant } from '../../domain/calendar-text.js';
import { loadBillingState } from './billing-rules.js';
import { lockSubscription, setBillingMode, updateSubscription } from './recurring.repository.js';
import { cyclePriceNow, RETRY_POLICY, type RecurringContext } from './recurring-rules.js';

/**
 * Resolves a PROCESSING switch to recurring from the gateway's own word on the linked account (a notification
 * only triggers this; it is never trusted). ENABLED creates the gateway's subscription and makes ours ACTIVE;
 * DISABLED or EXPIRED fails it. A subscription that already has one (a changed payment method) gets the new token,
 * and a cycle left unpaid by failed charges is due again at once. The subscription row is locked for the whole step, so duplicate notifications and
 * the screen's polling resolve it once; the result is announced on the business's realtime channel in the same
 * transaction.
 */
export function completeRecurringLink(context: RecurringContext, businessId: number): Promise<string | null> {
  return context.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, businessId);
    if (!subscription) return null;
    if (subscription.status !== 'PROCESSING' || !subscription.accountId) return subscription.status;
    const account = await context.recurring.getAccount(subscription.accountId);
    if (!account || account.status === 'PENDING') return subscription.status;
    let status: 'ACTIVE' | 'FAILED';
    if (account.status === 'ENABLED' && account.paymentOptionToken) {
      const state = await loadBillingState(tx, businessId, context.now());
      let gatewaySubscriptionId = subscription.gatewaySubscriptionId;
      if (gatewaySubscriptionId) {
        // A new account for the same schedule (manage card / change debit).
        await context.recurring.updateSubscription(gatewaySubscriptionId, {
          token: account.paymentOptionToken,
        });
      } else {
        const created = await context.recurring.createSubscription({
          name: `BIZ-${businessId}`,
          amount: (await cyclePriceNow(tx, subscription, state)).final,
          token: account.paymentOptionToken,
          accountId: account.accountId,
          intervalMonths: subscription.interval,
          startTime: localTimeToInstant(`${subscription.firstBillingDate}T00:00:00`, state.zone),
          retry: RETRY_POLICY,
          metadata: { business_id: businessId },
        });
        gatewaySubscriptionId = created.id;
      }
      const unpaidCycleDue = subscription.nextBillingDate <= state.today;
      await updateSubscription(tx, businessId, {
        status: 'ACTIVE',
        paymentToken: account.paymentOptionToken,
        gatewaySubscriptionId,
        // After failed charges the new account pays the unpaid cycle at the next run.
        retryDate: unpaidCycleDue ? state.today : null,
        failedPaymentCount: 0,
        failedPaymentMessage: null,
      });
      await setBillingMode(tx, businessId, 'recurring');
      status = 'ACTIVE';
    } else {
      await updateSubscription(tx, businessId, {
        status: 'FAILED',
        failedPaymentMessage: recurringMessages.linkDeclined,
      });
      status = 'FAILED';
    }
    await context.realtime.publish(
      {
        businessId,
        topic: RECURRING_TOPIC,
        type: RECURRING_ACTIVATION_EVENT,
        data: { status, month: subscription.interval },
      },
      { in: tx },
    );
    return status;
  });
}
