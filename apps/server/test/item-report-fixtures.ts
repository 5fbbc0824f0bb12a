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
