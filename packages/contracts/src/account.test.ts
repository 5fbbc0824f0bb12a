import { describe, expect, it } from 'vitest';
import { loginCodeVerifyRequestSchema, loginRequestSchema, nextPathSchema } from './account.js';

describe('account contracts', () => {
  it('accepts only same-site paths as next', () => {
    for (const ok of ['/v2/dashboard', '/v2/settings/billing?x=1#fromBanner', '/reports/transactions']) {
      expect(nextPathSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'v2',
      '',
    ]) {
      expect(nextPathSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('trims the login and requires both fields', () => {
    expect(loginRequestSchema.parse({ login: '  owner@demo.test ', password: 'x' }).login).toBe(
      'owner@demo.test',
    );
    expect(loginRequestSchema.safeParse({ login: '', password: '' }).success).toBe(false);
  });

  it('takes a 6-digit code', () => {
    expect(loginCodeVerifyRequestSchema.safeParse({ email: 'a@b.co', code: '012345' }).success).toBe(true);
    expect(loginCodeVerifyRequestSchema.safeParse({ email: 'a@b.co', code: '12345' }).success).toBe(false);
  });
});
