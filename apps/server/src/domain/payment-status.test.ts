import { describe, expect, it } from 'vitest';
import { canMove, invoiceStatusOf, statusCodeAgrees } from './payment-status.js';

describe('payment status', () => {
  it('reads every transaction status of the protocol', () => {
    expect(invoiceStatusOf('settlement')).toBe('paid');
    expect(invoiceStatusOf('capture', 'accept')).toBe('paid');
    expect(invoiceStatusOf('capture', 'challenge')).toBe('pending');
    expect(invoiceStatusOf('pending')).toBe('pending');
    for (const s of ['deny', 'cancel', 'expire', 'failure']) expect(invoiceStatusOf(s)).toBe('failed');
    expect(invoiceStatusOf('refund')).toBe('refunded');
    expect(invoiceStatusOf('authorize')).toBeNull();
  });

  it('ignores stale moves: nothing undoes a payment but a refund, and a refund is final', () => {
    expect(canMove('pending', 'paid')).toBe(true);
    expect(canMove('pending', 'failed')).toBe(true);
    expect(canMove('failed', 'paid')).toBe(true);
    expect(canMove('paid', 'pending')).toBe(false);
    expect(canMove('paid', 'failed')).toBe(false);
    expect(canMove('paid', 'paid')).toBe(false);
    expect(canMove('paid', 'refunded')).toBe(true);
    expect(canMove('refunded', 'paid')).toBe(false);
    expect(canMove('failed', 'pending')).toBe(false);
  });

  it('accepts a status word only with the status code the protocol sends it with', () => {
    expect(statusCodeAgrees('200', 'settlement')).toBe(true);
    expect(statusCodeAgrees('200', 'capture')).toBe(true);
    expect(statusCodeAgrees('201', 'pending')).toBe(true);
    expect(statusCodeAgrees('202', 'deny')).toBe(true);
    expect(statusCodeAgrees('407', 'expire')).toBe(true);
    // A signed "pending" (201) relabelled as a payment, and the reverse.
    expect(statusCodeAgrees('201', 'settlement')).toBe(false);
    expect(statusCodeAgrees('201', 'capture')).toBe(false);
    expect(statusCodeAgrees('200', 'pending')).toBe(false);
    expect(statusCodeAgrees('200', 'made-up')).toBe(false);
  });
});
