import { describe, expect, it } from 'vitest';
import { pricePeriod, priceSubscription, prorateMonths, type PricingInput } from './subscription-pricing.js';

const base: PricingInput = {
  cycle: 1,
  pricePerMonth: 249_000,
  originalPricePerMonth: 299_000,
  employeeSlots: 0,
  employeeSlotPricePerMonth: 25_000,
  outlets: [],
  businessExpiry: '2026-12-10',
  today: '2026-11-25',
  schemePercentage: 0,
  coupon: null,
};

describe('pro-rating', () => {
  it('counts whole calendar months, then the rest by the days of the month they fall in', () => {
    expect(prorateMonths('2026-01-31', '2026-02-28')).toEqual({ whole: 1, days: 0, monthDays: 31 });
    expect(pricePeriod(100_000, '2026-03-10', '2026-04-25')).toBe(150_000);
    expect(pricePeriod(100_000, '2026-03-10', '2026-03-10')).toBe(0);
    expect(pricePeriod(100_000, '2026-03-10', '2026-03-01')).toBe(0);
  });

  it('prices a day of a leap February as 1/29 of a month and of a common one as 1/28', () => {
    expect(pricePeriod(290_000, '2028-02-01', '2028-02-16')).toBe(150_000);
    expect(pricePeriod(280_000, '2027-02-01', '2027-02-15')).toBe(140_000);
  });

  it('prices an outlet that ends mid-month up to a month-end expiry', () => {
    // 15 Jan → 15 Feb is one month; 15 Feb → 28 Feb is 13 of the 28 days of 15 Feb → 15 Mar.
    expect(pricePeriod(280_000, '2027-01-15', '2027-02-28')).toBe(410_000);
  });
});

describe('priceSubscription', () => {
  it('charges a full month for an outlet on the expiry, pro-rates an expired one, adds slots and a % coupon', () => {
    const r = priceSubscription({
      ...base,
      employeeSlots: 2,
      outlets: [
        { id: 1, endDate: '2026-12-10' },
        { id: 2, endDate: '2026-11-01' },
      ],
      coupon: { kind: 'percentage', percentage: 10 },
    });
    expect(r.anchor).toBe('2026-12-10');
    expect(r.extendedDate).toBe('2027-01-10');
    expect(r.outlets.map((o) => [o.isProrated, o.price, o.originalPrice])).toEqual([
      [false, 249_000, 299_000],
      // 25 Nov → 25 Dec full, then 16 of the 31 days of 25 Dec → 25 Jan.
      [true, 377_516, 453_323],
    ]);
    expect(r.employeeSlotPrice).toBe(50_000);
    expect(r.originalTotal).toBe(802_323);
    expect(r.packageTotal).toBe(676_516);
    expect(r.couponDiscount).toBe(67_652);
    expect(r.finalTotal).toBe(608_864);
  });

  it('applies the renewal scheme on a yearly renewal and adds a coupon month for free', () => {
    const r = priceSubscription({
      ...base,
      cycle: 12,
      pricePerMonth: 199_000,
      businessExpiry: '2027-03-31',
      outlets: [{ id: 7, endDate: '2027-03-31' }],
      schemePercentage: 15,
      coupon: { kind: 'months', months: 1 },
    });
    expect(r.outlets[0]?.price).toBe(2_388_000);
    expect(r.originalTotal).toBe(3_588_000);
    expect(r.schemeDiscount).toBe(358_200);
    expect(r.couponMonths).toBe(1);
    expect(r.finalTotal).toBe(2_029_800);
    expect(r.extendedDate).toBe('2028-04-30');
  });

  it('starts an expired business from today, with no pro-rating for its outlets', () => {
    const r = priceSubscription({
      ...base,
      businessExpiry: '2026-10-01',
      outlets: [
        { id: 1, endDate: '2026-10-01' },
        { id: 2, endDate: null },
      ],
    });
    expect(r.anchor).toBe('2026-11-25');
    expect(r.extendedDate).toBe('2026-12-25');
    expect(r.outlets.every((o) => !o.isProrated && o.price === 249_000)).toBe(true);
    expect(r.finalTotal).toBe(498_000);
  });

  it('extends a leap-day expiry by a year to 28 February', () => {
    const r = priceSubscription({
      ...base,
      cycle: 12,
      businessExpiry: '2028-02-29',
      today: '2028-01-10',
      outlets: [{ id: 1, endDate: '2028-02-29' }],
    });
    expect(r.extendedDate).toBe('2029-02-28');
    expect(r.finalTotal).toBe(249_000 * 12);
  });

  it('never lets an amount coupon take the total below zero', () => {
    const r = priceSubscription({
      ...base,
      outlets: [{ id: 1, endDate: '2026-12-10' }],
      coupon: { kind: 'amount', amount: 1_000_000 },
    });
    expect(r.couponDiscount).toBe(249_000);
    expect(r.finalTotal).toBe(0);
  });

  it('charges less, never more, for an outlet that still has time beyond the expiry', () => {
    const r = priceSubscription({ ...base, outlets: [{ id: 1, endDate: '2026-12-25' }] });
    // 25 Dec → 10 Jan: 16 of the 31 days of 25 Dec → 25 Jan.
    expect(r.outlets[0]).toMatchObject({ isProrated: true, price: 128_516 });
  });
});
