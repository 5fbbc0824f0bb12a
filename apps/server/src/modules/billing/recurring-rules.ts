import {
  RECURRING_MAX_RETRIES,
  RECURRING_RETRY_INTERVAL_DAYS,
  recurringErrors,
  type RecurringErrorCode,
} from '@backoffice/contracts/recurring-billing';
import { cyclePrice } from '../../domain/recurring-schedule.js';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import type { BillingState } from './billing-rules.js';
import type { PaymentGateway } from './payment-gateway.js';
import { findPackageDeal } from './recurring.repository.js';
import type { RecurringGateway } from './recurring-gateway.js';

export function recurringError(code: RecurringErrorCode, field?: string): AppError {
  return AppError.domain(recurringErrors, code, field);
}

export const RETRY_POLICY = {
  intervalDays: RECURRING_RETRY_INTERVAL_DAYS,
  maxRetries: RECURRING_MAX_RETRIES,
};

/** What the recurring operations need: the database, both gateway clients, the realtime channel, the clock. */
export interface RecurringContext {
  db: Database;
  payments: PaymentGateway;
  recurring: RecurringGateway;
  realtime: Pick<RealtimeHub, 'publish'>;
  now: () => Date;
  /** Where the gateway sends the owner back after linking an account. */
  linkReturnUrl: string;
}

/** One cycle's price for the business now: its deal's prices, the outlets that renew, its extra slots. */
export async function cyclePriceNow(
  db: Queryable,
  subscription: { packageDealId: number; interval: number },
  state: BillingState,
) {
  const deal = await findPackageDeal(db, subscription.packageDealId);
  if (!deal) throw new Error(`package deal ${subscription.packageDealId} is gone`);
  const activeOutlets = state.outlets.filter((o) => o.active).length;
  return {
    deal,
    activeOutlets,
    ...cyclePrice({
      interval: subscription.interval,
      pricePerMonth: deal.pricePerMonth,
      originalPricePerMonth: deal.originalPricePerMonth,
      activeOutlets,
      employeeSlots: state.business.employeeSlot,
      employeeSlotPricePerMonth: deal.employeeSlotPricePerMonth,
    }),
  };
}
