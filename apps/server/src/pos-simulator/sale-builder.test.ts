import { describe, expect, it } from 'vitest';
import type { PosCatalogue, PosOrder } from '@backoffice/contracts/pos';
import { checkPosOrder } from '../modules/pos/check-pos-order.js';
import { allocate, includedPartOf, percentOf } from '../domain/rounding.js';
import { buildSale } from './sale-builder.js';

/** A repeatable generator (a linear congruential one), so a failure shows again on the next run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const links = {
  kind: 'item' as const,
  description: null,
  track_stock: false,
  modifier_ids: [],
  tax_ids: [],
  sales_type_ids: [],
  bundle_components: [],
};
const variant = { sku: null, low_stock_level: null };

const catalogue: PosCatalogue = {
  version: 12,
  full: true,
  deleted: {
    items: [],
    categories: [],
    modifiers: [],
    taxes: [],
    gratuities: [],
    sales_types: [],
    promos: [],
    discounts: [],
  },
  categories: [],
  modifiers: [],
  gratuities: [],
  promos: [],
  discounts: [],
  outlet: { id: 7, name: 'Kemang', time_zone: 'Asia/Jakarta' },
  items: [
    {
      item_id: 1,
      item_name: 'Es Kopi Susu',
      category_id: 3,
      ...links,
      // PPN is inside this item's prices; PB1 is added on top of them.
      tax_ids: [5, 6],
      variants: [
        { variant_id: 11, name: 'Regular', price: 22_000, cost: 8_000, ...variant },
        { variant_id: 12, name: 'Large', price: 28_000, cost: 10_000, ...variant },
      ],
    },
    {
      item_id: 2,
      item_name: 'Nasi Goreng',
      category_id: 4,
      ...links,
      // Carries PB1 only, and a tax its outlet does not offer (not in the catalogue): the till ignores that one.
      tax_ids: [5, 99],
      variants: [{ variant_id: 21, name: '', price: 35_000, cost: 14_000, ...variant }],
    },
    {
      item_id: 3,
      item_name: 'Air Mineral',
      category_id: 4,
      ...links,
      variants: [{ variant_id: 31, name: '', price: 6_000, cost: 2_000, ...variant }],
    },
    {
      item_id: 4,
      item_name: 'Roti Bakar',
      category_id: 4,
      ...links,
      // Only the included tax.
      tax_ids: [6],
      variants: [{ variant_id: 41, name: '', price: 18_500, cost: 7_000, ...variant }],
    },
  ],
  // Each item carries its own taxes (`tax_ids`); the service tax is carried by no item, so no bill has it.
  taxes: [
    { id: 5, name: 'PB1', percentage: 10, is_included: false },
    { id: 6, name: 'PPN', percentage: 11, is_included: true },
    { id: 7, name: 'Pajak Layanan', percentage: 5, is_included: false },
  ],
  sales_types: [{ id: 9, name: 'Dine In', is_default: true }],
  payment_methods: [
    { id: 1, code: 'CASH', name: 'Cash', kind: 'cash' },
    { id: 2, code: 'QRIS', name: 'QRIS', kind: 'qris' },
  ],
  staff_ids: [31, 32],
  customers: [
    {
      id: 41,
      name: 'Member kaya poin',
      member: { member_id: 51, member_since: '2025-01-01T00:00:00.000Z', points_balance: 400 },
    },
    {
      id: 42,
      name: 'Member baru',
      member: { member_id: 52, member_since: '2026-01-01T00:00:00.000Z', points_balance: 0 },
    },
    { id: 43, name: 'Bukan member', member: null },
  ],
  loyalty: {
    program_id: 61,
    earn_spend_amount: 10_000,
    earn_points: 1,
    rewards: [
      {
        id: 71,
        name: 'Potongan Rp10.000',
        redeem_points: 20,
        discount_type: 'cash',
        discount_amount: 10_000,
        max_discount_amount: null,
        min_purchase_amount: 30_000,
      },
      {
        id: 72,
        name: 'Diskon 20%',
        redeem_points: 60,
        discount_type: 'percentage',
        discount_amount: 20,
        max_discount_amount: 15_000,
        min_purchase_amount: 50_000,
      },
    ],
  },
};

describe('the simulator’s bills', () => {
  const now = new Date('2026-11-20T05:00:00Z');
  const balances = new Map<number, number>();
  const random = seeded(14);
  const sales: PosOrder[] = Array.from({ length: 400 }, (_, i) =>
    buildSale(catalogue, {
      random,
      at: new Date(now.getTime() - (400 - i) * 60_000),
      receiptNumber: `S-${i}`,
      balances,
    }),
  );

  it('add up as the ingestion API checks them, with customers, points and rewards among them', () => {
    for (const sale of sales) {
      const checked = checkPosOrder(sale, { now, outletId: 7 });
      expect(checked.ok ? [] : checked.errors, sale.receipt_number).toEqual([]);
    }
    expect(sales.filter((s) => s.customer_id).length).toBeGreaterThan(80);
    expect(sales.filter((s) => (s.points_earned ?? 0) > 0).length).toBeGreaterThan(20);
    expect(sales.filter((s) => s.loyalty?.redemption).length).toBeGreaterThan(5);
    expect(sales.some((s) => s.customer_id === 43 && s.loyalty)).toBe(false);
  });

  it('charge each line the taxes its item carries: included ones inside the price, added ones on top', () => {
    const taxesOf = new Map(catalogue.items.map((item) => [item.item_id, item.tax_ids]));
    for (const sale of sales) {
      // Each line's net: what is left after its own discount and its share of the reward paid with points.
      const afterLine = sale.items.map((l) => l.gross_amount - l.discount_amount);
      const redeemShares = allocate(sale.redeem_amount ?? 0, afterLine);
      const nets = afterLine.map((a, i) => a - redeemShares[i]!);
      const expected = catalogue.taxes.flatMap((tax) => {
        const carrying = sale.items.flatMap((l, i) =>
          taxesOf.get(l.item_id!)?.includes(tax.id) ? [nets[i]!] : [],
        );
        if (carrying.length === 0) return [];
        const base = carrying.reduce((a, b) => a + b, 0);
        const amount = tax.is_included
          ? includedPartOf(base, tax.percentage)
          : percentOf(base, tax.percentage);
        return [
          { id: tax.id, name: tax.name, percentage: tax.percentage, amount, is_included: tax.is_included },
        ];
      });
      expect(sale.taxes, sale.receipt_number).toEqual(expected);
      const added = expected.filter((t) => !t.is_included).reduce((a, t) => a + t.amount, 0);
      expect(sale.tax_total).toBe(added);
      expect(sale.total).toBe(sale.net_sales + added + (sale.rounding_amount ?? 0));
      expect(sale.catalogue_version).toBe(12);
    }
    // Bills of every kind are among them: an untaxed item alone, the included tax alone, both kinds together.
    const names = sales.map((s) => (s.taxes ?? []).map((t) => t.name).join('+'));
    expect(names).toContain('');
    expect(names).toContain('PPN');
    expect(names).toContain('PB1+PPN');
    expect(names.some((n) => n.includes('Pajak Layanan'))).toBe(false);
  });

  it('charge nothing on top for an item whose price holds its tax', () => {
    const random = seeded(5);
    const bills = Array.from({ length: 40 }, (_, i) =>
      buildSale(catalogue, {
        random,
        at: now,
        receiptNumber: `R-${i}`,
        balances: new Map(),
        itemName: 'roti',
      }),
    );
    for (const bill of bills) {
      expect(bill.tax_total).toBe(0);
      expect(bill.total).toBe(bill.net_sales + (bill.rounding_amount ?? 0));
      expect(bill.taxes).toEqual([
        { id: 6, name: 'PPN', percentage: 11, is_included: true, amount: includedPartOf(bill.net_sales, 11) },
      ]);
    }
    // Two Roti Bakar at Rp18.500 with nothing off: Rp37.000 holds Rp3.667 of PPN 11 % (37.000 × 11 / 111).
    const plain = bills.find(
      (b) => b.items.length === 1 && b.items[0]!.quantity === 2 && b.discount_total === 0,
    );
    expect(plain?.taxes?.[0]?.amount).toBe(3_667);
  });

  it('carries each member’s balance from bill to bill, never redeeming more than it holds', () => {
    for (const memberId of [51, 52]) {
      const bills = sales.filter((s) => s.loyalty?.member_id === memberId);
      let balance = catalogue.customers.find((c) => c.member?.member_id === memberId)!.member!.points_balance;
      for (const bill of bills) {
        const loyalty = bill.loyalty!;
        expect(loyalty.current_balance).toBe(balance);
        expect(bill.points_redeemed ?? 0).toBeLessThanOrEqual(balance);
        expect(loyalty.new_earned_points).toBe(Math.floor(bill.net_sales / 10_000));
        balance = balance - (bill.points_redeemed ?? 0) + (bill.points_earned ?? 0);
        expect(loyalty.closing_balance).toBe(balance);
      }
      expect(balances.get(memberId)).toBe(balance);
    }
  });
});

describe('the simulator told which item to sell (--item)', () => {
  const sell = (itemName: string, seed: number) => {
    const random = seeded(seed);
    return Array.from({ length: 100 }, (_, i) =>
      buildSale(catalogue, {
        random,
        at: new Date('2026-11-20T05:00:00Z'),
        receiptNumber: `I-${i}`,
        balances: new Map(),
        itemName,
      }),
    );
  };

  it('puts only the items whose name holds the words, in any case, on its bills and voids', () => {
    const sales = sell('  es KOPI ', 3);
    const lines = sales.flatMap((s) => [...s.items, ...(s.voids ?? [])]);
    expect(new Set(lines.map((l) => l.item_name))).toEqual(new Set(['Es Kopi Susu']));
    // Both of its variants, at their catalogue prices.
    expect(new Set(sales.flatMap((s) => s.items.map((l) => `${l.variant_name} ${l.unit_price}`)))).toEqual(
      new Set(['Regular 22000', 'Large 28000']),
    );
  });

  it('refuses to start when the outlet sells nothing by that name', () => {
    expect(() => sell('Soto Betawi', 4)).toThrow('outlet Kemang sells no item named like "Soto Betawi"');
  });
});
