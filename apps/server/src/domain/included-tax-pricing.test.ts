import { describe, expect, it } from 'vitest';
import { type PricingInput, type PricingLine, priceOrder } from './order-pricing.js';
import { includedPartOf } from './rounding.js';

/** Included taxes (decision 0155): the part of the taxed base that is tax, never added to the bill. */

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

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A small deterministic generator, so a failing bill can be replayed. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

describe('includedPartOf', () => {
  it('takes the tax out of a price that holds it, to the nearest Rupiah', () => {
    expect(includedPartOf(110_000, 10)).toBe(10_000); // PB1 10 % inside Rp110.000
    expect(includedPartOf(100_000, 10)).toBe(9_091); // 9 090.9…
    expect(includedPartOf(111_000, 11)).toBe(11_000);
    expect(includedPartOf(10_000, 10.5)).toBe(950); // 950.22…
    expect(includedPartOf(0, 10)).toBe(0);
    expect(includedPartOf(25_000, 0)).toBe(0);
    expect(includedPartOf(200_000, 100)).toBe(100_000);
  });

  it('rounds half-way up, exactly, where floating point would not', () => {
    expect(includedPartOf(21, 10)).toBe(2); // 1.909…
    // 9 × 12.5 / 112.5 = 1 and 45 × 12.5 / 112.5 = 5 exactly.
    expect(includedPartOf(9, 12.5)).toBe(1);
    expect(includedPartOf(45, 12.5)).toBe(5);
    // 1 × 100 / 200 = 0.5: half-way goes up.
    expect(includedPartOf(1, 100)).toBe(1);
    // A rate carrying floating-point noise is read in whole hundredths of a per cent.
    expect(includedPartOf(9, 12.500000000001)).toBe(1);
  });

  it('stays exact for the largest bills', () => {
    expect(includedPartOf(9_007_199_254_740_990, 10)).toBe(818_836_295_885_545);
  });
});

describe('priceOrder with a tax included in the price', () => {
  it('reports the PB1 inside the prices and charges nothing more', () => {
    const priced = priceOrder(order([line(55_000, 2)], { includedTaxPercentage: 10 }));
    expect(priced.netSales).toBe(110_000);
    expect(priced.includedTaxTotal).toBe(10_000);
    expect(priced.taxTotal).toBe(0);
    expect(priced.totalCollected).toBe(110_000);
    expect(priced.lines.map((l) => l.includedTaxShare)).toEqual([10_000]);
  });

  it('takes it out of what is left after discounts, and of the service charge when that is taxed', () => {
    const discounted = priceOrder(
      order([line(100_000)], {
        orderDiscounts: [{ type: 'percentage', value: 10 }],
        includedTaxPercentage: 10,
      }),
    );
    expect(discounted.netSales).toBe(90_000);
    expect(discounted.includedTaxTotal).toBe(8_182); // 90 000 × 10 / 110 = 8 181.8…
    expect(discounted.totalCollected).toBe(90_000);

    const input = order([line(100_000)], { gratuityPercentage: 5, includedTaxPercentage: 10 });
    expect(priceOrder(input).includedTaxTotal).toBe(9_091); // 100 000 × 10 / 110
    const taxedGratuity = priceOrder({ ...input, includeGratuityTax: true });
    expect(taxedGratuity.includedTaxTotal).toBe(9_545); // 105 000 × 10 / 110 = 9 545.4…
    expect(taxedGratuity.totalCollected).toBe(105_000);
  });

  it('prices an included and an added tax side by side: the added one exactly as without the included one', () => {
    const added = order([line(90_050)], { taxPercentage: 11, rounding: { multiple: 100, mode: 'nearest' } });
    const mixed = priceOrder({ ...added, includedTaxPercentage: 10 });
    const alone = priceOrder(added);
    expect(mixed.taxTotal).toBe(9_906);
    expect(mixed.includedTaxTotal).toBe(8_186); // 90 050 × 10 / 110 = 8 186.36…
    expect({ ...mixed, includedTaxTotal: 0, lines: [] }).toEqual({ ...alone, lines: [] });
    expect(mixed.totalCollected).toBe(100_000);
  });

  it('on many bills: the shares add up, and the included tax changes no other figure', () => {
    const next = generator(2_026);
    for (let bill = 0; bill < 400; bill++) {
      const lines = Array.from({ length: 1 + next(6) }, () =>
        line(500 * (1 + next(150)), 1 + next(4), {
          modifierAmount: next(3) === 0 ? 500 * next(8) : 0,
          itemDiscount: next(6) === 0 ? { type: 'percentage', value: 5 * (1 + next(10)) } : null,
          promo: next(8) === 0 ? { type: 'percentage', value: 15, max: 10_000 } : null,
        }),
      );
      const rate = [10, 11, 12.5, 0.01, 100, 7.25][next(6)] ?? 10;
      const without = order(lines, {
        orderDiscounts: next(4) === 0 ? [{ type: 'cash', value: 1000 * (1 + next(20)) }] : [],
        cartPromos: next(6) === 0 ? [{ type: 'cash', value: 8_000 }] : [],
        redemption: next(7) === 0 ? { type: 'percentage', value: 20, max: 15_000 } : null,
        gratuityPercentage: next(2) ? 5 : null,
        taxPercentage: next(2) ? 11 : null,
        includeGratuityTax: next(2) === 1,
        rounding: next(2) ? { multiple: [100, 500, 1000][next(3)] ?? 100, mode: 'nearest' } : null,
      });
      const plain = priceOrder(without);
      const priced = priceOrder({ ...without, includedTaxPercentage: rate });

      // Totals unchanged by an included tax; an added tax priced exactly as without it.
      for (const figure of [
        'subtotal',
        'discountTotal',
        'netSales',
        'gratuityTotal',
        'taxTotal',
        'roundingAmount',
        'totalCollected',
      ] as const) {
        expect(priced[figure]).toBe(plain[figure]);
      }
      expect(plain.includedTaxTotal).toBe(0);
      expect(priced.totalCollected).toBe(
        priced.netSales + priced.gratuityTotal + priced.taxTotal + priced.roundingAmount,
      );

      // The included tax is that part of the taxed base, and its line shares add up to it.
      const base = priced.netSales + (without.includeGratuityTax ? priced.gratuityTotal : 0);
      expect(priced.includedTaxTotal).toBe(Math.round((base * rate) / (100 + rate)));
      expect(priced.includedTaxTotal).toBeLessThanOrEqual(base);
      expect(sum(priced.lines.map((l) => l.includedTaxShare ?? -1))).toBe(priced.includedTaxTotal);
      expect(sum(priced.lines.map((l) => l.taxShare))).toBe(priced.taxTotal);
      priced.lines.forEach((l, i) => {
        expect(l.net).toBe(plain.lines[i]?.net);
        expect(l.taxShare).toBe(plain.lines[i]?.taxShare);
        expect(l.includedTaxShare).toBeGreaterThanOrEqual(0);
      });
    }
  });
});
