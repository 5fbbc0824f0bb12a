import { allocate } from './random.js';

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
  includeGratuityTax: boolean;
  rounding: { multiple: number; mode: 'nearest' | 'up' | 'down' } | null;
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
  taxTotal: number;
  roundingAmount: number;
  netSales: number;
  grossSales: number;
  totalCollected: number;
}

function deduct(base: number, deduction: Deduction): number {
  if (base <= 0) return 0;
  const raw = deduction.type === 'percentage' ? Math.round((base * deduction.value) / 100) : deduction.value;
  const capped = deduction.max != null ? Math.min(raw, deduction.max) : raw;
  return Math.max(0, Math.min(base, capped));
}

export function roundTo(amount: number, multiple: number, mode: 'nearest' | 'up' | 'down'): number {
  const f = mode === 'up' ? Math.ceil : mode === 'down' ? Math.floor : Math.round;
  return f(amount / multiple) * multiple;
}

/**
 * The checkout arithmetic in integer Rupiah. Every rounding happens once, on an amount, so the identities
 *   net = subtotal − discountTotal,  totalCollected = net + gratuity + tax + rounding
 * hold exactly; per-line shares are split by largest remainder so they add up to the bill's figures.
 */
export function priceOrder(input: PricingInput): PricedOrder {
  const lines = input.lines.map((line) => {
    const gross = (line.unitPrice + line.modifierAmount) * line.quantity;
    const itemDiscount = line.itemDiscount ? deduct(gross, line.itemDiscount) : 0;
    const promo = line.promo ? deduct(gross - itemDiscount, line.promo) : 0;
    return { gross, itemDiscount, promo, afterLine: gross - itemDiscount - promo };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.gross, 0);
  let remaining = lines.reduce((sum, l) => sum + l.afterLine, 0);

  const orderDiscountAmounts = input.orderDiscounts.map((d) => {
    const amount = deduct(remaining, d);
    remaining -= amount;
    return amount;
  });
  const cartPromoAmounts = input.cartPromos.map((d) => {
    const amount = deduct(remaining, d);
    remaining -= amount;
    return amount;
  });
  const redeemAmount = input.redemption ? deduct(remaining, input.redemption) : 0;
  remaining -= redeemAmount;

  const netSales = remaining;
  const gratuityTotal = input.gratuityPercentage
    ? Math.round((netSales * input.gratuityPercentage) / 100)
    : 0;
  const taxBase = netSales + (input.includeGratuityTax ? gratuityTotal : 0);
  const taxTotal = input.taxPercentage ? Math.round((taxBase * input.taxPercentage) / 100) : 0;
  const beforeRounding = netSales + gratuityTotal + taxTotal;
  const roundingAmount = input.rounding
    ? roundTo(beforeRounding, input.rounding.multiple, input.rounding.mode) - beforeRounding
    : 0;

  const weights = lines.map((l) => l.afterLine);
  const orderLevel =
    orderDiscountAmounts.reduce((a, b) => a + b, 0) + cartPromoAmounts.reduce((a, b) => a + b, 0);
  const orderShares = allocate(orderLevel, weights);
  const redeemShares = allocate(redeemAmount, weights);
  const nets = lines.map((l, i) => l.afterLine - (orderShares[i] ?? 0) - (redeemShares[i] ?? 0));
  const gratuityShares = allocate(gratuityTotal, nets);
  const taxShares = allocate(taxTotal, nets);

  const promoTotal = lines.reduce((sum, l) => sum + l.promo, 0) + cartPromoAmounts.reduce((a, b) => a + b, 0);
  return {
    lines: lines.map((l, i) => ({
      gross: l.gross,
      itemDiscount: l.itemDiscount,
      promo: l.promo,
      orderDiscountShare: orderShares[i] ?? 0,
      redeemShare: redeemShares[i] ?? 0,
      net: nets[i] ?? 0,
      gratuityShare: gratuityShares[i] ?? 0,
      taxShare: taxShares[i] ?? 0,
    })),
    orderDiscountAmounts,
    cartPromoAmounts,
    subtotal,
    discountTotal: subtotal - netSales,
    promoTotal,
    redeemAmount,
    gratuityTotal,
    taxTotal,
    roundingAmount,
    netSales,
    grossSales: subtotal,
    totalCollected: beforeRounding + roundingAmount,
  };
}
