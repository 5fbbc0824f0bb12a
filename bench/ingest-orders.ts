import { randomUUID } from 'node:crypto';
import type { PosOrder } from '@backoffice/contracts/pos';

/** Orders per request, as the benchmark asks. */
export const BATCH = 50;

const MENU = ['Es Kopi Susu', 'Nasi Goreng', 'Teh Manis', 'Mie Ayam', 'Roti Bakar', 'Kentang Goreng'];

/** A bill of two to four lines (three on average), PB1 10 %, cash rounded down to Rp100, paid in one payment. */
export function benchOrder(at: Date, n: number): PosOrder {
  const lines = 2 + (n % 3);
  const items = Array.from({ length: lines }, (_, k) => {
    const quantity = 1 + ((n + k) % 2);
    const price = 10_000 + ((n * 7 + k * 3) % 20) * 1_000;
    return {
      uuid: randomUUID(),
      item_name: MENU[(n + k) % MENU.length]!,
      quantity,
      unit_price: price,
      unit_cost: price / 2,
      gross_amount: price * quantity,
      discount_amount: 0,
    };
  });
  const subtotal = items.reduce((a, i) => a + i.gross_amount, 0);
  const tax = Math.round(subtotal / 10);
  const rounding = -((subtotal + tax) % 100);
  const total = subtotal + tax + rounding;
  return {
    uuid: randomUUID(),
    status: 'completed',
    receipt_number: `B-${n}`,
    created_at: new Date(at.getTime() - 10 * 60_000).toISOString(),
    completed_at: at.toISOString(),
    items,
    taxes: [{ name: 'PB1', percentage: 10, amount: tax }],
    subtotal,
    discount_total: 0,
    tax_total: tax,
    rounding_amount: rounding,
    net_sales: subtotal,
    total,
    payments: [{ uuid: randomUUID(), method_code: 'CASH', method_name: 'Cash', amount: total }],
  };
}

/**
 * A batch sold over the hour before `now`, so every order lands today and in the list's range. `first` numbers the
 * orders (receipt numbers, prices); callers give each batch its own range.
 */
export function benchBatch(now: Date, first: number): PosOrder[] {
  return Array.from({ length: BATCH }, (_, i) =>
    benchOrder(new Date(now.getTime() - Math.random() * 3_600_000), first + i),
  );
}
