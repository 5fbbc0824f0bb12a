import type { Queryable } from '../src/db/database.js';
import { orderItems, orders, refundItems, refunds } from '../src/db/schema/index.js';
import { addInvoiceTokenRoutes } from '../src/db/tenant-routes.js';
import { localDate } from '../src/domain/local-time.js';
import {
  applyDailySales,
  applyOrderSales,
  applyRefundSales,
  completedOrderEffect,
  refundEffect,
} from '../src/sales/daily-sales.repository.js';
import { JAKARTA, MAKASSAR } from './transaction-fixtures.js';

/*
 * The data set of test/item-sales-reports.test.ts (described there) and what any local range of it adds up to,
 * computed from the events themselves rather than from the database.
 */

export interface Line {
  item: string;
  variant: string;
  category: string | null;
  quantity: number;
  unitPrice: number;
  cost: number;
  discount: number;
  modifiers: { modifier: string; option: string; price: number }[];
}
export interface Sale {
  outlet: 'J' | 'M';
  at: string;
  status?: 'completed' | 'cancelled';
  billDiscount: number;
  lines: Line[];
}
export interface Refund {
  sale: number;
  at: string;
  lines: { line: number; quantity: number; net: number }[];
}

const line = (item: string, variant: string, category: string | null, more: Partial<Line>): Line => ({
  item,
  variant,
  category,
  quantity: 1,
  unitPrice: 0,
  cost: 0,
  discount: 0,
  modifiers: [],
  ...more,
});
const OAT = { modifier: 'Milk', option: 'Oat', price: 5_000 };
const LESS = { modifier: 'Sugar', option: 'Less', price: 0 };
const kopiLarge = (quantity: number, more: Partial<Line> = {}) =>
  line('Kopi Susu', 'Large', 'Coffee', {
    quantity,
    unitPrice: 20_000,
    cost: 6_000,
    modifiers: [OAT],
    ...more,
  });
const roti = (quantity: number) =>
  line('Roti Bakar', '', 'Food', { quantity, unitPrice: 15_000, cost: 5_000 });

export const SALES: Sale[] = [
  {
    outlet: 'J',
    at: '2024-07-01T02:00:00Z',
    billDiscount: 3_000,
    lines: [kopiLarge(2, { discount: 5_000 }), roti(1)],
  },
  {
    outlet: 'M',
    at: '2024-07-01T03:30:00Z',
    billDiscount: 0,
    lines: [
      kopiLarge(1, { modifiers: [OAT, LESS] }),
      line('Es Teh', '', null, { quantity: 3, unitPrice: 8_000, cost: 1_000 }),
    ],
  },
  {
    outlet: 'J',
    at: '2024-06-30T17:30:00Z',
    billDiscount: 0,
    lines: [line('Kopi Susu', 'Regular', 'Coffee', { unitPrice: 18_000, cost: 5_000 })],
  },
  { outlet: 'M', at: '2024-06-30T15:30:00Z', billDiscount: 0, lines: [kopiLarge(1)] },
  { outlet: 'J', at: '2024-07-02T01:00:00Z', billDiscount: 0, lines: [roti(2)] },
  { outlet: 'J', at: '2024-07-01T04:00:00Z', status: 'cancelled', billDiscount: 0, lines: [kopiLarge(4)] },
];
export const REFUNDS: Refund[] = [
  { sale: 0, at: '2024-07-01T07:00:00Z', lines: [{ line: 0, quantity: 1, net: 21_500 }] },
  { sale: 1, at: '2024-07-02T02:00:00Z', lines: [{ line: 1, quantity: 1, net: 8_000 }] },
];

export const gross = (l: Line) =>
  (l.unitPrice + l.modifiers.reduce((sum, m) => sum + m.price, 0)) * l.quantity;
export const ZONE = { J: JAKARTA, M: MAKASSAR } as const;
const OFFSET = { J: 7, M: 8 } as const;
export const wallClock = (iso: string, outlet: 'J' | 'M') =>
  new Date(Date.parse(iso) + OFFSET[outlet] * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** What the raw events of a local range (inclusive, on each outlet's clock) add up to, computed here. */
export function fromEvents(startDate: string, endDate: string, only: ('J' | 'M')[] = ['J', 'M']) {
  const within = (iso: string, outlet: 'J' | 'M') =>
    only.includes(outlet) && wallClock(iso, outlet) >= startDate && wallClock(iso, outlet) <= endDate;
  const items = new Map<
    string,
    { key: [string, string, string]; sums: number[]; hours: [number, number][] }
  >();
  const modifiers = new Map<string, [number, number, number, number]>();
  let billDiscounts = 0;
  const at = (l: Line) => {
    const key = [l.item, l.variant, l.category ?? ''] as [string, string, string];
    const id = JSON.stringify(key);
    if (!items.has(id)) {
      items.set(id, { key, sums: [0, 0, 0, 0, 0, 0, 0], hours: Array.from({ length: 24 }, () => [0, 0]) });
    }
    return items.get(id)!;
  };
  const option = (m: Line['modifiers'][number]) => {
    const id = JSON.stringify([m.modifier, m.option]);
    if (!modifiers.has(id)) modifiers.set(id, [0, 0, 0, 0]);
    return modifiers.get(id)!;
  };
  const hourOf = (iso: string, outlet: 'J' | 'M') => Number(wallClock(iso, outlet).slice(11, 13));
  for (const sale of SALES) {
    if ((sale.status ?? 'completed') !== 'completed' || !within(sale.at, sale.outlet)) continue;
    billDiscounts += sale.billDiscount;
    for (const l of sale.lines) {
      const item = at(l);
      // quantity, refunded, gross, discounts, refunds, cost sold, cost refunded
      item.sums = [l.quantity, 0, gross(l), l.discount, 0, l.cost * l.quantity, 0].map(
        (v, i) => v + item.sums[i]!,
      );
      const cell = item.hours[hourOf(sale.at, sale.outlet)]!;
      cell[0] += l.quantity;
      cell[1] += gross(l) - l.discount;
      for (const m of l.modifiers) {
        const sums = option(m);
        sums[0] += l.quantity;
        sums[1] += m.price * l.quantity;
      }
    }
  }
  for (const refund of REFUNDS) {
    const sale = SALES[refund.sale]!;
    if (!within(refund.at, sale.outlet)) continue;
    for (const r of refund.lines) {
      const l = sale.lines[r.line]!;
      const item = at(l);
      item.sums = [0, r.quantity, 0, 0, r.net, 0, l.cost * r.quantity].map((v, i) => v + item.sums[i]!);
      const cell = item.hours[hourOf(refund.at, sale.outlet)]!;
      cell[1] -= r.net;
      for (const m of l.modifiers) {
        const sums = option(m);
        sums[2] += r.quantity;
        sums[3] += m.price * r.quantity;
      }
    }
  }
  return { items: [...items.values()], modifiers: [...modifiers], billDiscounts };
}

const margin = (profit: number, net: number) => (net === 0 ? 0 : Math.round((profit / net) * 10_000) / 100);
export const figures = (sums: number[]) => {
  const [quantity, refundedQuantity, grossSales, discounts, refunds, sold, refunded] = sums as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const netSales = grossSales - discounts - refunds;
  const costOfGoods = sold - refunded;
  const grossProfit = netSales - costOfGoods;
  return {
    quantity,
    refundedQuantity,
    grossSales,
    discounts,
    refunds,
    netSales,
    costOfGoods,
    grossProfit,
    grossMargin: margin(grossProfit, netSales),
  };
};
export const add = (all: number[][]) =>
  all.reduce((x, y) => x.map((v, i) => v + y[i]!), [0, 0, 0, 0, 0, 0, 0]);

/**
 * Writes the data set as the writers do: each sale with its outlet day (`applyOrderSales`), each refund with its
 * lines, its outlet day and its item report days (`applyRefundSales`); business b sells s1 once.
 */
export async function writeDataSet(
  db: Queryable,
  businessA: number,
  outlets: { J: number; M: number },
  businessB: number,
  foreignOutlet: number,
): Promise<void> {
  const a = { id: businessA };
  const b = { id: businessB };
  const business = { businessId: a.id };
  const written: { orderId: number; lineIds: number[] }[] = [];
  const write = async (businessId: number, outletId: number, sale: Sale, n: number) =>
    db.transaction(async (tx) => {
      const at = new Date(sale.at);
      const zone = ZONE[sale.outlet];
      const grossSales = sale.lines.reduce((sum, l) => sum + gross(l), 0);
      const discounts = sale.billDiscount + sale.lines.reduce((sum, l) => sum + l.discount, 0);
      const status = sale.status ?? 'completed';
      const [order] = await tx
        .insert(orders)
        .values({
          businessId,
          outletId,
          uuid: `isr-${businessId}-${n}`,
          orderToken: `isr-token-${businessId}-${n}`,
          receiptNumber: `ISR-${n}`,
          status,
          createdAt: at,
          businessDate: localDate(zone, at),
          completedAt: status === 'completed' ? at : null,
          cancelledAt: status === 'cancelled' ? at : null,
          subtotal: grossSales,
          discountTotal: discounts,
          netSales: grossSales - discounts,
          grossSales,
          totalCollected: grossSales - discounts,
        })
        .returning({ id: orders.id });
      await addInvoiceTokenRoutes(tx, businessId, [order!.id]);
      const lines = await tx
        .insert(orderItems)
        .values(
          sale.lines.map((l, position) => ({
            businessId,
            orderId: order!.id,
            uuid: `isr-${businessId}-${n}-${position}`,
            position,
            itemName: l.item,
            variantName: l.variant,
            categoryName: l.category,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
            unitCost: l.cost,
            modifierAmount: l.modifiers.reduce((sum, m) => sum + m.price, 0),
            modifiers: l.modifiers.map((m, index) => ({
              modifier_id: index + 1,
              modifier_name: m.modifier,
              modifier_option_id: index + 10,
              modifier_option_name: m.option,
              price: m.price,
            })),
            grossAmount: gross(l),
            discountAmount: l.discount,
          })),
        )
        .returning({ id: orderItems.id });
      const effects =
        status === 'completed'
          ? [
              completedOrderEffect({
                outletId,
                businessDate: localDate(zone, at),
                grossSales,
                netSales: grossSales - discounts,
                totalCollected: grossSales - discounts,
                costOfGoods: sale.lines.reduce((sum, l) => sum + l.cost * l.quantity, 0),
                discountTotal: discounts,
                gratuityTotal: 0,
                taxTotal: 0,
                roundingAmount: 0,
              }),
            ]
          : [];
      await applyOrderSales(tx, { businessId }, [order!.id], effects);
      return { orderId: order!.id, lineIds: lines.map((row) => row.id) };
    });
  for (const [n, sale] of SALES.entries()) written.push(await write(a.id, outlets[sale.outlet], sale, n));
  await write(b.id, foreignOutlet, SALES[0]!, 0);
  for (const [n, refund] of REFUNDS.entries()) {
    const sale = SALES[refund.sale]!;
    const outletId = outlets[sale.outlet];
    const zone = ZONE[sale.outlet];
    const at = new Date(refund.at);
    const net = refund.lines.reduce((sum, l) => sum + l.net, 0);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(refunds)
        .values({
          businessId: a.id,
          outletId,
          orderId: written[refund.sale]!.orderId,
          uuid: `isr-refund-${n}`,
          reason: 'Returned Goods',
          refundedAt: at,
          businessDate: localDate(zone, at),
          subtotal: -net,
          refundAmount: -net,
          totalNetSales: -net,
          totalGrossSales: -net,
        })
        .returning({ id: refunds.id });
      await tx.insert(refundItems).values(
        refund.lines.map((l) => ({
          businessId: a.id,
          refundId: row!.id,
          orderItemId: written[refund.sale]!.lineIds[l.line]!,
          itemName: sale.lines[l.line]!.item,
          quantity: l.quantity,
          grossAmount: -l.net,
          netAmount: -l.net,
        })),
      );
      await applyDailySales(tx, business, [
        refundEffect({
          outletId,
          businessDate: localDate(zone, at),
          refundAmount: -net,
          totalNetSales: -net,
          totalGratuity: 0,
          totalTax: 0,
          totalRoundingAmount: 0,
          refundedCost: refund.lines.reduce((sum, l) => sum + sale.lines[l.line]!.cost * l.quantity, 0),
        }),
      ]);
      await applyRefundSales(tx, business, row!.id);
    });
  }
}
