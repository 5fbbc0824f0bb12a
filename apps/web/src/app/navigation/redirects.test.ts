import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT_MAP, defaultFlags, type FlagMap } from '../../lib/flags/flag-defaults';
import { livePath, redirectFor, redirectRulesFrom } from './redirects';

function flags(changes: Partial<FlagMap> = {}): FlagMap {
  return { ...defaultFlags(), ...changes };
}

const off = { enabled: false, variant: null };

describe('redirectFor', () => {
  it('sends every old path of the map to its /v2 twin while the flag is on', () => {
    const rules = redirectRulesFrom(flags());
    for (const [from, to] of Object.entries(DEFAULT_REDIRECT_MAP)) expect(redirectFor(from, rules)).toBe(to);
    expect(redirectFor('/library/discounts/', rules)).toBe('/v2/library/discounts');
    expect(redirectFor('/v2/library/discounts', rules)).toBeUndefined();
    expect(redirectFor('/library/list', rules)).toBeUndefined();
  });

  it('sends both hourly item reports, whose names have two segments, to their /v2 addresses and back', () => {
    const rules = redirectRulesFrom(flags());
    const offRules = redirectRulesFrom(flags({ 'redirect-map': off }));
    for (const report of ['sold', 'amount']) {
      const v2 = `/v2/reports/sales/hourly_item/${report}`;
      expect(redirectFor(`/reports/sales/hourly_item/${report}`, rules)).toBe(v2);
      expect(redirectFor(v2, rules)).toBeUndefined();
      expect(redirectFor(v2, offRules)).toBe(`/reports/sales/hourly_item/${report}`);
    }
  });

  it('sends /v2 screens back to the old path when the redirect map is off, and never loops', () => {
    const rules = redirectRulesFrom(flags({ 'redirect-map': off }));
    expect(redirectFor('/library/discounts', rules)).toBeUndefined();
    expect(redirectFor('/v2/library/discounts', rules)).toBe('/library/discounts');
    expect(redirectFor('/v2/settings/billing/recurring/payment', rules)).toBe('/settings/billing');
    expect(redirectFor('/v2/dashboard', rules)).toBeUndefined();
  });

  it('honours a screen flag of its own', () => {
    const rules = redirectRulesFrom(flags({ 'transactions-v2': off }));
    expect(redirectFor('/reports/transactions', rules)).toBeUndefined();
    expect(redirectFor('/v2/reports/transactions', rules)).toBe('/reports/transactions');
    // Every tab and detail URL of the screen goes with it.
    expect(redirectFor('/v2/reports/transactions/success/abc', rules)).toBe('/reports/transactions');
    expect(redirectFor('/v2/reports/transactions/cancelled/3/9', rules)).toBe('/reports/transactions');
    expect(redirectFor('/library/brands', rules)).toBe('/v2/library/brands');
  });

  it('never produces a cycle for any path and flag combination', () => {
    const combos: FlagMap[] = [
      flags(),
      flags({ 'redirect-map': off }),
      flags({ 'transactions-v2': off, 'principal-brands': off }),
    ];
    const candidates = [...Object.keys(DEFAULT_REDIRECT_MAP), ...Object.values(DEFAULT_REDIRECT_MAP)];
    for (const combo of combos) {
      const rules = redirectRulesFrom(combo);
      for (const start of candidates) {
        const first = livePath(start, rules);
        expect(livePath(first, rules)).toBe(first);
      }
    }
  });
});
