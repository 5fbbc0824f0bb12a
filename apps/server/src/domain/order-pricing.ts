import { allocate, includedPartOf, percentOf, type RoundingMode, roundTo } from './rounding.js';

/** Percentages are whole or decimal percent (10 = 10 %); cash values are integer Rupiah. */
export interface Deduction {
  type: 'cash' | 'percentage';
  value: number;
  /** Cap on a percentage deduction, in Rupiah. */
  max?: number | null;
}

export interface PricingLine {
  unitPrice: number;
  /** Per unit. */
  modifierAmount: number;
  quantity: number;
  itemDiscount: Deduction | null;
  /** A promo rewarded on this line (e.g. morning coffee 15 %). */
  promo: Deduction | null;
}

export interface PricingInput {
  lines: PricingLine[];
  /** Bill-level discounts, applied one after another on what is left. */
  orderDiscounts: Deduction[];
  /** Promos rewarded on the whole cart (e.g. Rp8.000 off delivery orders above a minimum). */
  cartPromos: Deduction[];
  /** Loyalty reward paid with points, applied last. */
  redemption: Deduction | null;
  gratuityPercentage: number | null;
  taxPercentage: number | null;
  /**
   * A tax included in the price (`taxes.is_included`): the line amounts already hold it, so it is the part of the
   * taxed base that is tax and adds nothing to the bill (decision 0155). Absent or null: none.
   */
  includedTaxPercentage?: number | null;
  /** The business setting: tax is charged on the service charge too. */
  includeGratuityTax: boolean;
  rounding: { multiple: number; mode: RoundingMode } | null;
}

export interface PricedLine {
  gross: number;
  itemDiscount: number;
  promo: number;
  /** This line's share of bill-level discounts and cart promos. */
  orderDiscountShare: number;
  redeemShare: number;
  /** gross − every discount share: the line's net sales. */
  net: number;
  gratuityShare: number;
  taxShare: number;
  /**
   * This line's share of the included tax: part of its net, not added to it. Always set by `shareOutBill`; optional
   * so that lines built by hand before included taxes existed still type.
   */
  includedTaxShare?: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  orderDiscountAmounts: number[];
  cartPromoAmounts: number[];
  subtotal: number;
  /** Item discounts + bill discounts + promos + redemption. */
  discountTotal: number;
  promoTotal: number;
  redeemAmount: number;
  gratuityTotal: number;
  /** The taxes added on top of net sales (and the service charge when it is taxed): part of the total. */
  taxTotal: number;
  /** The tax included in the prices: already inside net sales (and the service charge), so not in the total. */
  includedTaxTotal: number;
  roundingAmount: number;
  netSales: number;
  grossSales: number;
  totalCollected: number;
}

/** A line before any discount: (unit price + modifiers) × quantity. */
export function lineGross(line: { unitPrice: number; modifierAmount: number; quantity: number }): number {
  return (line.unitPrice + line.modifierAmount) * line.quantity;
}

/** What a deduction takes off `base`: never negative, never more than `base`, a percentage within its cap. */
export function deduct(base: number, deduction: Deduction): number {
  if (base <= 0) return 0;
  const raw = deduction.type === 'percentage' ? percentOf(base, deduction.value) : deduction.value;
  const capped = deduction.max != null ? Math.min(raw, deduction.max) : raw;
  return Math.max(0, Math.min(base, capped));
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Deductions applied one after another, each on what the previous ones left. */
function deductInTurn(base: number, deductions: readonly Deduction[]): number[] {
  let remaining = base;
  return deductions.map((d) => {
    const amount = deduct(remaining, d);
    remaining -= amount;
    return amount;
  });
}

/** A line after its own discount and promo, before anything charged or taken off the whole bill. */
export interface LineBeforeBill {
  gross: number;
  itemDiscount: number;
  promo: number;
}

/** The bill-level amounts that are shared out over the lines. */
export interface BillAmounts {
  /** Bill discounts and cart promos together. */
  billDiscounts: number;
  redeemAmount: number;
  gratuityTotal: number;
  taxTotal: number;
  /** The included tax, shared out like the added one; absent = none. */
  includedTaxTotal?: number;
}

/**
 * The per-line share-out of a bill, the one both checkout (`priceOrder`) and a stored order (`pricedFromStored`)
 * use, so a refund gives back exactly the shares the bill charged (decision 0033): bill discounts and the
 * redemption are split over what each line has left after its own discounts, then gratuity and tax over each
 * line's net, every split by largest remainder so the shares add up to the bill's figures.
 */
export function shareOutBill(lines: readonly LineBeforeBill[], bill: BillAmounts): PricedLine[] {
  const afterLine = lines.map((l) => l.gross - l.itemDiscount - l.promo);
  const orderShares = allocate(bill.billDiscounts, afterLine);
  const redeemShares = allocate(bill.redeemAmount, afterLine);
  const nets = afterLine.map((a, i) => a - (orderShares[i] ?? 0) - (redeemShares[i] ?? 0));
  const gratuityShares = allocate(bill.gratuityTotal, nets);
  const taxShares = allocate(bill.taxTotal, nets);
  const includedTaxShares = allocate(bill.includedTaxTotal ?? 0, nets);
  return lines.map((l, i) => ({
    gross: l.gross,
    itemDiscount: l.itemDiscount,
    promo: l.promo,
    orderDiscountShare: orderShares[i] ?? 0,
    redeemShare: redeemShares[i] ?? 0,
    net: nets[i] ?? 0,
    gratuityShare: gratuityShares[i] ?? 0,
    taxShare: taxShares[i] ?? 0,
    includedTaxShare: includedTaxShares[i] ?? 0,
  }));
}

/**
 * The checkout arithmetic in integer Rupiah, in the order a cashier applies it: line discounts and promos, then
 * bill discounts and cart promos, then the loyalty redemption — all before gratuity and tax, which are charged on
 * what is left (net sales); cash rounding comes last. Every rounding happens once, on an amount, so
 *   net = subtotal − discountTotal,  totalCollected = net + gratuity + tax + rounding
 * hold exactly; per-line shares are split by largest remainder so they add up to the bill's figures. A tax included
 * in the price is taken out of the same taxed base as an added one (base × rate / (100 + rate)) and changes no
 * other figure (decision 0155).
 */
export function priceOrder(input: PricingInput): PricedOrder {
  const lines = input.lines.map((line) => {
    const gross = lineGross(line);
    const itemDiscount = line.itemDiscount ? deduct(gross, line.itemDiscount) : 0;
    const promo = line.promo ? deduct(gross - itemDiscount, line.promo) : 0;
    return { gross, itemDiscount, promo, afterLine: gross - itemDiscount - promo };
  });
  const subtotal = sum(lines.map((l) => l.gross));
  const afterLines = sum(lines.map((l) => l.afterLine));

  const orderDiscountAmounts = deductInTurn(afterLines, input.orderDiscounts);
  const afterOrderDiscounts = afterLines - sum(orderDiscountAmounts);
  const cartPromoAmounts = deductInTurn(afterOrderDiscounts, input.cartPromos);
  const afterPromos = afterOrderDiscounts - sum(cartPromoAmounts);
  const redeemAmount = input.redemption ? deduct(afterPromos, input.redemption) : 0;
  const netSales = afterPromos - redeemAmount;

  const gratuityTotal = input.gratuityPercentage ? percentOf(netSales, input.gratuityPercentage) : 0;
  const taxBase = netSales + (input.includeGratuityTax ? gratuityTotal : 0);
  const taxTotal = input.taxPercentage ? percentOf(taxBase, input.taxPercentage) : 0;
  const includedTaxTotal = input.includedTaxPercentage
    ? includedPartOf(taxBase, input.includedTaxPercentage)
    : 0;
  const beforeRounding = netSales + gratuityTotal + taxTotal;
  const roundingAmount = input.rounding
    ? roundTo(beforeRounding, input.rounding.multiple, input.rounding.mode) - beforeRounding
    : 0;

  return {
    lines: shareOutBill(lines, {
      billDiscounts: sum(orderDiscountAmounts) + sum(cartPromoAmounts),
      redeemAmount,
      gratuityTotal,
      taxTotal,
      includedTaxTotal,
    }),
    orderDiscountAmounts,
    cartPromoAmounts,
    subtotal,
    discountTotal: subtotal - netSales,
    promoTotal: sum(lines.map((l) => l.promo)) + sum(cartPromoAmounts),
    redeemAmount,
    gratuityTotal,
    taxTotal,
    includedTaxTotal,
    roundingAmount,
    netSales,
    grossSales: subtotal,
    totalCollected: beforeRounding + roundingAmount,
  };
}
