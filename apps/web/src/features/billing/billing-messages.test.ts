import { billingMessages } from '@backoffice/contracts/billing';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { i18next } from '../../lib/i18n/i18n';
import { describeCouponFailure, describePayFailure } from './billing-messages';

const t = i18next.getFixedT('en', 'billing');
const tId = i18next.getFixedT('id', 'billing');
const refusal = (message: string, key?: string) =>
  new ApiError(422, '0015-0002', message, [{ field: 'params.code', message, key }], key);

describe('coupon messages ("Coupon")', () => {
  it('reads any refusal that does not name the subscription as Invalid Coupon Code', () => {
    expect(describeCouponFailure(refusal(billingMessages.couponExpired, 'billing.couponExpired'), t)).toBe(
      'Invalid Coupon Code',
    );
    expect(describeCouponFailure(refusal('Coupon not found'), t)).toBe('Invalid Coupon Code');
  });

  it('shows a message naming the subscription, and the price error, as they are (in the UI language)', () => {
    expect(
      describeCouponFailure(refusal(billingMessages.couponWrongCycle, 'billing.couponWrongCycle'), t),
    ).toBe(billingMessages.couponWrongCycle);
    expect(describeCouponFailure(refusal('Invalid code, price error', 'billing.priceError'), t)).toBe(
      'Invalid code, price error',
    );
    expect(describeCouponFailure(refusal('Invalid code, price error', 'billing.priceError'), tId)).toBe(
      'Kode tidak valid, harga tidak sesuai',
    );
    expect(describeCouponFailure(refusal('This subscription cannot take a coupon'), t)).toBe(
      'This subscription cannot take a coupon',
    );
  });
});

describe('pay failures ("Pay errors")', () => {
  it('opens the gateway modal for no answer and for 5xx, and toasts other refusals', () => {
    expect(describePayFailure(new ApiError(0, 'NETWORK', ''), t)).toEqual({ kind: 'gateway' });
    expect(describePayFailure(new ApiError(503, 'UNAVAILABLE', 'x'), t)).toEqual({ kind: 'gateway' });
    expect(describePayFailure(refusal('Invalid code, price error', 'billing.priceError'), t)).toEqual({
      kind: 'toast',
      message: 'Invalid code, price error',
    });
  });
});
