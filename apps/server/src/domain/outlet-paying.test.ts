import { describe, expect, it } from 'vitest';
import { isOutletPaying } from './outlet-paying.js';

const at = (iso: string) => new Date(iso);

describe('isOutletPaying', () => {
  const outlet = {
    isPaying: true,
    startDate: at('2025-11-17T00:00:00+07:00'),
    endDate: at('2026-11-17T23:59:59+07:00'),
  };

  it('pays within its start and end dates', () => {
    expect(isOutletPaying(outlet, at('2026-06-01T10:00:00+07:00'))).toBe(true);
    expect(isOutletPaying(outlet, at('2026-11-17T23:59:58+07:00'))).toBe(true);
  });

  it('stops paying at its end date, whatever the stored flag says', () => {
    expect(isOutletPaying(outlet, at('2026-11-17T23:59:59+07:00'))).toBe(false);
    expect(isOutletPaying(outlet, at('2026-11-27T12:00:00+07:00'))).toBe(false);
  });

  it('is not paying before its start, nor when the flag says so', () => {
    expect(isOutletPaying(outlet, at('2025-11-16T12:00:00+07:00'))).toBe(false);
    expect(isOutletPaying({ ...outlet, isPaying: false }, at('2026-06-01T10:00:00+07:00'))).toBe(false);
    expect(
      isOutletPaying({ isPaying: true, startDate: null, endDate: null }, at('2026-06-01T00:00:00Z')),
    ).toBe(true);
  });
});
