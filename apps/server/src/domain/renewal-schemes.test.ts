import { describe, expect, it } from 'vitest';
import { schemeFor, schemeWindows } from './renewal-schemes.js';

describe('renewal scheme windows', () => {
  const windows = schemeWindows('2027-06-30', [20, 15, 10]);

  it('opens six months before the expiry with a 28-day window, then 14-day steps, then 7-day ones', () => {
    expect(windows[0]).toEqual({ index: 0, startDate: '2026-12-30', endDate: '2027-01-26', percentage: 20 });
    expect(windows[1]).toEqual({ index: 1, startDate: '2027-01-27', endDate: '2027-02-09', percentage: 15 });
    expect(windows[4]).toMatchObject({ startDate: '2027-03-10', endDate: '2027-03-23', percentage: 10 });
    expect(windows[5]).toMatchObject({ startDate: '2027-03-24', endDate: '2027-03-30' });
    expect(windows).toHaveLength(19);
    expect(windows.at(-1)).toMatchObject({ startDate: '2027-06-23', endDate: '2027-06-29' });
  });

  it('leaves no gap and no overlap between windows', () => {
    for (let i = 1; i < windows.length; i += 1) {
      const prev = new Date(`${windows[i - 1]?.endDate}T00:00:00Z`).getTime();
      const next = new Date(`${windows[i]?.startDate}T00:00:00Z`).getTime();
      expect(next - prev).toBe(86_400_000);
    }
  });

  it('finds the window of a day, and none before the lead time or on the expiry', () => {
    expect(schemeFor(windows, '2027-01-30')?.percentage).toBe(15);
    expect(schemeFor(windows, '2026-12-29')).toBeNull();
    expect(schemeFor(windows, '2027-06-30')).toBeNull();
    expect(schemeWindows('2027-06-30', [])).toEqual([]);
  });
});
