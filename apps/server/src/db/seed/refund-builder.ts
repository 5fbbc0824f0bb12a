import type { PricedOrder } from './order-pricing.js';

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

const neg = (n: number) => (n === 0 ? 0 : -n);

/**
 * The negative amounts of a refund of `quantities` (per order line) of a priced order. Each line gives back its
 * own shares of discounts, gratuity and tax in proportion to the quantity returned; rounding is given back only
 * when everything is, so a full refund mirrors the order exactly. Totals are sums of the lines, so the refund's
 * arithmetic holds like the order's: refund_amount = subtotal − total_discount + gratuity + tax + rounding.
 */
export function buildRefund(
  priced: PricedOrder,
  lineQuantities: readonly number[],
  quantities: readonly number[],
): RefundAmounts {
  const lines: RefundLineAmounts[] = [];
  let full = true;
  priced.lines.forEach((line, lineIndex) => {
    const ordered = lineQuantities[lineIndex] ?? 0;
    const quantity = Math.min(quantities[lineIndex] ?? 0, ordered);
    if (quantity < ordered) full = false;
    if (quantity <= 0 || ordered <= 0) return;
    const part = (amount: number) =>
      quantity === ordered ? amount : Math.round((amount * quantity) / ordered);
    const gross = part(line.gross);
    const discount = part(line.itemDiscount + line.promo + line.orderDiscountShare + line.redeemShare);
    lines.push({
      lineIndex,
      quantity,
      gross: neg(gross),
      discount: neg(discount),
      redeem: neg(part(line.redeemShare)),
      gratuity: neg(part(line.gratuityShare)),
      tax: neg(part(line.taxShare)),
      net: neg(gross - discount),
    });
  });
  const sum = (pick: (l: RefundLineAmounts) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const subtotal = sum((l) => l.gross);
  const totalDiscount = sum((l) => l.discount);
  const totalGratuity = sum((l) => l.gratuity);
  const totalTax = sum((l) => l.tax);
  const totalRoundingAmount = full ? neg(priced.roundingAmount) : 0;
  const totalNetSales = subtotal - totalDiscount;
  return {
    lines,
    subtotal,
    totalDiscount,
    totalRedeemAmount: sum((l) => l.redeem),
    totalGratuity,
    totalTax,
    totalRoundingAmount,
    totalNetSales,
    totalGrossSales: subtotal,
    refundAmount: totalNetSales + totalGratuity + totalTax + totalRoundingAmount,
  };
}
