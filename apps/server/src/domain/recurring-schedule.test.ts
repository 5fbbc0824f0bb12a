import { describe, expect, it } from 'vitest';
import {
  afterFailedTry,
  billingDateOfCycle,
  cyclePrice,
  firstBillingDateFor,
  paidThroughDate,
} from './recurring-schedule.js';

const policy = { intervalDays: 1, maxRetries: 3 };

describe('recurring schedule', () => {
  it('bills month after month from the first billing date without drifting off the 31st', () => {
    const dates = [0, 1, 2, 3].map((n) => billingDateOfCycle('2027-01-31', 1, n));
    expect(dates).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(billingDateOfCycle('2028-02-29', 12, 1)).toBe('2029-02-28');
    expect(billingDateOfCycle('2028-02-29', 12, 4)).toBe('2032-02-29');
  });

  it('carries the outlets to the next billing date, so a paid cycle leaves no gap', () => {
    expect(paidThroughDate('2027-01-31', 1, 0)).toBe('2027-02-28');
    expect(paidThroughDate('2027-01-31', 1, 1)).toBe('2027-03-31');
    expect(paidThroughDate('2026-12-01', 12, 0)).toBe('2027-12-01');
  });

  it('starts billing on the last paid day, or today once that has passed', () => {
    expect(firstBillingDateFor('2026-12-25', '2026-11-25')).toBe('2026-12-25');
    expect(firstBillingDateFor('2026-11-01', '2026-11-25')).toBe('2026-11-25');
    expect(firstBillingDateFor(null, '2026-11-25')).toBe('2026-11-25');
  });

  it('retries a day later three times, then gives up', () => {
    expect(afterFailedTry(1, '2026-12-31', policy)).toEqual({ retryDate: '2027-01-01', exhausted: false });
    expect(afterFailedTry(3, '2027-01-02', policy)).toEqual({ retryDate: '2027-01-03', exhausted: false });
    expect(afterFailedTry(4, '2027-01-03', policy)).toEqual({ retryDate: null, exhausted: true });
  });

  it('prices a cycle from the outlets that renew and the extra slots', () => {
    const input = {
      interval: 12,
      pricePerMonth: 249_000,
      originalPricePerMonth: 299_000,
      activeOutlets: 2,
      employeeSlots: 3,
      employeeSlotPricePerMonth: 25_000,
    };
    expect(cyclePrice(input)).toEqual({
      original: 299_000 * 12 * 2 + 3 * 25_000 * 12,
      final: 249_000 * 12 * 2 + 3 * 25_000 * 12,
    });
  });
});
