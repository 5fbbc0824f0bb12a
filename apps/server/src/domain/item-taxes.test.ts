import { describe, expect, it } from 'vitest';
import { priceItemTaxes } from './item-taxes.js';
import { priceOrder } from './order-pricing.js';

describe('priceItemTaxes', () => {
  it('charges each tax on the lines that carry it, included ones outside the total', () => {
    // Nets Rp50.000 (carries PB1 added and PPN included), Rp30.000 (PB1 only), Rp20.000 (nothing).
    const priced = priceItemTaxes(
      [50_000, 30_000, 20_000],
      [
        { percentage: 10, isIncluded: false, lines: [0, 1] },
        { percentage: 11, isIncluded: true, lines: [0] },
        { percentage: 5, isIncluded: false, lines: [] },
      ],
    );
    expect(priced.amounts).toEqual([8_000, 4_955, 0]); // 80.000 × 10 %; 50.000 × 11 / 111 = 4.954,95…
    expect(priced.taxTotal).toBe(8_000);
    expect(priced.includedTaxTotal).toBe(4_955);
  });

  it('charges a tax every line carries exactly as priceOrder charges one bill-wide tax', () => {
    const lines = [25_350, 17_999, 3].map((unitPrice) => ({
      unitPrice,
      modifierAmount: 0,
      quantity: 1,
      itemDiscount: null,
      promo: null,
    }));
    const common = {
      lines,
      orderDiscounts: [],
      cartPromos: [],
      redemption: { type: 'cash' as const, value: 1_001 },
      gratuityPercentage: null,
      includeGratuityTax: false,
      rounding: null,
    };
    const added = priceOrder({ ...common, taxPercentage: 10.5 });
    const included = priceOrder({ ...common, taxPercentage: null, includedTaxPercentage: 10.5 });
    const nets = added.lines.map((l) => l.net);
    const all = [0, 1, 2];
    expect(priceItemTaxes(nets, [{ percentage: 10.5, isIncluded: false, lines: all }]).taxTotal).toBe(
      added.taxTotal,
    );
    expect(priceItemTaxes(nets, [{ percentage: 10.5, isIncluded: true, lines: all }]).includedTaxTotal).toBe(
      included.includedTaxTotal,
    );
  });
});
