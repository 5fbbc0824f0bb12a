import { orders } from '../db/schema/index.js';

/**
 * The one time of an order wherever it appears — the Transactions list, its filter and day headings, the detail
 * panel, the printable invoice, the receipt mail and the exports: when the order was rung up (`orders.created_at`),
 * shown on its outlet's clock. Not the payment's time: an open bill has none, and the list's range, order and
 * keyset indexes already stand on this column (decision 0110). A payment's own time appears only as that payment's.
 */
export const ORDER_TIME = orders.createdAt;

/** The same instant of an order already read. */
export function orderTimeOf(order: Pick<typeof orders.$inferSelect, 'createdAt'>): Date {
  return order.createdAt;
}
