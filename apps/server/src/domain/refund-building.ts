import type { PricedLine, PricedOrder } from './order-pricing.js';
import { proportionOf } from './rounding.js';

export interface RefundLineAmounts {
  lineIndex: number;
  quantity: number;
  gross: number;
  discount: number;
  redeem: number;
  gratuity: number;
  tax: number;
  /** gross − discount: the net sales given back. */
  net: number;
}

export interface RefundAmounts {
  lines: RefundLineAmounts[];
  subtotal: number;
  totalDiscount: number;
  totalRedeemAmount: number;
  totalGratuity: number;
  totalTax: number;
  totalRoundingAmount: number;
  totalNetSales: number;
  totalGrossSales: number;
  refundAmount: number;
}

/** What returning some units of an order gives back, all positive (a refund stores them negated). */
interface GivenBack {
  lines: { gross: number; discount: number; redeem: number; gratuity: number; tax: number }[];
  rounding: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function lineShare(line: PricedLine, units: number, ordered: number) {
  const part = (amount: number) => (units <= 0 || ordered <= 0 ? 0 : proportionOf(amount, units, ordered));
  return {
    gross: part(line.gross),
    discount: part(line.itemDiscount + line.promo + line.orderDiscountShare + line.redeemShare),
    redeem: part(line.redeemShare),
    gratuity: part(line.gratuityShare),
    tax: part(line.taxShare),
  };
}

/**
 * Everything given back once `returned` units of each line have been returned, over all refunds so far. Each line
 * gives back its own shares of discounts, gratuity and tax in proportion to its units; the bill's rounding goes
 * back with the last unit, so returning everything mirrors the order exactly. A partial return never gives back
 * more than was paid: when the kept units are worth less than the bill's rounding took off, the rounding line
 * takes the difference back.
 */
function givenBackFor(
  priced: PricedOrder,
  ordered: readonly number[],
  returned: readonly number[],
): GivenBack {
  const lines = priced.lines.map((line, i) => lineShare(line, returned[i] ?? 0, ordered[i] ?? 0));
  const everything = priced.lines.every((_, i) => (returned[i] ?? 0) >= (ordered[i] ?? 0));
  const beforeRounding = sum(lines.map((l) => l.gross - l.discount + l.gratuity + l.tax));
  const rounding = everything ? priced.roundingAmount : Math.min(0, priced.totalCollected - beforeRounding);
  return { lines, rounding };
}

const neg = (n: number) => (n === 0 ? 0 : -n);
const clamp = (n: number, low: number, high: number) => Math.max(low, Math.min(high, n));

/**
 * The negative amounts of a refund of `quantities` (per order line) of a priced order whose lines were ordered
 * `lineQuantities` times, after earlier refunds gave back `refundedBefore` units per line. The refund is what the
 * units returned so far are worth now minus what they were worth before it, so any sequence of refunds adds up to
 * the same amounts as one refund of the same units, and all of them together never exceed what was paid. Totals are
 * sums of the lines, so the refund's arithmetic holds like the order's:
 *   refund_amount = subtotal − total_discount + gratuity + tax + rounding.
 */
export function buildRefund(
  priced: PricedOrder,
  lineQuantities: readonly number[],
  quantities: readonly number[],
  refundedBefore: readonly number[] = [],
): RefundAmounts {
  const before = priced.lines.map((_, i) => clamp(refundedBefore[i] ?? 0, 0, lineQuantities[i] ?? 0));
  const now = priced.lines.map((_, i) =>
    clamp((before[i] ?? 0) + Math.max(0, quantities[i] ?? 0), 0, lineQuantities[i] ?? 0),
  );
  const earlier = givenBackFor(priced, lineQuantities, before);
  const later = givenBackFor(priced, lineQuantities, now);

  const lines: RefundLineAmounts[] = [];
  later.lines.forEach((after, lineIndex) => {
    const quantity = (now[lineIndex] ?? 0) - (before[lineIndex] ?? 0);
    const prior = earlier.lines[lineIndex];
    if (quantity <= 0 || !prior) return;
    const gross = after.gross - prior.gross;
    const discount = after.discount - prior.discount;
    lines.push({
      lineIndex,
      quantity,
      gross: neg(gross),
      discount: neg(discount),
      redeem: neg(after.redeem - prior.redeem),
      gratuity: neg(after.gratuity - prior.gratuity),
      tax: neg(after.tax - prior.tax),
      net: neg(gross - discount),
    });
  });
  const total = (pick: (l: RefundLineAmounts) => number) => sum(lines.map(pick));
  const subtotal = total((l) => l.gross);
  const totalDiscount = total((l) => l.discount);
  const totalGratuity = total((l) => l.gratuity);
  const totalTax = total((l) => l.tax);
  const totalRoundingAmount = neg(later.rounding - earlier.rounding);
  const totalNetSales = subtotal - totalDiscount;
  return {
    lines,
    subtotal,
    totalDiscount,
    totalRedeemAmount: total((l) => l.redeem),
    totalGratuity,
    totalTax,
    totalRoundingAmount,
    totalNetSales,
    totalGrossSales: subtotal,
    refundAmount: totalNetSales + totalGratuity + totalTax + totalRoundingAmount,
  };
}
