import type { OutletPaymentConfig, PaymentMethod } from '@backoffice/contracts/qris';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { paymentMethodView } from './payment-method-view.js';
import { listPaymentMethodRows, outletsInReach } from './payment-methods.repository.js';
import { findRegistration, registrationOutlets } from './qris.repository.js';

/**
 * spec `GET /payment/v1/payment-methods`: the business's methods, and per outlet within the caller's reach the
 * methods its tills offer (decision 0084): every active method everywhere, except QRIS, which only the outlets of
 * the approved registration offer.
 */
export async function listPaymentMethods(
  db: Queryable,
  caller: Caller,
): Promise<{ data: PaymentMethod[]; outlets: OutletPaymentConfig[] }> {
  const rows = await listPaymentMethodRows(db, caller);
  const registration = await findRegistration(db, caller);
  const outlets = await outletsInReach(db, caller);
  const approved = registration?.status === 'approved';
  const qrisOutlets = new Set(
    approved ? (await registrationOutlets(db, caller, registration.id)).map((outlet) => outlet.id) : [],
  );
  const methods = rows.map((row) => paymentMethodView(row, approved));
  const active = methods.filter((method) => method.is_active);
  return {
    data: methods,
    outlets: outlets.map((outlet) => ({
      outlet_id: outlet.id,
      outlet_name: outlet.name,
      active_methods: active
        .filter((method) => method.kind !== 'qris' || qrisOutlets.has(outlet.id))
        .map((method) => method.code),
    })),
  };
}
