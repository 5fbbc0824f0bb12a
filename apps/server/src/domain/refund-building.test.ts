import { describe, expect, it } from 'vitest';
import { type Deduction, type PricingInput, type PricedOrder, priceOrder } from './order-pricing.js';
import { buildRefund, type RefundAmounts } from './refund-building.js';

interface SaleLine {
  price: number;
  quantity: number;
  itemDiscount?: Deduction;
}

const sale = (lines: SaleLine[], extra: Partial<PricingInput> = {}) => {
  const input: PricingInput = {
    lines: lines.map((l) => ({
      unitPrice: l.price,
      modifierAmount: 0,
      quantity: l.quantity,
      itemDiscount: l.itemDiscount ?? null,
      promo: null,
    })),
    orderDiscounts: [],
    cartPromos: [],
    redemption: null,
    gratuityPercentage: 5,
    taxPercentage: 11,
    includeGratuityTax: true,
    rounding: { multiple: 100, mode: 'nearest' },
    ...extra,
  };
  return { priced: priceOrder(input), ordered: lines.map((l) => l.quantity) };
};

/** What a refund gives back, as a positive amount. */
const given = (refund: RefundAmounts) => 0 - refund.refundAmount;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function expectArithmetic(refund: RefundAmounts) {
  expect(refund.totalNetSales).toBe(refund.subtotal - refund.totalDiscount);
  expect(refund.refundAmount).toBe(
    refund.totalNetSales + refund.totalGratuity + refund.totalTax + refund.totalRoundingAmount,
  );
  expect(sum(refund.lines.map((l) => l.gross))).toBe(refund.subtotal);
  expect(sum(refund.lines.map((l) => l.net))).toBe(refund.totalNetSales);
  expect(sum(refund.lines.map((l) => l.tax))).toBe(refund.totalTax);
  expect(sum(refund.lines.map((l) => l.gratuity))).toBe(refund.totalGratuity);
}

function expectMirror(refunds: RefundAmounts[], priced: PricedOrder) {
  const total = (pick: (r: RefundAmounts) => number) => sum(refunds.map(pick));
  expect(total((r) => r.subtotal) + priced.subtotal).toBe(0);
  expect(total((r) => r.totalDiscount) + priced.discountTotal).toBe(0);
  expect(total((r) => r.totalRedeemAmount) + priced.redeemAmount).toBe(0);
  expect(total((r) => r.totalGratuity) + priced.gratuityTotal).toBe(0);
  expect(total((r) => r.totalTax) + priced.taxTotal).toBe(0);
  expect(total((r) => r.totalRoundingAmount) + priced.roundingAmount).toBe(0);
  expect(total((r) => r.refundAmount) + priced.totalCollected).toBe(0);
}

describe('buildRefund', () => {
  it('gives back exactly what was paid when everything is returned, rounding included', () => {
    const { priced, ordered } = sale([
      { price: 33_333, quantity: 3 },
      { price: 12_500, quantity: 1 },
    ]);
    expect(priced.roundingAmount).not.toBe(0);
    const refund = buildRefund(priced, ordered, ordered);
    expectMirror([refund], priced);
    expectArithmetic(refund);
  });

  it("gives back a line's own shares in proportion to the units returned, without the bill's rounding", () => {
    const { priced, ordered } = sale([
      { price: 30_000, quantity: 3 },
      { price: 10_000, quantity: 1 },
    ]);
    const refund = buildRefund(priced, ordered, [1, 0]);
    expect(refund.lines).toHaveLength(1);
    expect(refund.lines[0]).toMatchObject({ lineIndex: 0, quantity: 1, gross: -30_000, discount: 0 });
    expect(refund.totalGratuity).toBe(-1_500);
    expect(refund.totalTax).toBe(-3_465); // 11 % of 30 000 + 1 500: the service charge was taxed
    expect(refund.totalRoundingAmount).toBe(0);
    expect(given(refund)).toBe(34_965);
    expectArithmetic(refund);
  });

  it('gives back the discount that came with the units', () => {
    const { priced, ordered } = sale([{ price: 20_000, quantity: 2 }], {
      orderDiscounts: [{ type: 'percentage', value: 10 }],
      gratuityPercentage: null,
      rounding: null,
    });
    const refund = buildRefund(priced, ordered, [1]);
    expect([refund.subtotal, refund.totalDiscount, refund.totalNetSales]).toEqual([-20_000, -2_000, -18_000]);
    expect(refund.totalTax).toBe(-1_980);
  });

  it('never gives back more than was paid, even when the units kept are worth less than the rounding', () => {
    // The kept line was free (100 % off) and the bill was rounded down from Rp55.500 to Rp55.000: returning the
    // paid line with its tax would give back Rp55.500. The rounding line takes the difference back.
    const { priced, ordered } = sale(
      [
        { price: 50_000, quantity: 1 },
        { price: 5_000, quantity: 1, itemDiscount: { type: 'percentage', value: 100 } },
      ],
      { gratuityPercentage: null, rounding: { multiple: 1000, mode: 'down' } },
    );
    expect([priced.taxTotal, priced.roundingAmount, priced.totalCollected]).toEqual([5_500, -500, 55_000]);
    const refund = buildRefund(priced, ordered, [1, 0]);
    expect(given(refund)).toBe(55_000);
    expect(refund.totalTax).toBe(-5_500);
    expect(refund.totalRoundingAmount).toBe(500);
    expectArithmetic(refund);
    // Returning the free line afterwards gives back nothing more.
    const rest = buildRefund(priced, ordered, [0, 1], [1, 0]);
    expect(given(rest)).toBe(0);
    expectMirror([refund, rest], priced);
  });

  it('adds refunds made one after another up to one refund of the same units', () => {
    const { priced, ordered } = sale([{ price: 10_001, quantity: 3 }], {
      orderDiscounts: [{ type: 'percentage', value: 7 }],
    });
    const first = buildRefund(priced, ordered, [1]);
    const second = buildRefund(priced, ordered, [1], [1]);
    const both = buildRefund(priced, ordered, [2]);
    expect(first.refundAmount + second.refundAmount).toBe(both.refundAmount);
    expect(first.totalTax + second.totalTax).toBe(both.totalTax);
    expect(first.totalDiscount + second.totalDiscount).toBe(both.totalDiscount);
    const third = buildRefund(priced, ordered, [1], [2]);
    expect(third.totalRoundingAmount).toBe(-priced.roundingAmount);
    expectMirror([first, second, third], priced);
  });

  it('returns only the units not yet returned', () => {
    const { priced, ordered } = sale([
      { price: 15_000, quantity: 3 },
      { price: 8_000, quantity: 1 },
    ]);
    const asked = buildRefund(priced, ordered, [5, 0], [2, 0]);
    expect(asked.lines).toEqual([expect.objectContaining({ lineIndex: 0, quantity: 1 })]);
    expect(asked).toEqual(buildRefund(priced, ordered, [1, 0], [2, 0]));
    const nothingLeft = buildRefund(priced, ordered, [1, 1], [3, 1]);
    expect(nothingLeft.lines).toEqual([]);
    expect(nothingLeft.refundAmount).toBe(0);
  });

  it('on many bills refunded in several steps: each refund adds up, gives back, and together they mirror the bill', () => {
    let state = 987_654;
    const next = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % n;
    };
    const problems: string[] = [];
    for (let bill = 0; bill < 300; bill++) {
      const { priced, ordered } = sale(
        Array.from({ length: 1 + next(4) }, () => ({
          price: 500 * (1 + next(100)),
          quantity: 1 + next(4),
          itemDiscount:
            next(5) === 0
              ? ({ type: 'percentage', value: [10, 50, 100][next(3)] ?? 10 } as const)
              : undefined,
        })),
        {
          orderDiscounts: next(3) === 0 ? [{ type: 'cash', value: 1000 * (1 + next(10)) }] : [],
          redemption: next(5) === 0 ? { type: 'percentage', value: 20, max: 15_000 } : null,
          gratuityPercentage: next(2) ? 5 : null,
          includeGratuityTax: next(2) === 1,
          rounding: {
            multiple: [100, 500, 1000][next(3)] ?? 100,
            mode: (['nearest', 'up', 'down'] as const)[next(3)] ?? 'nearest',
          },
        },
      );
      const returned = ordered.map(() => 0);
      let givenSoFar = 0;
      let taxSoFar = 0;
      let discountSoFar = 0;
      while (returned.some((r, i) => r < (ordered[i] ?? 0))) {
        const quantities = ordered.map((o, i) => Math.min(o - (returned[i] ?? 0), 1 + next(2)));
        const refund = buildRefund(priced, ordered, quantities, returned);
        quantities.forEach((q, i) => (returned[i] = (returned[i] ?? 0) + q));
        givenSoFar += given(refund);
        taxSoFar -= refund.totalTax;
        discountSoFar -= refund.totalDiscount;
        const adds =
          refund.refundAmount ===
            refund.totalNetSales + refund.totalGratuity + refund.totalTax + refund.totalRoundingAmount &&
          refund.totalNetSales === sum(refund.lines.map((l) => l.net)) &&
          refund.totalTax === sum(refund.lines.map((l) => l.tax));
        if (!adds) problems.push(`bill ${bill}: a refund does not add up`);
        if (given(refund) < 0) problems.push(`bill ${bill}: a refund takes money`);
        if (givenSoFar > priced.totalCollected) problems.push(`bill ${bill}: refunds exceed what was paid`);
      }
      if (givenSoFar !== priced.totalCollected) problems.push(`bill ${bill}: all refunds ≠ what was paid`);
      if (taxSoFar !== priced.taxTotal || discountSoFar !== priced.discountTotal)
        problems.push(`bill ${bill}: all refunds' tax or discount ≠ the bill's`);
    }
    expect(problems).toEqual([]);
  });
});
