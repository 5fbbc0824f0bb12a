import type { PaymentMethod } from '@backoffice/contracts/qris';
import type { PaymentMethodRow } from './payment-methods.repository.js';

/**
 * A payment method as the page shows it. Cash and cards are the business's own switch; e-wallets are switched on
 * by the provider on request; QRIS is active once the registration is approved (decision 0084).
 */
export function paymentMethodView(row: PaymentMethodRow, qrisApproved: boolean): PaymentMethod {
  const isQris = row.kind === 'qris';
  const isActive = isQris ? qrisApproved : row.isActive;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    is_active: isActive,
    needs_activation: !isActive && (isQris || row.kind === 'e_wallet'),
    activation_requested_at: row.requestedAt?.toISOString() ?? null,
  };
}
