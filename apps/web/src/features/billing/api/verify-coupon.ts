import { type BillingCycle, billingEndpoints } from '@backoffice/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export interface VerifyCouponInput {
  code: string;
  month: BillingCycle;
  subscriptionDiscountId?: number;
}

export const verifyCoupon = ({ code, month, subscriptionDiscountId }: VerifyCouponInput) =>
  callEndpoint(billingEndpoints.verifyCoupon, {
    params: { code: code.trim().toUpperCase() },
    body: { verify_coupon_request: { month, subscription_discount_id: subscriptionDiscountId } },
  });

export const useVerifyCoupon = () => useMutation({ mutationFn: verifyCoupon });
