import { describe, expect, it } from 'vitest';
import {
  type Deduction,
  deduct,
  lineGross,
  type PricingInput,
  type PricingLine,
  priceOrder,
  shareOutBill,
} from './order-pricing.js';

const line = (unitPrice: number, quantity = 1, extra: Partial<PricingLine> = {}): PricingLine => ({
  unitPrice,
  modifierAmount: 0,
  quantity,
  itemDiscount: null,
  promo: null,
  ...extra,
});

const order = (lines: PricingLine[], extra: Partial<PricingInput> = {}): PricingInput => ({
  lines,
  orderDiscounts: [],
  cartPromos: [],
  redemption: null,
  gratuityPercentage: null,
  taxPercentage: null,
  includeGratuityTax: false,
  rounding: null,
  ...extra,
});

const percent = (value: number, max?: number): Deduction => ({ type: 'percentage', value, max });
const cash = (value: number): Deduction => ({ type: 'cash', value });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('priceOrder', () => {
  it('prices lines with their modifiers per unit', () => {
    expect(lineGross({ unitPrice: 25_000, modifierAmount: 5_000, quantity: 3 })).toBe(90_000);
    const priced = priceOrder(order([line(25_000, 3, { modifierAmount: 5_000 }), line(12_000)]));
    expect(priced.subtotal).toBe(102_000);
    expect(priced.grossSales).toBe(102_000);
    expect(priced.netSales).toBe(102_000);
    expect(priced.totalCollected).toBe(102_000);
  });

  it('takes discounts off before tax: tax is charged on what the customer pays for', () => {
    const priced = priceOrder(order([line(100_000)], { orderDiscounts: [percent(10)], taxPercentage: 11 }));
    expect(priced.netSales).toBe(90_000);
    expect(priced.taxTotal).toBe(9_900);
    expect(priced.totalCollected).toBe(99_900);
  });

  it('charges the service charge on net sales, and taxes it only when the business says so', () => {
    const input = order([line(100_000)], { gratuityPercentage: 5, taxPercentage: 10 });
    const untaxed = priceOrder(input);
    expect([untaxed.gratuityTotal, untaxed.taxTotal, untaxed.totalCollected]).toEqual([
      5_000, 10_000, 115_000,
    ]);
    const taxed = priceOrder({ ...input, includeGratuityTax: true });
    expect([taxed.gratuityTotal, taxed.taxTotal, taxed.totalCollected]).toEqual([5_000, 10_500, 115_500]);
  });

  it('applies line discount, line promo, bill discounts, cart promos and the redemption in turn, each on what is left', () => {
    const priced = priceOrder(
      order([line(50_000, 1, { itemDiscount: percent(10), promo: percent(15) }), line(50_000)], {
        orderDiscounts: [percent(10), cash(2_000)],
        cartPromos: [cash(8_000)],
        redemption: percent(50, 10_000),
      }),
    );
    const [first] = priced.lines;
    expect(first?.itemDiscount).toBe(5_000); // 10 % of 50 000
    expect(first?.promo).toBe(6_750); // 15 % of the 45 000 left
    expect(priced.orderDiscountAmounts).toEqual([8_825, 2_000]); // 10 % of 88 250, then Rp2.000
    expect(priced.cartPromoAmounts).toEqual([8_000]);
    expect(priced.redeemAmount).toBe(10_000); // 50 % of 69 425, capped at Rp10.000
    expect(priced.netSales).toBe(59_425);
    expect(priced.promoTotal).toBe(14_750);
    expect(priced.discountTotal).toBe(100_000 - 59_425);
  });

  it('never takes off more than is left, and caps a percentage at its maximum', () => {
    expect(deduct(50_000, cash(80_000))).toBe(50_000);
    expect(deduct(100_000, percent(50, 10_000))).toBe(10_000);
    expect(deduct(0, cash(1_000))).toBe(0);
    const priced = priceOrder(
      order([line(50_000)], { orderDiscounts: [cash(80_000), percent(10)], taxPercentage: 11 }),
    );
    expect(priced.orderDiscountAmounts).toEqual([50_000, 0]);
    expect(priced.netSales).toBe(0);
    expect(priced.totalCollected).toBe(0);
  });

  it('rounds the bill last, by the outlet setting, and records the difference', () => {
    const base = order([line(90_050)], { taxPercentage: 11 }); // 90 050 + 9 906 = 99 956
    expect(priceOrder({ ...base, rounding: { multiple: 100, mode: 'nearest' } }).roundingAmount).toBe(44);
    expect(priceOrder({ ...base, rounding: { multiple: 100, mode: 'down' } }).roundingAmount).toBe(-56);
    const up = priceOrder({ ...base, rounding: { multiple: 1000, mode: 'up' } });
    expect([up.roundingAmount, up.totalCollected]).toEqual([44, 100_000]);
  });

  it('splits bill-level amounts over the lines so that every figure adds up, on many bills', () => {
    let state = 12_345;
    const next = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % n;
    };
    for (let bill = 0; bill < 300; bill++) {
      const lines = Array.from({ length: 1 + next(5) }, () =>
        line(500 * (1 + next(120)), 1 + next(3), {
          modifierAmount: next(3) === 0 ? 500 * next(8) : 0,
          itemDiscount: next(6) === 0 ? percent(5 * (1 + next(10))) : null,
          promo: next(8) === 0 ? percent(15, 10_000) : null,
        }),
      );
      const priced = priceOrder(
        order(lines, {
          orderDiscounts: next(4) === 0 ? [next(2) ? cash(1000 * (1 + next(20))) : percent(12.5)] : [],
          cartPromos: next(6) === 0 ? [cash(8_000)] : [],
          redemption: next(7) === 0 ? percent(20, 15_000) : null,
          gratuityPercentage: next(2) ? 5 : null,
          taxPercentage: next(3) ? 11 : null,
          includeGratuityTax: next(2) === 1,
          rounding: next(2) ? { multiple: [100, 500, 1000][next(3)] ?? 100, mode: 'nearest' } : null,
        }),
      );
      expect(priced.netSales).toBe(priced.subtotal - priced.discountTotal);
      expect(priced.totalCollected).toBe(
        priced.netSales + priced.gratuityTotal + priced.taxTotal + priced.roundingAmount,
      );
      expect(sum(priced.lines.map((l) => l.gross))).toBe(priced.subtotal);
      expect(sum(priced.lines.map((l) => l.net))).toBe(priced.netSales);
      expect(sum(priced.lines.map((l) => l.taxShare))).toBe(priced.taxTotal);
      expect(sum(priced.lines.map((l) => l.gratuityShare))).toBe(priced.gratuityTotal);
      expect(sum(priced.lines.map((l) => l.redeemShare))).toBe(priced.redeemAmount);
      expect(sum(priced.lines.map((l) => l.orderDiscountShare))).toBe(
        sum(priced.orderDiscountAmounts) + sum(priced.cartPromoAmounts),
      );
      for (const l of priced.lines) {
        expect(l.net).toBeGreaterThanOrEqual(0);
        expect(l.net).toBe(l.gross - l.itemDiscount - l.promo - l.orderDiscountShare - l.redeemShare);
      }
    }
  });
});

describe('shareOutBill', () => {
  it('splits bill discounts and redemption over what each line has left, then gratuity and tax over each net', () => {
    const shares = shareOutBill(
      [
        { gross: 60_000, itemDiscount: 10_000, promo: 0 }, // 50 000 left
        { gross: 30_000, itemDiscount: 0, promo: 5_000 }, // 25 000 left
        { gross: 25_000, itemDiscount: 0, promo: 0 }, // 25 000 left
      ],
      { billDiscounts: 10_000, redeemAmount: 1_001, gratuityTotal: 0, taxTotal: 8_889 },
    );
    expect(shares.map((l) => l.orderDiscountShare)).toEqual([5_000, 2_500, 2_500]);
    // 1 001 by largest remainder: 500.5 / 250.25 / 250.25 → the odd Rupiah goes to the largest remainder.
    expect(shares.map((l) => l.redeemShare)).toEqual([501, 250, 250]);
    expect(shares.map((l) => l.net)).toEqual([44_499, 22_250, 22_250]);
    expect(sum(shares.map((l) => l.taxShare))).toBe(8_889);
    expect(shares.map((l) => l.gratuityShare)).toEqual([0, 0, 0]);
    expect(shares.map((l) => [l.gross, l.itemDiscount, l.promo])).toEqual([
      [60_000, 10_000, 0],
      [30_000, 0, 5_000],
      [25_000, 0, 0],
    ]);
  });

  it('gives nothing to lines with nothing left', () => {
    const shares = shareOutBill(
      [
        { gross: 10_000, itemDiscount: 10_000, promo: 0 },
        { gross: 10_000, itemDiscount: 0, promo: 0 },
      ],
      { billDiscounts: 3_000, redeemAmount: 0, gratuityTotal: 350, taxTotal: 770 },
    );
    expect(shares[0]).toMatchObject({ orderDiscountShare: 0, net: 0, gratuityShare: 0, taxShare: 0 });
    expect(shares[1]).toMatchObject({
      orderDiscountShare: 3_000,
      net: 7_000,
      gratuityShare: 350,
      taxShare: 770,
    });
  });
});
