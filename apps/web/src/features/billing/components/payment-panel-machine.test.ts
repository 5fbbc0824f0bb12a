import { describe, expect, it } from 'vitest';
import {
  initialPaymentPanelState,
  type PaymentPanelEvent,
  type PaymentPanelState,
  paymentFlags,
  paymentPanelReducer,
} from './payment-panel-machine';

const start = initialPaymentPanelState({ type: 'regular', cycle: 1, pendingCoupon: 'save10 ' });
const run = (state: PaymentPanelState, ...events: PaymentPanelEvent[]) =>
  events.reduce(paymentPanelReducer, state);

describe('paymentPanelReducer', () => {
  it('ignores a second Pay while a payment runs, and Apply while it is busy', () => {
    const paying = run(start, { type: 'pay' });
    expect(paying.phase).toEqual({ name: 'paying' });
    expect(run(paying, { type: 'pay' })).toBe(paying);
    expect(run(paying, { type: 'applyCoupon' })).toBe(paying);
    const applying = run(start, { type: 'applyCoupon' });
    expect(run(applying, { type: 'pay' })).toBe(applying);
    expect(run(applying, { type: 'applyCoupon' })).toBe(applying);
  });

  it('returns to editing after a failed payment, with the gateway modal when the gateway refused', () => {
    const failed = run(start, { type: 'pay' }, { type: 'paymentFailed', modal: 'gateway' });
    expect(failed.phase).toEqual({ name: 'editing' });
    expect(failed.modal).toBe('gateway');
    const toast = run(start, { type: 'pay' }, { type: 'paymentFailed' });
    expect([toast.phase.name, toast.modal]).toEqual(['editing', null]);
    // Editable again: a new Pay starts.
    expect(run(toast, { type: 'pay' }).phase).toEqual({ name: 'paying' });
  });

  it('applies a coupon on its own: accepted upper case and the typed text cleared, or refused with its message', () => {
    const applying = run(start, { type: 'applyCoupon' });
    expect(paymentFlags(applying.phase)).toMatchObject({ applying: true, paying: false, busy: true });
    const accepted = run(applying, { type: 'couponAccepted', code: ' save10 ' });
    expect([accepted.applied, accepted.choice.pendingCoupon, accepted.phase.name]).toEqual([
      'SAVE10',
      '',
      'editing',
    ]);
    const refused = run(applying, { type: 'couponRefused', message: 'Coupon expired' });
    expect([refused.applied, refused.couponError, refused.phase.name]).toEqual([
      null,
      'Coupon expired',
      'editing',
    ]);
    expect(refused.choice.pendingCoupon).toBe('save10 ');
  });

  it('applies a typed coupon as the first step of a payment: paying and applying, then paying on, or stopped', () => {
    const applying = run(start, { type: 'pay' }, { type: 'payApplyingCoupon' });
    expect(paymentFlags(applying.phase)).toMatchObject({ applying: true, paying: true });
    const accepted = run(applying, { type: 'couponAccepted', code: 'save10' });
    expect(accepted.phase).toEqual({ name: 'paying' });
    expect(paymentFlags(accepted.phase)).toMatchObject({ applying: false, paying: true });
    const refused = run(applying, { type: 'couponRefused', message: 'Unknown coupon' });
    expect(refused.phase).toEqual({ name: 'editing' });
    expect(refused.couponError).toBe('Unknown coupon');
  });

  it('hands over to the gateway (processing overlay) or to direct debit (leaving), and stays there', () => {
    const processing = run(start, { type: 'pay' }, { type: 'handedOver', to: 'gateway' });
    expect(paymentFlags(processing.phase)).toMatchObject({ processing: true, paying: false, leaving: false });
    expect(run(processing, { type: 'pay' })).toBe(processing);
    expect(run(processing, { type: 'paymentFailed' })).toBe(processing);
    const leaving = run(start, { type: 'pay' }, { type: 'handedOver', to: 'directDebit' });
    expect(paymentFlags(leaving.phase)).toMatchObject({ leaving: true, paying: false, processing: false });
  });

  it('ignores answers that belong to no running request', () => {
    expect(run(start, { type: 'couponAccepted', code: 'X' })).toBe(start);
    expect(run(start, { type: 'couponRefused', message: 'no' })).toBe(start);
    expect(run(start, { type: 'handedOver', to: 'gateway' })).toBe(start);
    expect(run(start, { type: 'paymentFailed', modal: 'gateway' })).toBe(start);
    expect(run(start, { type: 'payApplyingCoupon' })).toBe(start);
  });

  it('clears the coupon, applied and typed, and its error when the type or cycle changes', () => {
    const withCoupon = run(
      start,
      { type: 'applyCoupon' },
      { type: 'couponRefused', message: 'bad' },
      { type: 'applyCoupon' },
      { type: 'couponAccepted', code: 'ok' },
      { type: 'typeCoupon', value: 'another' },
    );
    expect(withCoupon.applied).toBe('OK');
    const changed = run(withCoupon, { type: 'choose', change: { cycle: 12 } });
    expect(changed.choice).toEqual({ type: 'regular', cycle: 12, pendingCoupon: '' });
    expect([changed.applied, changed.couponError]).toEqual([null, undefined]);
  });

  it('clears a coupon error as the owner types, and keeps modals and terms as events say', () => {
    const refused = run(start, { type: 'applyCoupon' }, { type: 'couponRefused', message: 'bad' });
    expect(run(refused, { type: 'typeCoupon', value: 'x' }).couponError).toBeUndefined();
    const state = run(start, { type: 'openModal', modal: 'terms' }, { type: 'acceptTerms', accepted: true });
    expect([state.modal, state.tncAccepted]).toEqual(['terms', true]);
    expect(run(state, { type: 'closeModal' }).modal).toBeNull();
  });
});
