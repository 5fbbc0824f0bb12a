import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import { buildRefund } from '../domain/refund-building.js';
import { proportionOf } from '../domain/rounding.js';
import { pricedFromStoredItems, type StoredPromo } from '../domain/stored-order-pricing.js';
import type { listOrderItems } from './orders.repository.js';
import type { OrderByToken } from './invoices.repository.js';

type ItemRow = Awaited<ReturnType<typeof listOrderItems>>[number];

/**
 * What each line can still give back: its unrefunded units, its own discounts' share of them and, by the refund's
 * own rule (`buildRefund` over the order as stored), the redemption, gratuity, tax and net sales that refunding
 * those units alone would return, positive. Lines are never bundles yet, so each is an ITEM of its own.
 */
export function refundAvailability(
  order: OrderByToken['order'],
  items: readonly ItemRow[],
  promos: readonly StoredPromo[],
  stockTracked: ReadonlySet<number>,
): InvoiceDetail['refund_availability'] {
  if (order.status !== 'completed') return [];
  const priced = pricedFromStoredItems(order, items, promos);
  const ordered = items.map((item) => item.quantity);
  const before = items.map((item) => item.refundedQuantity);
  return items.map((item, index) => {
    const left = item.quantity - item.refundedQuantity;
    const alone = items.map((_, other) => (other === index ? left : 0));
    const [line] = buildRefund(priced, ordered, alone, before).lines;
    const positive = (value: number | undefined) => (value ? -value : 0);
    return {
      order_item_uuid: item.uuid,
      position: item.position,
      category: item.categoryName,
      item: item.itemName,
      variant: item.variantName,
      sales_type: item.salesTypeName,
      price: item.unitPrice + item.modifierAmount,
      discount: proportionOf(item.discountAmount, left, item.quantity),
      redemption: positive(line?.redeem),
      gratuity: positive(line?.gratuity),
      tax: positive(line?.tax),
      net: positive(line?.net),
      quantity: left,
      parent_order_item_uuid: null,
      tracks_stock: item.itemId !== null && stockTracked.has(item.itemId),
      item_type: 'ITEM',
      bundle_id: null,
    };
  });
}
