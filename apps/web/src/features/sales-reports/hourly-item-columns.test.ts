import type { HourlyItemRowDto } from '@backoffice/contracts/sales-reports';
import { describe, expect, it } from 'vitest';
import { shadeLevel, shadeScale, shownHours } from './hourly-item-columns';

const row = (cells: Record<number, [number, number]>): HourlyItemRowDto => ({
  name: 'Kopi',
  variantName: '',
  quantity: 0,
  amount: 0,
  hours: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    quantity: cells[hour]?.[0] ?? 0,
    amount: cells[hour]?.[1] ?? 0,
  })),
});

describe('the hourly reports’ hours and shades', () => {
  it('shows the hours from the first to the last with a figure of the report, gaps kept', () => {
    // A refund at 02:00 gave money back but sold nothing: an hour of Hourly item amount only.
    const rows = [row({ 2: [0, -36_000], 8: [1, 10_000], 11: [2, 20_000] })];
    expect(shownHours(rows, 'quantity')).toEqual([8, 9, 10, 11]);
    expect(shownHours(rows, 'amount')).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(shownHours([row({})], 'quantity')).toHaveLength(24);
  });

  it('shades on five steps up to the largest figure, fewer for a few units, none for nothing or money back', () => {
    const money = shadeScale([0, 100, 1_000, -50], 'amount');
    expect(money.bounds).toEqual([200, 400, 600, 800, 1_000]);
    expect([0, -50, 1, 200, 201, 999, 1_000].map((value) => shadeLevel(value, money))).toEqual([
      0, 0, 1, 1, 2, 5, 5,
    ]);
    // Two units at most: two steps, the lightest and the darkest.
    const units = shadeScale([1, 2], 'quantity');
    expect(units.bounds).toEqual([1, 2]);
    expect([1, 2].map((value) => shadeLevel(value, units))).toEqual([1, 5]);
    expect(shadeScale([0, 0], 'quantity').steps).toBe(0);
  });
});
