import type { BillingCalculation } from '@backoffice/contracts/billing';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { billingError } from './billing-rules.js';
import { calculateBilling, type CalculationInput, type CalculationScope } from './calculate-billing.js';

/** The client's final price is compared with the server's, never used (decision 0073). */
export async function verifyBilling(
  db: Queryable,
  caller: Pick<Caller, 'businessId'>,
  input: CalculationInput & { final_price: number },
  now: Date = new Date(),
  scope?: CalculationScope,
): Promise<BillingCalculation> {
  const calculation = await calculateBilling(db, caller, input, now, scope);
  if (calculation.final_total_price !== input.final_price) throw billingError('0015-0001', 'final_price');
  return calculation;
}
