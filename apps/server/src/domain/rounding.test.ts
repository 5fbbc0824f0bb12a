import { describe, expect, it } from 'vitest';
import { allocate, percentOf, proportionOf, roundTo } from './rounding.js';

describe('roundTo (cash rounding of a bill)', () => {
  it('rounds to the nearest multiple, half-way amounts up', () => {
    expect(roundTo(12_349, 100, 'nearest')).toBe(12_300);
    expect(roundTo(12_350, 100, 'nearest')).toBe(12_400);
    expect(roundTo(12_351, 100, 'nearest')).toBe(12_400);
    expect(roundTo(12_250, 500, 'nearest')).toBe(12_500);
    expect(roundTo(12_249, 500, 'nearest')).toBe(12_000);
  });

  it('rounds up or down by the outlet setting, whatever the remainder', () => {
    expect(roundTo(12_301, 100, 'up')).toBe(12_400);
    expect(roundTo(12_399, 100, 'down')).toBe(12_300);
    expect(roundTo(1, 1000, 'up')).toBe(1000);
    expect(roundTo(999, 1000, 'down')).toBe(0);
  });

  it('leaves an amount that is already a multiple as it is, in every mode', () => {
    for (const mode of ['nearest', 'up', 'down'] as const) {
      expect(roundTo(12_300, 100, mode)).toBe(12_300);
      expect(roundTo(0, 100, mode)).toBe(0);
      expect(roundTo(12_345, 1, mode)).toBe(12_345);
    }
  });
});

describe('percentOf', () => {
  it('rounds to the nearest Rupiah, half-way up', () => {
    expect(percentOf(12_345, 11)).toBe(1358); // 1357.95
    expect(percentOf(12_345, 10)).toBe(1235); // 1234.5
    expect(percentOf(12_344, 10)).toBe(1234); // 1234.4
  });

  it('takes decimal percentages and zero', () => {
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(99_999, 0)).toBe(0);
    expect(percentOf(0, 11)).toBe(0);
  });
});

describe('allocate (splitting an amount over lines)', () => {
  it('gives parts proportional to the weights that add up to the amount exactly', () => {
    expect(allocate(1000, [1, 3])).toEqual([250, 750]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(7, [10, 20, 30, 40])).toEqual([1, 1, 2, 3]);
  });

  it('hands the remaining Rupiah to the largest remainders, ties to the earlier line', () => {
    // 10 × 1/3 = 3.33 each: one Rupiah left over, the first line takes it.
    expect(allocate(10, [5, 5, 5])).toEqual([4, 3, 3]);
    // 5 over 45 %/55 %: 2.25 and 2.75 → the second line has the larger remainder.
    expect(allocate(5, [45, 55])).toEqual([2, 3]);
  });

  it('puts everything on the first line when no line has weight, and nothing when there are no lines', () => {
    expect(allocate(500, [0, 0])).toEqual([500, 0]);
    expect(allocate(500, [])).toEqual([]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
  });

  it('never loses or invents a Rupiah', () => {
    for (const total of [1, 99, 1001, 123_457]) {
      for (const weights of [[1], [7, 11, 13], [1, 0, 2], [33_000, 33_000, 34_000]]) {
        const parts = allocate(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
      }
    }
  });
});

describe('proportionOf', () => {
  it('gives the amount itself for every unit, and a rounded share for some', () => {
    expect(proportionOf(10, 3, 3)).toBe(10);
    expect(proportionOf(10, 1, 3)).toBe(3);
    expect(proportionOf(10, 2, 3)).toBe(7);
    expect(proportionOf(10, 0, 3)).toBe(0);
  });
});
