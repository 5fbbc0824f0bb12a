import { describe, expect, it } from 'vitest';
import { presetRange } from '../../components/ui/date-range-presets';
import { filtersSearch, readFilters, withRange } from './report-filters';

const today = new Date('2026-11-28T10:00:00');
const day = (text: string) => new Date(`${text}T00:00:00`);

describe('report filters in the address', () => {
  it('round-trips every filter', () => {
    const search = '?from=2026-10-01&to=2026-10-31&outlets=2,5&compare=1&period=week&sort=netSales&dir=asc';
    const filters = readFilters(search, today);
    expect(filters).toMatchObject({
      preset: undefined,
      outletIds: [2, 5],
      compare: true,
      period: 'WEEK',
      sort: { column: 'netSales', direction: 'asc' },
    });
    expect(filters.range.startDate).toEqual(day('2026-10-01'));
    expect(filters.range.endDate).toEqual(day('2026-10-31'));
    expect(filtersSearch(filters)).toBe(search);
  });

  it("round-trips an hour's column as the order and the hourly reports' table view", () => {
    const search = '?range=lastWeek&sort=h09&dir=asc&view=table';
    const filters = readFilters(search, today);
    expect(filters).toMatchObject({ sort: { column: 'h09', direction: 'asc' }, view: 'table' });
    expect(filtersSearch(filters)).toBe(search);
    expect(readFilters('?view=map&sort=9h', today)).toMatchObject({ sort: undefined });
    expect(readFilters('?view=map', today).view).toBeUndefined();
  });

  it('keeps a preset by its name, and the default (this month) as the plain address', () => {
    const plain = readFilters('', today);
    expect(plain.preset).toBe('thisMonth');
    expect(plain.range).toEqual(presetRange('thisMonth', today));
    expect(plain).toMatchObject({ outletIds: undefined, compare: false, period: 'DAY', sort: undefined });
    expect(filtersSearch(plain)).toBe('');
    const lastWeek = withRange(plain, presetRange('lastWeek', today), today);
    expect(filtersSearch(lastWeek)).toBe('?range=lastWeek');
    expect(readFilters('?range=lastWeek', today).range).toEqual(presetRange('lastWeek', today));
  });

  it('reads malformed values as the defaults and a reversed range the right way round', () => {
    const filters = readFilters(
      '?from=2026-10-31&to=2026-10-01&outlets=x,0,3&period=year&range=someday',
      today,
    );
    expect(filters.range.startDate).toEqual(day('2026-10-01'));
    expect(filters.range.endDate).toEqual(day('2026-10-31'));
    expect(filters.outletIds).toEqual([3]);
    expect(filters.period).toBe('DAY');
  });
});
