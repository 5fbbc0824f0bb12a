import { randomUUID } from 'node:crypto';
import type { RefundOrderResponse, RefundReason } from '@backoffice/contracts/refunds';
import type { Database } from '../../db/database.js';
import { localDate } from '../../domain/local-time.js';
import type { Caller } from '../../platform/auth/caller.js';
import { runIdempotent } from '../../platform/idempotency/idempotent.js';
import {
  applyDailySales,
  applyRefundPaymentSales,
  refundEffect,
} from '../../sales/daily-sales.repository.js';
import { refundRecordOf } from '../../sales/invoice-detail.js';
import { listOrderRefundItems, listOrderRefunds } from '../../sales/invoices.repository.js';
import { planRefund, type RefundSelection } from './plan-refund.js';
import { insertRefund } from './refunds.repository.js';
import { AppError } from '../../platform/errors/app-error.js';
import { refundErrors } from '@backoffice/contracts/refunds';

export interface RefundRequest extends RefundSelection {
  reason: RefundReason;
  custom_reason?: string | null | undefined;
}

const IDEMPOTENCY_SCOPE = 'refund-orders';

/**
 * Refunds units of a completed order, in one transaction: the order row is locked, the amounts are computed from
 * what is stored (never from the request), the refund and its lines are written, the order's refunded quantities
 * and amount move (their CHECK constraints are the backstop), and the daily rollup takes the refund on the outlet's
 * local date of now. With an Idempotency-Key the same request answers the same, once.
 */
export async function issueRefund(
  deps: { db: Database; now: Date },
  caller: Caller,
  request: RefundRequest,
  headers: { outletId: number; idempotencyKey: string | undefined },
): Promise<RefundOrderResponse> {
  const { response } = await deps.db.transaction((tx) =>
    runIdempotent(
      tx,
      { businessId: caller.businessId, scope: IDEMPOTENCY_SCOPE, key: headers.idempotencyKey },
      { ...request, outlet_id: headers.outletId },
      async () => {
        const plan = await planRefund(tx, caller, request, { outletId: headers.outletId, lock: true });
        const { amounts, order } = plan;
        if (amounts.lines.length === 0 || amounts.refundAmount === 0)
          throw AppError.domain(refundErrors, 'REFUND_NOTHING', 'items');
        const businessDate = localDate(plan.timeZone, deps.now);
        const refund = await insertRefund(
          tx,
          caller,
          {
            outletId: order.outletId,
            orderId: order.id,
            paymentId: plan.paymentId,
            uuid: randomUUID(),
            reason: request.reason,
            customReason: request.reason === 'Other' ? (request.custom_reason ?? null) : null,
            refundedBy: caller.userId,
            refundedAt: deps.now,
            businessDate,
            subtotal: amounts.subtotal,
            totalDiscount: amounts.totalDiscount,
            totalRedeemAmount: amounts.totalRedeemAmount,
            totalGratuity: amounts.totalGratuity,
            totalTax: amounts.totalTax,
            totalRoundingAmount: amounts.totalRoundingAmount,
            refundAmount: amounts.refundAmount,
            totalNetSales: amounts.totalNetSales,
            totalGrossSales: amounts.totalGrossSales,
            taxes: plan.taxes,
            gratuities: plan.gratuities,
          },
          amounts.lines.map((line) => {
            const item = plan.items[line.lineIndex];
            if (!item) throw new Error(`refund line ${line.lineIndex} has no order item`);
            return {
              orderItemId: item.id,
              itemName: item.itemName,
              variantName: item.variantName,
              quantity: line.quantity,
              grossAmount: line.gross,
              discountAmount: line.discount,
              gratuityAmount: line.gratuity,
              taxAmount: line.tax,
              netAmount: line.net,
            };
          }),
        );
        await applyDailySales(tx, caller, [
          refundEffect({
            outletId: order.outletId,
            businessDate,
            refundAmount: amounts.refundAmount,
            totalNetSales: amounts.totalNetSales,
            totalGratuity: amounts.totalGratuity,
            totalTax: amounts.totalTax,
            totalRoundingAmount: amounts.totalRoundingAmount,
            refundedCost: amounts.lines.reduce(
              (sum, line) => sum + (plan.items[line.lineIndex]?.unitCost ?? 0) * line.quantity,
              0,
            ),
          }),
        ]);
        await applyRefundPaymentSales(tx, caller, refund.id);
        return { status: 201, response: await refundResponse(tx, caller, order.id, refund.id) };
      },
    ),
  );
  return response;
}

async function refundResponse(
  tx: Parameters<typeof listOrderRefunds>[0],
  caller: Caller,
  orderId: number,
  refundId: number,
): Promise<RefundOrderResponse> {
  const [refunds, lines] = await Promise.all([
    listOrderRefunds(tx, caller, orderId),
    listOrderRefundItems(tx, caller, orderId),
  ]);
  const found = refunds.find(({ refund }) => refund.id === refundId);
  if (!found) throw new Error('the refund just written is not there');
  const { refund, refundedByName } = found;
  return {
    refund: refundRecordOf(refund, refundedByName, lines),
    total_refund: refunds.reduce((sum, { refund: r }) => sum + r.refundAmount, 0),
  };
}
