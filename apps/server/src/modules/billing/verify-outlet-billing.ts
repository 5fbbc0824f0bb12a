import type { BillingCalculation } from '@backoffice/contracts/billing';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { CalculationInput } from './calculate-billing.js';
import { verifyBilling } from './verify-billing.js';

/** "outlet billing … verify": the client's price compared with the server's, a difference refused. */
export function verifyOutletBilling(
  db: Queryable,
  caller: Pick<Caller, 'businessId'>,
  outletId: number,
  input: CalculationInput & { final_price: number },
  now: Date,
): Promise<BillingCalculation> {
  return verifyBilling(db, caller, input, now, { kind: 'outlet', outletId });
}
