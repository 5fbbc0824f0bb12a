import type { BillingCalculation } from '@backoffice/contracts/billing';
import { localTimeToInstant } from '../../domain/calendar-text.js';
import { localDate } from '../../domain/local-time.js';
import { canMove, invoiceStatusOf } from '../../domain/payment-status.js';
import { pendingUntil } from '../../domain/pending-payment.js';
import type { Database } from '../../db/database.js';
import { OUTLET_ACTIVATION_PAYMENT } from './billing-rules.js';
import { isBusinessFrozen, listBusinessOutlets, setOutletActive } from './billing.repository.js';
import {
  countCouponUse,
  extendOutlets,
  lockInvoiceByOrderId,
  nextInvoiceNumber,
  renewBusiness,
  updateInvoice,
} from './payments.repository.js';
import { formatInvoiceNumber } from '../../domain/invoice-number.js';

export interface PaymentResult {
  orderId: string;
  transactionStatus: string;
  fraudStatus?: string | null | undefined;
  /** The gateway's payment method (`bank_transfer`, `credit_card`, …), when it names one. */
  paymentType?: string | null | undefined;
}

/**
 * Applies the gateway's word on one order (decision 0074), from a notification's job or the return page's status
 * check. The invoice row is locked, so duplicates queue and each sees the one before it; a move the status table
 * does not allow is ignored. Paying gives the year's next invoice number and extends the chosen outlets to the
 * calculation's new end date exactly once (`applied_at`).
 */
export function applyPaymentResult(
  db: Database,
  result: PaymentResult,
  now: Date,
  onFrozenPayment?: (orderId: string, businessId: number) => void,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    let frozenPayment = false;
    const invoice = await lockInvoiceByOrderId(tx, result.orderId);
    if (!invoice) return null;
    const next = invoiceStatusOf(result.transactionStatus, result.fraudStatus);
    if (
      next === 'pending' &&
      invoice.status === 'pending' &&
      invoice.pendingUntil === null &&
      result.paymentType
    ) {
      // The owner chose a method that settles later: the first "pending" starts its window, a repeat keeps it.
      await updateInvoice(tx, invoice.businessId, invoice.id, {
        gatewayStatus: 'pending',
        paymentMethod: result.paymentType,
        pendingUntil: pendingUntil(result.paymentType, now),
      });
      return 'pending';
    }
    if (next === null || !canMove(invoice.status, next)) return invoice.status;
    const values: Parameters<typeof updateInvoice>[3] = {
      status: next,
      gatewayStatus: result.transactionStatus,
      ...(result.paymentType ? { paymentMethod: result.paymentType } : {}),
    };
    if (next === 'paid' && invoice.appliedAt === null && (await isBusinessFrozen(tx, invoice.businessId))) {
      // Money taken after the deletion request (a payment page left open): the invoice records it, with its
      // number, for the books and for support's refund, but it extends nothing and is marked applied so that it
      // never will, not even after a cancelled request (decision 0089).
      const year = Number(localDate('Asia/Jakarta', now).slice(0, 4));
      const number = await nextInvoiceNumber(tx, year);
      Object.assign(values, {
        invoiceNumber: formatInvoiceNumber(year, number),
        paidAt: now,
        appliedAt: now,
      });
      frozenPayment = true;
    } else if (
      next === 'paid' &&
      invoice.appliedAt === null &&
      invoice.paymentType === OUTLET_ACTIVATION_PAYMENT
    ) {
      // An immediate outlet activation (decision 0102): that one outlet renews again and runs to the end of the
      // day it was paid to (the subscription's next billing date); the business's own dates are the schedule's.
      const businessOutlets = await listBusinessOutlets(tx, invoice.businessId);
      const zone = businessOutlets[0]?.timeZone ?? 'Asia/Jakarta';
      const year = Number(localDate(zone, now).slice(0, 4));
      const number = await nextInvoiceNumber(tx, year);
      const endsAt = localTimeToInstant(`${invoice.endPeriod}T23:59:59`, zone);
      await extendOutlets(tx, invoice.businessId, invoice.outletIds, endsAt);
      for (const outletId of invoice.outletIds) {
        await setOutletActive(tx, invoice.businessId, outletId, true);
      }
      Object.assign(values, {
        invoiceNumber: formatInvoiceNumber(year, number),
        paidAt: now,
        appliedAt: now,
      });
    } else if (next === 'paid' && invoice.appliedAt === null) {
      const businessOutlets = await listBusinessOutlets(tx, invoice.businessId);
      const zone = businessOutlets[0]?.timeZone ?? 'Asia/Jakarta';
      const year = Number(localDate(zone, now).slice(0, 4));
      const number = await nextInvoiceNumber(tx, year);
      const calculation = invoice.calculation as BillingCalculation;
      // The subscription runs to the end of its last day on the business's clock.
      const endsAt = localTimeToInstant(`${calculation.extended_date}T23:59:59`, zone);
      await extendOutlets(tx, invoice.businessId, invoice.outletIds, endsAt);
      await renewBusiness(tx, invoice.businessId, {
        expiredAt: endsAt,
        lastPaymentDate: now,
        currentPlan: invoice.cycle,
      });
      if (invoice.couponCode) await countCouponUse(tx, invoice.couponCode);
      Object.assign(values, {
        invoiceNumber: formatInvoiceNumber(year, number),
        paidAt: now,
        appliedAt: now,
      });
    }
    await updateInvoice(tx, invoice.businessId, invoice.id, values);
    if (frozenPayment) onFrozenPayment?.(result.orderId, invoice.businessId);
    return next;
  });
}
