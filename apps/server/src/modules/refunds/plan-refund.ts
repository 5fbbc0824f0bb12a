import { refundErrors } from '@backoffice/contracts/refunds';
import type { Queryable } from '../../db/database.js';
import { buildRefund, type RefundAmounts } from '../../domain/refund-building.js';
import { paidByRedemption, pricedFromStoredItems } from '../../domain/stored-order-pricing.js';
import { allocate } from '../../domain/rounding.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { listOrderItems } from '../../sales/orders.repository.js';
import {
  findOrderForRefund,
  findPaymentOrder,
  listPaymentKinds,
  listPromoItems,
  listRefundCharges,
} from './refunds.repository.js';

export const REFUND_ORDER_NOT_FOUND_MESSAGE = 'Transaction not found.';

export interface RefundSelection {
  payment_id: number;
  payment_uuid: string;
  items: { order_item_uuid: string; quantity: number }[];
}

const negate = (n: number) => (n === 0 ? 0 : -n);

/** Splits a negative total over charge lines in proportion to what each charged. */
function chargeLines(total: number, charges: { id: number | null; name: string; amount: number }[]) {
  const parts = allocate(
    -total,
    charges.map((c) => c.amount),
  );
  return charges.map((c, i) => ({ tax_id: c.id, name: c.name, amount: negate(parts[i] ?? 0) }));
}

/**
 * What refunding a selection of an order's units gives back, computed from the stored order only: the caller's
 * amounts are never read. With `lock` the order row is locked first (the refund itself), so the refunded
 * quantities read here are the committed ones and no other refund of the order can interleave.
 * Rules ("Refund modal"): the order is completed; no payment is by card or by a method that is not
 * refundable; each item has units left; an item paid in full by a redemption is not selectable; a promo's reward
 * items go with it once all its requirement items are refunded; rounding only with the whole order (buildRefund).
 */
export async function planRefund(
  db: Queryable,
  caller: Caller,
  selection: RefundSelection,
  options: { outletId: number | undefined; lock: boolean },
) {
  const payment = await findPaymentOrder(db, caller, {
    id: selection.payment_id,
    uuid: selection.payment_uuid,
  });
  if (!payment || (options.outletId !== undefined && payment.outletId !== options.outletId))
    throw AppError.notFound(REFUND_ORDER_NOT_FOUND_MESSAGE);
  const found = await findOrderForRefund(db, caller, payment.orderId, options.lock);
  if (!found) throw AppError.notFound(REFUND_ORDER_NOT_FOUND_MESSAGE);
  const { order } = found;
  if (order.status !== 'completed') throw AppError.domain(refundErrors, 'REFUND_NOT_REFUNDABLE');

  const kinds = await listPaymentKinds(db, caller, order.id);
  if (kinds.some((p) => p.kind === 'card')) throw AppError.domain(refundErrors, 'REFUND_CARD_PAYMENT');
  if (kinds.length === 0 || kinds.some((p) => p.isRefundable !== true))
    throw AppError.domain(refundErrors, 'REFUND_NOT_REFUNDABLE');

  const [items, promos, charges] = await Promise.all([
    listOrderItems(db, caller, order.id),
    listPromoItems(db, caller, order.id),
    listRefundCharges(db, caller, order.id),
  ]);
  const indexOf = new Map(items.map((item, i) => [item.uuid, i]));
  const priced = pricedFromStoredItems(order, items, promos);
  const unselectable = items.filter((_, i) => {
    const line = priced.lines[i];
    return line !== undefined && paidByRedemption(line);
  });

  const ordered = items.map((item) => item.quantity);
  const before = items.map((item) => item.refundedQuantity);
  const quantities = items.map(() => 0);
  for (const line of selection.items) {
    const i = indexOf.get(line.order_item_uuid);
    if (i === undefined) throw AppError.notFound('Order item not found.');
    if (unselectable.some((item) => item.uuid === line.order_item_uuid))
      throw AppError.domain(refundErrors, 'REFUND_ITEM_NOT_SELECTABLE', 'items');
    if (line.quantity > (ordered[i] ?? 0) - (before[i] ?? 0))
      throw AppError.domain(refundErrors, 'REFUND_QUANTITY_EXCEEDED', 'items');
    quantities[i] = line.quantity;
  }

  // A reward goes back automatically once every requirement item of its promo is refunded in full.
  const autoAdded = new Set<number>();
  for (const promo of promos) {
    const requirements = promo.items.filter((e) => e.promo_item_status === 'REQUIREMENT');
    const rewards = promo.items.filter((e) => e.promo_item_status === 'REWARD');
    if (requirements.length === 0 || rewards.length === 0) continue;
    const allBack = requirements.every((e) => {
      const i = indexOf.get(e.order_item_uuid);
      return i !== undefined && (before[i] ?? 0) + (quantities[i] ?? 0) >= (ordered[i] ?? 0);
    });
    if (!allBack) continue;
    for (const reward of rewards) {
      const i = indexOf.get(reward.order_item_uuid);
      if (i === undefined) continue;
      const left = (ordered[i] ?? 0) - (before[i] ?? 0);
      if (left > (quantities[i] ?? 0)) {
        quantities[i] = left;
        autoAdded.add(i);
      }
    }
  }

  const amounts: RefundAmounts = buildRefund(priced, ordered, quantities, before);
  return {
    order,
    timeZone: found.timeZone,
    paymentId: selection.payment_id,
    items,
    amounts,
    autoAdded,
    unselectableUuids: unselectable.map((item) => item.uuid),
    taxes: chargeLines(amounts.totalTax, charges.taxes),
    gratuities: chargeLines(amounts.totalGratuity, charges.gratuities),
  };
}

export type RefundPlan = Awaited<ReturnType<typeof planRefund>>;
