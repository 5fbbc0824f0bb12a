import type { z } from 'zod';
import type { changePackageRequestSchema } from '@backoffice/contracts/recurring-billing';
import type { Caller } from '../../platform/auth/caller.js';
import { billingError } from './billing-rules.js';
import {
  findPackageDeal,
  findPendingAttemptOf,
  lockSubscription,
  updateSubscription,
} from './recurring.repository.js';
import { recurringError, type RecurringContext } from './recurring-rules.js';

/**
 * Modify Billing ("Change package"): the business's next cycle is charged by another package deal, from
 * the next billing date on. The schedule is re-anchored there (decision 0100): that date becomes cycle 0 of the new
 * interval, so the paid period is untouched and nothing is charged now. Only an ACTIVE subscription with no charge
 * in flight may change (a pending attempt books against the old schedule); a yearly plan is changed by support.
 * `url` is the recurring page: there is no payment to make.
 */
export async function changeRecurringPackage(
  context: Pick<RecurringContext, 'db' | 'linkReturnUrl'>,
  caller: Pick<Caller, 'businessId'>,
  body: z.infer<typeof changePackageRequestSchema>,
): Promise<{ url: string }> {
  await context.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, caller.businessId);
    if (!subscription || subscription.status === 'INACTIVE') throw recurringError('0016-0002');
    const deal = await findPackageDeal(tx, body.subscription_discount_id);
    if (!deal?.isActive) throw billingError('0015-0006', 'subscription_discount_id');
    if (subscription.interval === 12) throw recurringError('0016-0007');
    if (subscription.status !== 'ACTIVE' || (await findPendingAttemptOf(tx, caller.businessId)))
      throw recurringError('0016-0006');
    if (deal.id === subscription.packageDealId) return;
    await updateSubscription(tx, caller.businessId, {
      packageDealId: deal.id,
      interval: deal.cycle,
      firstBillingDate: subscription.nextBillingDate,
      cyclesCharged: 0,
    });
  });
  return { url: context.linkReturnUrl };
}
