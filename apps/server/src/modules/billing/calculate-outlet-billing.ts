import type { BillingCalculation } from '@backoffice/contracts/billing';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { calculateBilling, type CalculationInput } from './calculate-billing.js';

/**
 * One outlet's extension ("outlet billing calculations"; decision 0079): the regular calculation with that
 * outlet alone — brought to the business's anchor plus the cycle, pro-rated when its own end date differs. Another
 * business's outlet is not found.
 */
export function calculateOutletBilling(
  db: Queryable,
  caller: Pick<Caller, 'businessId'>,
  outletId: number,
  input: CalculationInput,
  now: Date,
): Promise<BillingCalculation> {
  return calculateBilling(db, caller, input, now, { kind: 'outlet', outletId });
}
