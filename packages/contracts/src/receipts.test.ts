import { describe, expect, it } from 'vitest';
import { emailReceiptRequestSchema } from './receipts.js';

const valid = {
  customer_email: ' Sari@Example.com ',
  payment_id: 7,
  payment_uuid: 'pay-1',
  resend_email: true,
};

describe('email receipt request', () => {
  it('accepts an address as typed, trimmed', () => {
    const parsed = emailReceiptRequestSchema.parse(valid);
    expect(parsed.customer_email).toBe('Sari@Example.com');
  });

  it('refuses an invalid address with the e-mail message', () => {
    for (const customer_email of ['', 'sari', 'sari@', '@example.com', 'a b@example.com', 'a\0@x.com']) {
      const result = emailReceiptRequestSchema.safeParse({ ...valid, customer_email });
      expect(result.success, customer_email).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['customer_email']);
    }
  });

  it('refuses a payment without an id or uuid', () => {
    expect(emailReceiptRequestSchema.safeParse({ ...valid, payment_id: 0 }).success).toBe(false);
    expect(emailReceiptRequestSchema.safeParse({ ...valid, payment_id: '7' }).success).toBe(false);
    expect(emailReceiptRequestSchema.safeParse({ ...valid, payment_uuid: ' ' }).success).toBe(false);
  });
});
