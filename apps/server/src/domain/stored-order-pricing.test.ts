import { describe, expect, it } from 'vitest';
import { type Deduction, type PricingLine, priceOrder, type PricedOrder } from './order-pricing.js';
import { paidByRedemption, pricedFromStored } from './stored-order-pricing.js';

const percent = (value: number, max?: number): Deduction => ({ type: 'percentage', value, max });
const cash = (value: number): Deduction => ({ type: 'cash', value });

/** What the orders and order-items tables keep of a priced bill. */
function stored(priced: PricedOrder) {
  return pricedFromStored(
    {
      subtotal: priced.subtotal,
      discountTotal: priced.discountTotal,
      redeemAmount: priced.redeemAmount,
      gratuityTotal: priced.gratuityTotal,
      taxTotal: priced.taxTotal,
      roundingAmount: priced.roundingAmount,
      netSales: priced.netSales,
      grossSales: priced.grossSales,
      totalCollected: priced.totalCollected,
      promoTotal: priced.promoTotal,
    },
    priced.lines.map((l) => ({ grossAmount: l.gross, discountAmount: l.itemDiscount, promoAmount: l.promo })),
  );
}

describe('pricedFromStored', () => {
  it('gives every line of a stored bill the same shares checkout gave it, on many generated bills', () => {
    let state = 98_765;
    const next = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % n;
    };
    let withBillDiscount = 0;
    let withRedemption = 0;
    for (let bill = 0; bill < 300; bill++) {
      const lines: PricingLine[] = Array.from({ length: 1 + next(5) }, () => ({
        unitPrice: 500 * (1 + next(120)),
        modifierAmount: next(3) === 0 ? 500 * next(8) : 0,
        quantity: 1 + next(3),
        itemDiscount: next(5) === 0 ? percent(5 * (1 + next(10))) : null,
        promo: next(6) === 0 ? percent(15, 10_000) : null,
      }));
      const priced = priceOrder({
        lines,
        orderDiscounts: next(3) === 0 ? [next(2) ? cash(1000 * (1 + next(20))) : percent(12.5)] : [],
        cartPromos: next(5) === 0 ? [cash(8_000)] : [],
        redemption: next(4) === 0 ? percent(20 * (1 + next(5)), 60_000) : null,
        gratuityPercentage: next(2) ? 5 : null,
        taxPercentage: next(3) ? 11 : null,
        includeGratuityTax: next(2) === 1,
        rounding: next(2) ? { multiple: [100, 500, 1000][next(3)] ?? 100, mode: 'nearest' } : null,
      });
      if (priced.lines.some((l) => l.orderDiscountShare > 0)) withBillDiscount++;
      if (priced.redeemAmount > 0) withRedemption++;
      const rebuilt = stored(priced);
      expect(rebuilt.lines).toEqual(priced.lines);
      expect(rebuilt.lines.map(paidByRedemption)).toEqual(priced.lines.map(paidByRedemption));
    }
    // The generated bills do exercise the shared-out amounts, not only plain ones.
    expect(withBillDiscount).toBeGreaterThan(50);
    expect(withRedemption).toBeGreaterThan(50);
  });

  it('keeps the bill totals as stored and the bill discounts as one amount', () => {
    const priced = priceOrder({
      lines: [
        { unitPrice: 30_000, modifierAmount: 0, quantity: 1, itemDiscount: null, promo: null },
        { unitPrice: 20_000, modifierAmount: 0, quantity: 1, itemDiscount: null, promo: null },
      ],
      orderDiscounts: [cash(5_000)],
      cartPromos: [cash(2_000)],
      redemption: null,
      gratuityPercentage: null,
      taxPercentage: 11,
      includeGratuityTax: false,
      rounding: null,
    });
    const rebuilt = stored(priced);
    expect(rebuilt.orderDiscountAmounts).toEqual([7_000]);
    expect(rebuilt.totalCollected).toBe(priced.totalCollected);
    expect(rebuilt.lines.map((l) => l.orderDiscountShare)).toEqual([4_200, 2_800]);
  });
});

describe('paidByRedemption', () => {
  it('marks a line whose redemption share covers what its discounts left, and no other', () => {
    const line = {
      gross: 10_000,
      itemDiscount: 2_000,
      promo: 0,
      orderDiscountShare: 1_000,
      net: 0,
      gratuityShare: 0,
      taxShare: 0,
    };
    expect(paidByRedemption({ ...line, redeemShare: 7_000 })).toBe(true);
    expect(paidByRedemption({ ...line, redeemShare: 6_999 })).toBe(false);
    expect(
      paidByRedemption({ ...line, gross: 0, itemDiscount: 0, orderDiscountShare: 0, redeemShare: 0 }),
    ).toBe(false);
  });
});
