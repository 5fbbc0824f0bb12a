import { localTimeToInstant } from '../../domain/calendar-text.js';
import { afterFailedTry, billingDateOfCycle, paidThroughDate } from '../../domain/recurring-schedule.js';
import { invoiceStatusOf } from '../../domain/payment-status.js';
import type { Database } from '../../db/database.js';
import { loadBillingState } from './billing-rules.js';
import { localDate } from '../../domain/local-time.js';
import { RECURRING_CYCLE_PAYMENT } from './billing-rules.js';
import { extendOutlets, insertPaidInvoice, nextInvoiceNumber, renewBusiness } from './payments.repository.js';
import {
  findPackageDeal,
  lockAttempt,
  lockSubscription,
  updateAttempt,
  updateSubscription,
} from './recurring.repository.js';
import { RETRY_POLICY } from './recurring-rules.js';
import { formatInvoiceNumber } from '../../domain/invoice-number.js';

/**
 * Books the gateway's result of one charge attempt (decision 0098). The subscription and then the attempt are
 * locked, and only a pending attempt is booked: a second run (a retried job, a reconciliation after a crash) finds
 * it settled and changes nothing, so a paid cycle extends the outlets exactly once. Paid: the active outlets and the
 * business run to the next billing date, the cycle counter moves on and failures are cleared. Failed: the failure
 * is counted and its message kept, and the next try is scheduled, or the subscription fails once retries are spent.
 * A status that is neither (pending at the gateway) leaves the attempt for the next run.
 */
export function applyRecurringCharge(
  db: Database,
  target: { businessId: number; attemptId: number },
  result: { transactionStatus: string | null; message: string | null },
  now: Date,
): Promise<'paid' | 'failed' | 'pending' | 'settled-before'> {
  return db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, target.businessId);
    const attempt = await lockAttempt(tx, target.businessId, target.attemptId);
    if (!subscription || !attempt) return 'settled-before';
    if (attempt.status !== 'pending') return 'settled-before';
    const outcome = result.transactionStatus ? invoiceStatusOf(result.transactionStatus, 'accept') : 'failed';
    if (outcome !== 'paid' && outcome !== 'failed') return 'pending';
    const state = await loadBillingState(tx, target.businessId, now);
    if (outcome === 'paid') {
      const cycle = subscription.cyclesCharged;
      const through = paidThroughDate(subscription.firstBillingDate, subscription.interval, cycle);
      const endsAt = localTimeToInstant(`${through}T23:59:59`, state.zone);
      const renewing = state.outlets.filter((o) => o.active).map((o) => o.id);
      await extendOutlets(tx, target.businessId, renewing, endsAt);
      await renewBusiness(tx, target.businessId, {
        expiredAt: endsAt,
        lastPaymentDate: now,
        currentPlan: subscription.interval,
      });
      await updateSubscription(tx, target.businessId, {
        status: 'ACTIVE',
        cyclesCharged: cycle + 1,
        nextBillingDate: billingDateOfCycle(subscription.firstBillingDate, subscription.interval, cycle + 1),
        retryDate: null,
        failedPaymentCount: 0,
        failedPaymentMessage: null,
      });
      // The cycle's invoice, numbered in the same gap-free sequence as regular payments, so it shows in the billing
      // history with its PDF (decision 0103); written with the booking, so once per paid charge.
      const deal = await findPackageDeal(tx, subscription.packageDealId);
      const year = Number(localDate(state.zone, now).slice(0, 4));
      const number = await nextInvoiceNumber(tx, year);
      const names = new Map(state.outlets.map((o) => [o.id, o.name]));
      await insertPaidInvoice(tx, {
        businessId: target.businessId,
        orderId: attempt.orderId,
        invoiceNumber: formatInvoiceNumber(year, number),
        gatewayStatus: result.transactionStatus,
        paymentType: RECURRING_CYCLE_PAYMENT,
        paymentMethod: subscription.paymentType,
        cycle: subscription.interval,
        packageDealId: subscription.packageDealId,
        calculation: {
          month: subscription.interval,
          package_deal_display_name: deal?.displayName ?? '',
          extended_date: through,
          final_total_price: attempt.amount,
          outlets: renewing.map((id) => ({
            outlet_id: id,
            outlet_name: names.get(id) ?? '',
            is_prorated: false,
            final_price: (deal?.pricePerMonth ?? 0) * subscription.interval,
          })),
          employee_slot: {
            count: state.business.employeeSlot,
            original_price:
              (deal?.employeeSlotPricePerMonth ?? 0) * subscription.interval * state.business.employeeSlot,
            final_price:
              (deal?.employeeSlotPricePerMonth ?? 0) * subscription.interval * state.business.employeeSlot,
          },
        },
        outletIds: renewing,
        totalAmount: attempt.amount,
        startPeriod: attempt.billingDate,
        endPeriod: through,
        createdAt: attempt.createdAt,
        paidAt: now,
        appliedAt: now,
      });
      await updateAttempt(tx, target.businessId, attempt.id, {
        status: 'paid',
        gatewayStatus: result.transactionStatus,
        settledAt: now,
        appliedAt: now,
      });
      return 'paid';
    }
    const failures = subscription.failedPaymentCount + 1;
    const next = afterFailedTry(failures, state.today, RETRY_POLICY);
    await updateSubscription(tx, target.businessId, {
      status: next.exhausted ? 'FAILED' : subscription.status,
      retryDate: next.retryDate,
      failedPaymentCount: failures,
      failedPaymentMessage: result.message,
    });
    await updateAttempt(tx, target.businessId, attempt.id, {
      status: 'failed',
      gatewayStatus: result.transactionStatus,
      failureMessage: result.message,
      settledAt: now,
    });
    return 'failed';
  });
}
