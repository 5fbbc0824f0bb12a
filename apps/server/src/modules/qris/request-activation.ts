import {
  ACTIVATION_BY_REGISTRATION,
  ACTIVATION_NOT_NEEDED,
  PAYMENT_METHOD_NOT_FOUND,
  type PaymentMethod,
  qrisErrors,
} from '@backoffice/contracts/qris';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { paymentMethodView } from './payment-method-view.js';
import { findPaymentMethod, insertActivationRequest } from './payment-methods.repository.js';

/**
 * spec `POST /payment/v1/activation-request/`: asks the provider to switch on an inactive e-wallet. QRIS is
 * switched on by its registration; an active method or one already asked for answers 409.
 */
export async function requestActivation(
  db: Database,
  caller: Caller,
  paymentMethodId: number,
): Promise<PaymentMethod> {
  return db.transaction(async (tx) => {
    const row = await findPaymentMethod(tx, caller, paymentMethodId);
    if (!row) throw AppError.domain(qrisErrors, PAYMENT_METHOD_NOT_FOUND, 'body.payment_method_id');
    if (row.kind === 'qris')
      throw AppError.domain(qrisErrors, ACTIVATION_BY_REGISTRATION, 'body.payment_method_id');
    const view = paymentMethodView(row, false);
    if (!view.needs_activation || view.activation_requested_at !== null) {
      throw AppError.domain(qrisErrors, ACTIVATION_NOT_NEEDED, 'body.payment_method_id');
    }
    if (!(await insertActivationRequest(tx, caller, paymentMethodId))) {
      throw AppError.domain(qrisErrors, ACTIVATION_NOT_NEEDED, 'body.payment_method_id');
    }
    const updated = await findPaymentMethod(tx, caller, paymentMethodId);
    return paymentMethodView(updated!, false);
  });
}
