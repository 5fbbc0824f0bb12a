import { describe, expect, it } from 'vitest';
import { INVOICE_TOKEN_MESSAGE, invoiceTokenParamsSchema } from './invoices.js';

describe('invoice token', () => {
  it('accepts base64url tokens up to 128 characters', () => {
    for (const token of ['Ab-_09', 'x'.repeat(43), 'y'.repeat(128)]) {
      expect(invoiceTokenParamsSchema.safeParse({ token }).success).toBe(true);
    }
  });

  it('refuses anything else with its message', () => {
    for (const token of ['', 'a b', 'a.b', 'a/b', 'a=', 'x'.repeat(129), 'a\0b']) {
      const result = invoiceTokenParamsSchema.safeParse({ token });
      expect(result.success, JSON.stringify(token)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(INVOICE_TOKEN_MESSAGE);
    }
  });
});
