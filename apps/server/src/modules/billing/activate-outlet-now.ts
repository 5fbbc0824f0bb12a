import { randomBytes } from 'node:crypto';
import { billingFrozenErrors } from '@backoffice/contracts/billing';
import { pendingKindOf } from '../../domain/pending-payment.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { billingError, OUTLET_ACTIVATION_PAYMENT } from './billing-rules.js';
import { isBusinessFrozen, listBusinessOutlets } from './billing.repository.js';
import { GatewayUnavailableError } from './payment-gateway.js';
import { findOpenPendingPayment, insertInvoice, updateInvoice } from './payments.repository.js';
import { previewOutletProrate } from './preview-outlet-prorate.js';
import { findPackageDeal, findSubscription } from './recurring.repository.js';
import type { RecurringContext } from './recurring-rules.js';

/**
 * Immediate activation of a lapsed outlet (the product's state rules "Outlet toggle (recurring outlet tab)"; decision 0102).
 * The price is the server's own prorate preview, never the client's; the attempt is stored as an invoice under a new
 * order id before the gateway is asked for its payment page, exactly like a regular payment, and the gateway's
 * notification settles it through the same booking (`applyPaymentResult`), which carries the outlet to the
 * subscription's next billing date once.
 */
export async function activateOutletNow(
  context: Pick<RecurringContext, 'db' | 'payments' | 'now'>,
  caller: Pick<Caller, 'businessId'>,
  outletId: number,
  finishUrl: string,
): Promise<{ redirect_url: string }> {
  const { db } = context;
  const now = context.now();
  if (await isBusinessFrozen(db, caller.businessId)) {
    throw AppError.domain(billingFrozenErrors, 'BUSINESS_FROZEN');
  }
  // Another business's outlet, a business not on recurring billing, an outlet that has not lapsed: refused here.
  const prorate = await previewOutletProrate(db, caller, outletId, now);
  const pending = await findOpenPendingPayment(db, caller.businessId, now);
  if (pending) {
    throw billingError(pendingKindOf(pending.paymentMethod) === 'credit_card' ? '0015-0011' : '0015-0012');
  }
  const subscription = await findSubscription(db, caller.businessId);
  const deal = subscription ? await findPackageDeal(db, subscription.packageDealId) : null;
  const outlet = (await listBusinessOutlets(db, caller.businessId)).find((o) => o.id === outletId);
  if (!subscription || !deal || !outlet) throw AppError.notFound();
  const orderId = `OUTLET-${caller.businessId}-${randomBytes(6).toString('hex')}`;
  const row = await insertInvoice(db, {
    businessId: caller.businessId,
    orderId,
    paymentType: OUTLET_ACTIVATION_PAYMENT,
    cycle: subscription.interval,
    packageDealId: subscription.packageDealId,
    // What the invoice PDF and the booking read: the outlet's pro-rated line and the day it is paid to.
    calculation: {
      month: subscription.interval,
      package_deal_display_name: deal.displayName,
      extended_date: prorate.MOKA.end_date,
      final_total_price: prorate.final_price,
      outlets: [
        {
          outlet_id: outletId,
          outlet_name: outlet.name,
          is_prorated: true,
          final_price: prorate.final_price,
        },
      ],
    },
    outletIds: [outletId],
    totalAmount: prorate.final_price,
    startPeriod: prorate.MOKA.start_date,
    endPeriod: prorate.MOKA.end_date,
    createdAt: now,
  });
  try {
    const redirectUrl = await context.payments.createTransaction({
      orderId,
      grossAmount: prorate.final_price,
      finishUrl,
    });
    await updateInvoice(db, caller.businessId, row.id, { redirectUrl });
    return { redirect_url: redirectUrl };
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    await updateInvoice(db, caller.businessId, row.id, {
      status: 'failed',
      gatewayStatus: 'gateway_unavailable',
    });
    throw AppError.platform('UNAVAILABLE');
  }
}
