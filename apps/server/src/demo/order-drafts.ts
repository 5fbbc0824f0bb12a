import type { OrderItemModifier } from '../db/schema/index.js';
import type { SeededOutlet } from './businesses.js';
import type { SaleItem } from './catalogue.js';
import { type Deduction, lineGross } from '../domain/order-pricing.js';
import type { SeededDiscount, SeededPromo } from './discounts-campaigns.js';
import type { Random } from './random.js';

const MINUTE = 60_000;

/** Share of the day's orders by local hour, 07:00–21:59: a breakfast bump, a lunch peak and a dinner peak. */
// prettier-ignore
const hourWeights: Record<number, number> = {
  7: 3, 8: 5, 9: 5, 10: 4, 11: 7, 12: 12, 13: 10, 14: 5, 15: 4, 16: 5, 17: 7, 18: 10, 19: 11, 20: 7, 21: 3,
};
const hours = Object.keys(hourWeights).map(Number);
const hourWeightList = hours.map((h) => hourWeights[h] as number);

const lineCountWeights = [34, 30, 18, 10, 5, 3];
const notes = ['Tidak pakai bawang', 'Dibungkus terpisah', 'Sambal dipisah', 'Tanpa es', 'Panas sekali'];

export interface DraftLine {
  item: SaleItem;
  variant: SaleItem['variants'][number];
  quantity: number;
  modifiers: OrderItemModifier[];
  modifierAmount: number;
  itemDiscount: { discount: SeededDiscount; deduction: Deduction } | null;
  promo: SeededPromo | null;
  note: string | null;
}

export interface DraftOrder {
  outlet: SeededOutlet;
  createdAt: Date;
  localHour: number;
  /** Local calendar day as yyMMdd, for receipt numbers. */
  localDay: string;
  salesType: { id: number; name: string } | null;
  lines: DraftLine[];
  orderDiscounts: { discount: SeededDiscount; deduction: Deduction }[];
  cartPromos: SeededPromo[];
  createdBy: number | null;
  tableName: string | null;
  pax: number | null;
}

export interface DraftContext {
  rng: Random;
  items: SaleItem[];
  itemWeights: number[];
  salesTypes: { id: number; name: string }[];
  discounts: SeededDiscount[];
  promos: SeededPromo[];
}

/** A drafted bill's lines before any discount. */
export function billGross(lines: readonly DraftLine[]): number {
  return lines.reduce(
    (sum, l) =>
      sum + lineGross({ unitPrice: l.variant.price, modifierAmount: l.modifierAmount, quantity: l.quantity }),
    0,
  );
}

/** The value actually given: a fixed discount's amount, or what the cashier typed for a customizable one. */
export function deductionOf(discount: SeededDiscount, rng: Random): Deduction {
  if (discount.amount !== null) return { type: discount.type, value: discount.amount };
  return discount.type === 'cash'
    ? { type: 'cash', value: rng.int(2, 10) * 1000 }
    : { type: 'percentage', value: rng.int(1, 5) * 5 };
}

function pickModifiers(rng: Random, item: SaleItem): OrderItemModifier[] {
  const chosen: OrderItemModifier[] = [];
  for (const group of item.modifierGroups) {
    if (!rng.chance(group.singleChoice ? 0.3 : 0.15)) continue;
    const option = rng.pick(group.options);
    chosen.push({
      modifier_id: group.id,
      modifier_name: group.name,
      modifier_option_id: option.id,
      modifier_option_name: option.name,
      price: option.price,
    });
  }
  return chosen;
}

function draftLine(context: DraftContext, outletId: number): DraftLine {
  const { rng } = context;
  const item = context.items[rng.weightedIndex(context.itemWeights)] as SaleItem;
  const picked = rng.pick(item.variants);
  // The outlet's own price when it has one (decision 0150), as its till sells it.
  const outletPrice = picked.priceAt?.get(outletId);
  const variant = outletPrice === undefined ? picked : { ...picked, price: outletPrice };
  const modifiers = pickModifiers(rng, item);
  const usable = context.discounts.filter((d) => d.outletIds.has(outletId));
  let itemDiscount: DraftLine['itemDiscount'] = null;
  if (usable.length && rng.chance(0.04)) {
    const discount = rng.pick(usable);
    itemDiscount = { discount, deduction: deductionOf(discount, rng) };
  }
  return {
    item,
    variant,
    quantity: rng.chance(0.82) ? 1 : rng.int(2, 3),
    modifiers,
    modifierAmount: modifiers.reduce((sum, m) => sum + m.price, 0),
    itemDiscount,
    promo: null,
    note: rng.chance(0.03) ? rng.pick(notes) : null,
  };
}

/**
 * The bills of one outlet on one local day, drafted without money maths (that needs the customer's points, which
 * are only known once every outlet's bills of the day are in time order).
 */
export function draftDay(
  context: DraftContext,
  outlet: SeededOutlet,
  day: { year: number; month: number; day: number; offsetMs: number; count: number; endsAt: Date },
): DraftOrder[] {
  const { rng } = context;
  const drafts: DraftOrder[] = [];
  const localDay = `${String(day.year % 100).padStart(2, '0')}${String(day.month).padStart(2, '0')}${String(day.day).padStart(2, '0')}`;
  const typeWeights = context.salesTypes.map((t) =>
    t.name === 'Dine In' ? 50 : t.name === 'Take Away' ? 25 : t.name === 'GoFood' ? 13 : 12,
  );
  for (let n = 0; n < day.count; n++) {
    const hour = hours[rng.weightedIndex(hourWeightList)] as number;
    const wall = Date.UTC(day.year, day.month - 1, day.day, hour, rng.int(0, 59), rng.int(0, 59));
    const createdAt = new Date(wall - day.offsetMs);
    if (createdAt > day.endsAt) continue;
    const salesType = context.salesTypes.length
      ? (context.salesTypes[rng.weightedIndex(typeWeights)] ?? null)
      : null;
    const lineCount = 1 + rng.weightedIndex(lineCountWeights);
    const lines = Array.from({ length: lineCount }, () => draftLine(context, outlet.id));

    const cartPromos: SeededPromo[] = [];
    for (const promo of context.promos) {
      if (promo.rule === 'morning-coffee' && hour < 11) {
        const coffee = lines.find((l) => l.item.categoryName === 'Kopi' && !l.itemDiscount);
        if (coffee && rng.chance(0.5)) coffee.promo = promo;
      }
      if (
        promo.rule === 'delivery-cart' &&
        (salesType?.name === 'GoFood' || salesType?.name === 'GrabFood')
      ) {
        if (billGross(lines) >= 60000 && rng.chance(0.6)) cartPromos.push(promo);
      }
    }

    const usable = context.discounts.filter((d) => d.outletIds.has(outlet.id));
    const orderDiscounts: DraftOrder['orderDiscounts'] = [];
    if (usable.length && rng.chance(0.05)) {
      const discount = rng.pick(usable);
      orderDiscounts.push({ discount, deduction: deductionOf(discount, rng) });
    }

    const dineIn = salesType?.name === 'Dine In';
    drafts.push({
      outlet,
      createdAt,
      localHour: hour,
      localDay,
      salesType,
      lines,
      orderDiscounts,
      cartPromos,
      createdBy: outlet.cashierIds.length ? rng.pick(outlet.cashierIds) : null,
      tableName: dineIn ? `Meja ${rng.int(1, 20)}` : null,
      pax: dineIn ? rng.int(1, 6) : null,
    });
  }
  return drafts;
}

/** Minutes from opening the bill to paying it, by sales type. */
export function minutesToPay(rng: Random, salesType: string | undefined): number {
  if (salesType === 'Dine In') return rng.int(20, 75);
  if (salesType === 'GoFood' || salesType === 'GrabFood') return rng.int(5, 15);
  return rng.int(2, 10);
}

export const minutes = (n: number) => n * MINUTE;
