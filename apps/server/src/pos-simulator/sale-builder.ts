import { randomUUID } from 'node:crypto';
import type { PosCatalogue, PosOrder } from '@backoffice/contracts/pos';
import { priceItemTaxes } from '../domain/item-taxes.js';
import { priceOrder } from '../domain/order-pricing.js';
import { roundTo } from '../domain/rounding.js';

/** Whole-Rupiah percentage, half up, as a cashier's till rounds it. */
const percentOf = (base: number, percentage: number) => Math.round((base * percentage) / 100);

export interface SaleOptions {
  /** A number in [0, 1): Math.random or a seeded generator. */
  random: () => number;
  at: Date;
  receiptNumber: string;
  /** The members' balances as this till knows them, moved by each bill it builds (keyed by member id). */
  balances: Map<number, number>;
  /** Sells only items whose name contains this (any case): `npm run pos -- --item` (a browser test sells its item). */
  itemName?: string;
}

/** The catalogue's items a bill may hold: those with a variant, and with `itemName` only those it names. */
export function sellableItems(catalogue: PosCatalogue, itemName?: string): PosCatalogue['items'] {
  const wanted = itemName?.trim().toLowerCase();
  const sellable = catalogue.items.filter(
    (item) => item.variants.length > 0 && (!wanted || item.item_name.toLowerCase().includes(wanted)),
  );
  if (sellable.length === 0)
    throw new Error(
      wanted
        ? `outlet ${catalogue.outlet.name} sells no item named like "${itemName}"`
        : `outlet ${catalogue.outlet.name} has no items to sell`,
    );
  return sellable;
}

type Customer = PosCatalogue['customers'][number];
type Reward = NonNullable<PosCatalogue['loyalty']>['rewards'][number];

/** What a reward takes off a bill of this subtotal: cash, or a percentage up to its cap, never more than the bill. */
function rewardAmount(reward: Reward, subtotal: number, otherDiscounts: number): number {
  const raw =
    reward.discount_type === 'cash'
      ? reward.discount_amount
      : Math.min(percentOf(subtotal, reward.discount_amount), reward.max_discount_amount ?? Infinity);
  return Math.max(0, Math.min(raw, subtotal - otherDiscounts));
}

/**
 * The bill's net, taxes and cash rounding, priced by the domain as a till prices them (decision 0220): net sales by
 * `priceOrder` (each line's own discount, the reward shared over the lines), then each of the outlet's taxes on the
 * lines whose item carries it (`tax_ids`) by `priceItemTaxes` — an included one inside the price and out of the
 * total, an added one on top — and cash rounded down to Rp100.
 */
function priceSale(
  catalogue: PosCatalogue,
  lines: readonly { item_id: number; gross_amount: number; discount_amount: number }[],
  redeem: number,
) {
  const bill = priceOrder({
    lines: lines.map((l) => ({
      unitPrice: l.gross_amount,
      modifierAmount: 0,
      quantity: 1,
      itemDiscount: l.discount_amount ? { type: 'cash', value: l.discount_amount } : null,
      promo: null,
    })),
    orderDiscounts: [],
    cartPromos: [],
    redemption: redeem ? { type: 'cash', value: redeem } : null,
    gratuityPercentage: null,
    taxPercentage: null,
    includeGratuityTax: false,
    rounding: null,
  });
  const taxIdsOf = new Map(catalogue.items.map((item) => [item.item_id, item.tax_ids]));
  const carried = catalogue.taxes
    .map((tax) => ({
      tax,
      lines: lines.flatMap((l, i) => (taxIdsOf.get(l.item_id)?.includes(tax.id) ? [i] : [])),
    }))
    .filter((t) => t.lines.length > 0);
  const taxed = priceItemTaxes(
    bill.lines.map((l) => l.net),
    carried.map(({ tax, lines: carrying }) => ({
      percentage: tax.percentage,
      isIncluded: tax.is_included,
      lines: carrying,
    })),
  );
  const taxes = carried.map(({ tax }, i) => ({
    id: tax.id,
    name: tax.name,
    percentage: tax.percentage,
    amount: taxed.amounts[i] ?? 0,
    is_included: tax.is_included,
  }));
  const beforeRounding = bill.netSales + taxed.taxTotal;
  const total = roundTo(beforeRounding, 100, 'down');
  return {
    net: bill.netSales,
    taxes,
    tax: taxed.taxTotal,
    rounding: total - beforeRounding,
    total,
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/**
 * One realistic bill from the outlet's catalogue (or the items `itemName` names): 1–4 lines, sometimes a 10 % item discount, often a customer (a
 * member earning points and now and then redeeming a reward), each line's own taxes (`tax_ids`: included ones inside
 * the price, added ones on top), cash rounded down to
 * Rp100, one payment or a split; the catalogue's version it priced from goes with it; now and then a voided line, and about 3 % of bills cancelled instead of paid. Its figures add up exactly as the ingestion API checks them.
 */
export function buildSale(catalogue: PosCatalogue, options: SaleOptions): PosOrder {
  const { random, at } = options;
  const sellable = sellableItems(catalogue, options.itemName);
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
  const lineDiscounts = lines.reduce((a, l) => a + l.discount_amount, 0);
  // About two bills in five name a customer; a member earns points on net sales and now and then redeems a reward
  // the balance and the bill allow.
  const customer: Customer | null =
    catalogue.customers.length && random() < 0.4 ? pick(random, catalogue.customers) : null;
  const program = customer?.member ? catalogue.loyalty : null;
  const opening = customer?.member
    ? (options.balances.get(customer.member.member_id) ?? customer.member.points_balance)
    : 0;
  const affordable = (program?.rewards ?? []).filter(
    (r) => r.redeem_points <= opening && subtotal >= r.min_purchase_amount,
  );
  const reward = affordable.length && random() < 0.5 ? pick(random, affordable) : null;
  const redeem = reward ? rewardAmount(reward, subtotal, lineDiscounts) : 0;
  const discountTotal = lineDiscounts + redeem;
  const priced = priceSale(catalogue, lines, redeem);
  const { net, taxes, tax, rounding, total } = priced;
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
    catalogue_version: catalogue.version,
    receipt_number: options.receiptNumber,
    created_at: new Date(at.getTime() - 10 * 60_000).toISOString(),
    created_by: staff,
    sales_type_id: catalogue.sales_types.length ? pick(random, catalogue.sales_types).id : null,
    items: lines,
    taxes,
    subtotal,
    discount_total: discountTotal,
    redeem_amount: redeem,
    tax_total: tax,
    rounding_amount: rounding,
    net_sales: net,
    total,
    voids,
  };
  if (random() < 0.03) {
    return {
      ...base,
      customer_id: customer?.id ?? null,
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
  const member = customer?.member;
  if (!program || !member) {
    const sale = { ...base, customer_id: customer?.id ?? null, payments };
    return { ...sale, status: 'completed', completed_at: at.toISOString(), collected_by: staff };
  }
  const earned = Math.floor(net / program.earn_spend_amount) * program.earn_points;
  const redeemed = reward?.redeem_points ?? 0;
  const closing = opening - redeemed + earned;
  options.balances.set(member.member_id, closing);
  return {
    ...base,
    status: 'completed',
    completed_at: at.toISOString(),
    collected_by: staff,
    payments,
    customer_id: customer.id,
    points_earned: earned,
    points_redeemed: redeemed,
    loyalty: {
      type: reward ? 'REDEMPTION' : 'EARNING',
      program_id: program.program_id,
      member_id: member.member_id,
      member_since: member.member_since,
      current_balance: opening,
      new_earned_points: earned,
      closing_balance: closing,
      earning_rule: { type: 'SPENDING', amount: program.earn_spend_amount, point: program.earn_points },
      redemption: reward
        ? {
            reward_id: reward.id,
            reward: reward.name,
            redeem_points: reward.redeem_points,
            discount: redeem,
            discount_type: reward.discount_type,
          }
        : null,
    },
  };
}
