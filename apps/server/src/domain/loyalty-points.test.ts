import { describe, expect, it } from 'vitest';
import { canRedeem, earnedPoints } from './loyalty-points.js';

describe('loyalty points', () => {
  const rule = { amount: 10_000, points: 2 };

  it('earns points for each full amount of net sales only', () => {
    expect(earnedPoints(9_999, rule)).toBe(0);
    expect(earnedPoints(10_000, rule)).toBe(2);
    expect(earnedPoints(29_999, rule)).toBe(4);
    expect(earnedPoints(0, rule)).toBe(0);
  });

  it('redeems a reward only with enough points and a large enough bill', () => {
    const reward = { redeemPoints: 50, minPurchaseAmount: 40_000 };
    expect(canRedeem(reward, 50, 40_000)).toBe(true);
    expect(canRedeem(reward, 49, 100_000)).toBe(false);
    expect(canRedeem(reward, 500, 39_999)).toBe(false);
  });
});
