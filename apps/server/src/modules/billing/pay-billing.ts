import { randomBytes } from 'node:crypto';
import { billingFrozenErrors, type BillingCycle } from '@backoffice/contracts/billing';
import type { Database } from '../../db/database.js';
import { packageDeals } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { and, eq } from 'drizzle-orm';
import { billingError } from './billing-rules.js';
import { isBusinessFrozen } from './billing.repository.js';
import type { PaymentGateway } from './payment-gateway.js';
import { GatewayUnavailableError } from './payment-gateway.js';
import { findOpenPendingPayment, insertInvoice, updateInvoice } from './payments.repository.js';
import { pendingKindOf } from '../../domain/pending-payment.js';
import { billingMessages } from '@backoffice/contracts/billing';
import { loadBillingState } from './billing-rules.js';
import { verifyBilling } from './verify-billing.js';

/**
 * Regular pay (decisions 0073, 0074): recomputes the price, refuses a client price that differs, stores the
 * attempt with the calculation it pays for under a new order id, then asks the gateway for its payment page. A
 * gateway that cannot be reached fails the attempt and answers 503, which the screen shows as the gateway modal.
 */
export async function payBilling(
  db: Database,
  gateway: PaymentGateway,
  caller: Pick<Caller, 'businessId'>,
  body: { subscription_discount_id: number; final_price: number; coupon_code?: string | null | undefined },
  finishUrl: string,
  now: Date,
): Promise<{ redirect_url: string; order_id: string }> {
  // A business being deleted is charged nothing more (decision 0089): no attempt, no gateway call.
  if (await isBusinessFrozen(db, caller.businessId)) {
    throw AppError.domain(billingFrozenErrors, 'BUSINESS_FROZEN');
  }
  const [deal] = await db
    .select({ cycle: packageDeals.cycle })
    .from(packageDeals)
    .where(and(eq(packageDeals.id, body.subscription_discount_id), eq(packageDeals.isActive, true)));
  if (!deal) throw billingError('0015-0006', 'subscription_discount_id');
  await refuseWhilePaymentBlocked(db, caller.businessId, now);
  const calculation = await verifyBilling(
    db,
    caller,
    {
      month: deal.cycle as BillingCycle,
      subscription_discount_id: body.subscription_discount_id,
      coupon_code: body.coupon_code ?? undefined,
      final_price: body.final_price,
    },
    now,
  );
  // Unique per attempt, and says nothing about other businesses' attempts.
  const orderId = `BILL-${caller.businessId}-${randomBytes(6).toString('hex')}`;
  const row = await insertInvoice(db, {
    businessId: caller.businessId,
    orderId,
    cycle: calculation.month,
    packageDealId: calculation.subscription_discount_id,
    couponCode: calculation.coupon?.code ?? null,
    calculation,
    outletIds: calculation.outlets.map((o) => o.outlet_id),
    totalAmount: calculation.final_total_price,
    startPeriod: calculation.outlets[0]?.current_end_date ?? calculation.extended_date,
    endPeriod: calculation.extended_date,
    createdAt: now,
  });
  try {
    const redirectUrl = await gateway.createTransaction({
      orderId,
      grossAmount: calculation.final_total_price,
      finishUrl,
    });
    await updateInvoice(db, caller.businessId, row.id, { redirectUrl });
    return { redirect_url: redirectUrl, order_id: orderId };
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    await updateInvoice(db, caller.businessId, row.id, {
      status: 'failed',
      gatewayStatus: 'gateway_unavailable',
    });
    throw AppError.platform('UNAVAILABLE');
  }
}

/**
 * No payment while one is pending at the gateway (its window still open, decision 0078) or while bought
 * outlet slots have no outlet yet ('You still have slots for additional N outlets…').
 */
async function refuseWhilePaymentBlocked(db: Database, businessId: number, now: Date): Promise<void> {
  const pending = await findOpenPendingPayment(db, businessId, now);
  if (pending) {
    throw billingError(pendingKindOf(pending.paymentMethod) === 'credit_card' ? '0015-0011' : '0015-0012');
  }
  const state = await loadBillingState(db, businessId, now);
  // "Payment enabled only for a POS user": the payment-only edition does not pay here.
  if (!state.business.isPosUser) throw billingError('0015-0014');
  const unused = Math.max(0, state.business.outletSlot - state.outlets.length);
  if (unused > 0) {
    const message = billingMessages.unusedOutletSlots.replace(
      'additional outlets',
      `additional ${unused} outlets`,
    );
    throw new AppError(422, '0015-0013', message, [{ field: 'outlet_slot', message }]);
  }
}
