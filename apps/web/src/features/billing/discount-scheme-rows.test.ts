import { describe, expect, it } from 'vitest';
import { schemeRows } from './discount-scheme-rows';

const scheme = (start: string, end: string, discount: number, selected = false) => ({
  start_date: start,
  end_date: end,
  discount,
  discounted_price: 1000 - discount * 10,
  normal_price: 1000,
  selected,
});

describe('discount scheme rows ("Discount popup")', () => {
  it('merges adjacent rows with the same discount, keeping the first start and the last end', () => {
    const rows = schemeRows([
      scheme('2026-01-01', '2026-01-28', 20),
      scheme('2026-01-29', '2026-02-11', 15),
      scheme('2026-02-12', '2026-02-25', 15, true),
      scheme('2026-02-26', '2026-03-04', 10),
      scheme('2026-03-05', '2026-03-11', 15),
    ]);
    expect(rows.map((r) => [r.start_date, r.end_date, r.discount, r.selected])).toEqual([
      ['2026-01-01', '2026-01-28', 20, false],
      ['2026-01-29', '2026-02-25', 15, true],
      ['2026-02-26', '2026-03-04', 10, false],
      // Not adjacent to the other 15 % rows: stays a row of its own.
      ['2026-03-05', '2026-03-11', 15, false],
    ]);
  });

  it('greys the rows before the selected one only', () => {
    const rows = schemeRows([
      scheme('2026-01-01', '2026-01-28', 20),
      scheme('2026-01-29', '2026-02-11', 15),
      scheme('2026-02-12', '2026-02-25', 10, true),
      scheme('2026-02-26', '2026-03-04', 5),
    ]);
    expect(rows.map((r) => r.past)).toEqual([true, true, false, false]);
  });

  it('greys nothing when no window applies today', () => {
    const rows = schemeRows([scheme('2026-01-01', '2026-01-28', 20), scheme('2026-01-29', '2026-02-11', 15)]);
    expect(rows.some((r) => r.past)).toBe(false);
  });
});
