import type { RefundPreview } from '@backoffice/contracts/refunds';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { planRefund, type RefundSelection } from './plan-refund.js';

/** The amounts the refund modal shows, from the very arithmetic the refund will use; writes nothing. */
export async function previewRefund(
  db: Database,
  caller: Caller,
  selection: RefundSelection,
  outletId: number | undefined,
): Promise<RefundPreview> {
  const plan = await planRefund(db, caller, selection, { outletId, lock: false });
  const { amounts } = plan;
  return {
    items: amounts.lines.map((line) => ({
      order_item_uuid: plan.items[line.lineIndex]?.uuid ?? '',
      quantity: line.quantity,
      gross_amount: line.gross,
      discount_amount: line.discount,
      net_amount: line.net,
      auto_added: plan.autoAdded.has(line.lineIndex),
    })),
    subtotal: amounts.subtotal,
    total_discount: amounts.totalDiscount,
    total_redeem_amount: amounts.totalRedeemAmount,
    total_gratuity: amounts.totalGratuity,
    total_tax: amounts.totalTax,
    total_rounding_amount: amounts.totalRoundingAmount,
    total_net_sales: amounts.totalNetSales,
    refund_amount: amounts.refundAmount,
    order_taxes: plan.taxes.map(({ name, amount }) => ({ name, amount })),
    order_gratuities: plan.gratuities.map(({ name, amount }) => ({ name, amount })),
    unselectable_uuids: plan.unselectableUuids,
  };
}
