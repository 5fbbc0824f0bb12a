import { randomUUID } from 'node:crypto';
import type { PosCatalogue, PosOrder } from '@backoffice/contracts/pos';

/** Whole-Rupiah percentage, half up, as a cashier's till rounds it. */
const percentOf = (base: number, percentage: number) => Math.round((base * percentage) / 100);

export interface SaleOptions {
  /** A number in [0, 1): Math.random or a seeded generator. */
  random: () => number;
  at: Date;
  receiptNumber: string;
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/**
 * One realistic bill from the outlet's catalogue: 1–4 lines, sometimes a 10 % item discount, the outlet's taxes on
 * net sales, cash rounded down to Rp100, one payment or a split; now and then a voided line, and about 3 % of bills
 * cancelled instead of paid. Its figures add up exactly as the ingestion API checks them.
 */
export function buildSale(catalogue: PosCatalogue, options: SaleOptions): PosOrder {
  const { random, at } = options;
  const sellable = catalogue.items.filter((item) => item.variants.length > 0);
  if (sellable.length === 0) throw new Error(`outlet ${catalogue.outlet.name} has no items to sell`);
  const staff = catalogue.staff_ids.length ? pick(random, catalogue.staff_ids) : null;
  const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
    const item = pick(random, sellable);
    const variant = pick(random, item.variants);
    const quantity = 1 + Math.floor(random() * 3);
    const gross = variant.price * quantity;
    const discounted = random() < 0.2;
    const discount = discounted ? percentOf(gross, 10) : 0;
    return {
      uuid: randomUUID(),
      item_id: item.item_id,
      variant_id: variant.variant_id,
      category_id: item.category_id,
      item_name: item.item_name,
      variant_name: variant.name,
      quantity,
      unit_price: variant.price,
      unit_cost: variant.cost,
      discounts: discounted
        ? [
            {
              discount_name: 'Diskon 10%',
              discount_type: 'percentage' as const,
              discount_percentage: 10,
              discount_amount: discount,
            },
          ]
        : [],
      gross_amount: gross,
      discount_amount: discount,
    };
  });
  const subtotal = lines.reduce((a, l) => a + l.gross_amount, 0);
  const discountTotal = lines.reduce((a, l) => a + l.discount_amount, 0);
  const net = subtotal - discountTotal;
  const taxes = catalogue.taxes.map((t) => ({
    id: t.id,
    name: t.name,
    percentage: t.percentage,
    amount: percentOf(net, t.percentage),
  }));
  const tax = taxes.reduce((a, t) => a + t.amount, 0);
  const beforeRounding = net + tax;
  const rounding = -(beforeRounding % 100);
  const total = beforeRounding + rounding;
  const voids =
    random() < 0.05
      ? [
          (() => {
            const item = pick(random, sellable);
            const variant = pick(random, item.variants);
            return {
              uuid: randomUUID(),
              item_id: item.item_id,
              variant_id: variant.variant_id,
              item_name: item.item_name,
              variant_name: variant.name,
              quantity: 1,
              unit_price: variant.price,
              total_price: variant.price,
              reason: 'Salah input',
              void_by: staff,
              voided_at: at.toISOString(),
            };
          })(),
        ]
      : [];
  const base = {
    uuid: randomUUID(),
    receipt_number: options.receiptNumber,
    created_at: new Date(at.getTime() - 10 * 60_000).toISOString(),
    created_by: staff,
    sales_type_id: catalogue.sales_types.length ? pick(random, catalogue.sales_types).id : null,
    items: lines,
    taxes,
    subtotal,
    discount_total: discountTotal,
    tax_total: tax,
    rounding_amount: rounding,
    net_sales: net,
    total,
    voids,
  };
  if (random() < 0.03) {
    return {
      ...base,
      status: 'cancelled',
      cancelled_at: at.toISOString(),
      cancel_reason: 'Pelanggan batal pesan',
      cancelled_by: staff,
    };
  }
  const methods: { id: number | null; code: string; name: string }[] = catalogue.payment_methods.length
    ? catalogue.payment_methods
    : [{ id: null, code: 'CASH', name: 'Cash' }];
  const method = () => pick(random, methods);
  const split = total >= 20_000 && random() < 0.15;
  const first = split ? Math.round(total / 2 / 1000) * 1000 : total;
  const payments = [first, total - first]
    .filter((amount) => amount > 0)
    .map((amount) => {
      const m = method();
      const cash = m.code.toUpperCase() === 'CASH';
      return {
        uuid: randomUUID(),
        payment_method_id: m.id,
        method_code: m.code,
        method_name: m.name,
        amount,
        tendered_amount: cash ? Math.ceil(amount / 50_000) * 50_000 : null,
      };
    });
  return { ...base, status: 'completed', completed_at: at.toISOString(), collected_by: staff, payments };
}
