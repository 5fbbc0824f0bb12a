import { describe, expect, it } from 'vitest';
import {
  directDebitRequestSchema,
  paymentMethodRequestSchema,
  recurringOutletsQuerySchema,
} from './recurring-billing.js';

describe('recurring billing contract', () => {
  const debit = {
    payment_type: 'DEBIT',
    final_amount: 598_000,
    subscription_discount_id: 1,
    coupon_code: ' hemat10 ',
    tnc_approve_date: '2026-11-25T03:00:00.000Z',
  };

  it('takes a direct debit with the coupon upper-cased', () => {
    expect(directDebitRequestSchema.parse(debit)).toMatchObject({ coupon_code: 'HEMAT10' });
  });

  it('refuses a direct debit that is not DEBIT or whose amount is not whole Rupiah', () => {
    expect(directDebitRequestSchema.safeParse({ ...debit, payment_type: 'CREDIT_CARD' }).success).toBe(false);
    expect(directDebitRequestSchema.safeParse({ ...debit, final_amount: 1.5 }).success).toBe(false);
    expect(directDebitRequestSchema.safeParse({ ...debit, tnc_approve_date: 'yesterday' }).success).toBe(
      false,
    );
  });

  it('names the payment method by the spec’s two types', () => {
    expect(paymentMethodRequestSchema.safeParse({ payment_type: 'DEBIT' }).success).toBe(true);
    expect(paymentMethodRequestSchema.safeParse({ payment_type: 'GOPAY' }).success).toBe(false);
  });

  it('lists every outlet unless asked for the renewing ones', () => {
    expect(recurringOutletsQuerySchema.parse({})).toEqual({ active: 'all' });
    expect(recurringOutletsQuerySchema.safeParse({ active: 'none' }).success).toBe(false);
  });
});
