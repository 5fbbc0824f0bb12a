import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, isSafeLocalPath, safeNextPath, signInUrlFor } from './safe-next';

describe('safeNextPath', () => {
  it.each(['/v2/dashboard', '/v2/reports/transactions?from=1#top', '/library/list'])('follows %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'v2/dashboard',
    '//evil.example/v2',
    '/\\evil.example',
    'https://evil.example/v2',
    'javascript:alert(1)',
    '/\t/evil.example',
  ])('ignores %s', (path) => {
    expect(isSafeLocalPath(path)).toBe(false);
    expect(safeNextPath(path)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});

describe('signInUrlFor', () => {
  it('carries the current path as next', () => {
    expect(signInUrlFor('/v2/library/discounts?x=1')).toBe('/login?next=%2Fv2%2Flibrary%2Fdiscounts%3Fx%3D1');
  });

  it('leaves next out for the sign-in page and the root', () => {
    expect(signInUrlFor('/login?next=%2Fv2')).toBe('/login');
    expect(signInUrlFor('/')).toBe('/login');
    expect(signInUrlFor(undefined)).toBe('/login');
  });
});
