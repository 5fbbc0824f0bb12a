import {
  RECURRING_ACTIVATION_EVENT,
  RECURRING_TOPIC,
  recurringMessages,
} from '@backoffice/contracts/recurring-billing';
import { localTimeToInstant } from '../../domain/calendar-text.js';
import { loadBillingState } from './billing-rules.js';
import { lockSubscription, setBillingMode, updateSubscription } from './recurring.repository.js';
import { RETRY_POLICY, type RecurringContext } from './recurring-rules.js';

/**
 * Resolves a PROCESSING switch to recurring from the gateway's own word on the linked account (a notification
 * only triggers this; it is never trusted). ENABLED creates the gateway's subscription and makes ours ACTIVE;
 * DISABLED or EXPIRED fails it. The subscription row is locked for the whole step, so duplicate notifications and
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
      const created = await context.recurring.createSubscription({
        name: `BIZ-${businessId}`,
        amount: 0,
        token: account.paymentOptionToken,
        accountId: account.accountId,
        intervalMonths: subscription.interval,
        startTime: localTimeToInstant(`${subscription.firstBillingDate}T00:00:00`, state.zone),
        retry: RETRY_POLICY,
        metadata: { business_id: businessId },
      });
      await updateSubscription(tx, businessId, {
        status: 'ACTIVE',
        paymentToken: account.paymentOptionToken,
        gatewaySubscriptionId: created.id,
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
