import type { PaymentMethodsResponse } from '@backoffice/contracts/transactions';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { listActivePaymentMethods } from './payment-methods.repository.js';

/**
 * The business's payment methods and whether the back office may refund them: cash, QRIS and e-wallets yes; a
 * card never (it is refunded on the device), whatever its own flag says.
 */
export async function listPaymentMethods(db: Database, caller: Caller): Promise<PaymentMethodsResponse> {
  const methods = await listActivePaymentMethods(db, caller);
  return {
    payment_methods: methods.map((method) => ({
      id: method.id,
      code: method.code,
      name: method.name,
      kind: method.kind,
      refundable: method.kind !== 'card' && method.isRefundable,
    })),
  };
}
