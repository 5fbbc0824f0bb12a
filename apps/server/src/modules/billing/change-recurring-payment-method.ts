import type { z } from 'zod';
import type { paymentMethodRequestSchema } from '@backoffice/contracts/recurring-billing';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { GatewayUnavailableError } from './payment-gateway.js';
import { lockSubscription, updateSubscription } from './recurring.repository.js';
import { recurringError, type RecurringContext } from './recurring-rules.js';

/**
 * Manage card / change debit, the failed-payment banner's 'Update now': links a new GoPay account for the
 * same subscription and schedule. The subscription is PROCESSING until the gateway says the link is enabled
 * (`completeRecurringLink`), which then takes the new token and, after failed charges, makes the unpaid cycle due
 * again at once. New card payments are not offered.
 */
export async function changeRecurringPaymentMethod(
  context: RecurringContext,
  caller: Pick<Caller, 'businessId'>,
  body: z.infer<typeof paymentMethodRequestSchema>,
): Promise<{ url: string }> {
  if (body.payment_type === 'CREDIT_CARD') throw recurringError('0016-0005', 'payment_type');
  let link: { accountId: string; activationUrl: string };
  try {
    link = await context.recurring.linkAccount({ redirectUrl: context.linkReturnUrl });
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw AppError.platform('UNAVAILABLE');
    throw error;
  }
  await context.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, caller.businessId);
    if (!subscription || subscription.status === 'INACTIVE') throw recurringError('0016-0002');
    await updateSubscription(tx, caller.businessId, {
      status: 'PROCESSING',
      paymentType: 'debit',
      accountId: link.accountId,
      cardName: 'GoPay',
      cardImageUrl: null,
    });
  });
  return { url: link.activationUrl };
}
