import type { BillingCalculationRequest, BillingOverview } from '@backoffice/contracts/billing';
import { useQueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { billingCalculationQueryOptions } from '../api/calculate-billing';
import { usePayBilling } from '../api/pay-billing';
import { useStartDirectDebit } from '../api/start-direct-debit';
import { verifyCoupon } from '../api/verify-coupon';
import { describeCouponFailure, describeDirectDebitFailure, describePayFailure } from '../billing-messages';
import { type PaymentPanelEvent, type PaymentPanelState, paymentFlags } from './payment-panel-machine';

interface PaymentCheckoutOptions {
  panel: PaymentPanelState;
  dispatch: Dispatch<PaymentPanelEvent>;
  /** The package deal of the chosen cycle. */
  deal: BillingOverview['package_deals'][number] | undefined;
  /** The price request, when the bill can be priced. */
  input: BillingCalculationRequest | undefined;
  type: 'regular' | 'recurring';
  redirect: (url: string) => void;
}

/**
 * The payment panel's two requests, Apply (a coupon) and Pay (regular payment or direct debit), each reporting to
 * the panel's state machine; neither starts while the panel is busy.
 */
export function usePaymentCheckout({ panel, dispatch, deal, input, type, redirect }: PaymentCheckoutOptions) {
  const { t } = useTranslation('billing');
  const client = useQueryClient();
  const pay = usePayBilling();
  const directDebit = useStartDirectDebit();
  const { busy } = paymentFlags(panel.phase);
  const { cycle, pendingCoupon } = panel.choice;

  /** Checks the coupon with the server; during a payment it is the payment's first step. */
  const verify = async (code: string): Promise<boolean> => {
    if (!deal) return false;
    try {
      await verifyCoupon({ code, month: cycle, subscriptionDiscountId: deal.subscription_discount_id });
      dispatch({ type: 'couponAccepted', code });
      showToast({ kind: 'success', message: t('payment.couponApplied') });
      return true;
    } catch (error) {
      dispatch({ type: 'couponRefused', message: describeCouponFailure(error, t) });
      return false;
    }
  };

  const applyCoupon = () => {
    if (!deal || busy) return;
    dispatch({ type: 'applyCoupon' });
    void verify(pendingCoupon);
  };

  const startPayment = async () => {
    if (!deal || !input || busy) return;
    dispatch({ type: 'pay' });
    try {
      // A coupon typed but not applied is applied first.
      let coupon = panel.applied;
      if (!coupon && pendingCoupon.trim()) {
        dispatch({ type: 'payApplyingCoupon' });
        if (!(await verify(pendingCoupon))) return;
        coupon = pendingCoupon.trim().toUpperCase();
      }
      const priced = await client.fetchQuery(
        billingCalculationQueryOptions({ ...input, coupon_code: coupon ?? undefined }),
      );
      if (type === 'recurring') {
        // "Direct debit": the owner links an account at the gateway and comes back to the recurring page.
        const linked = await directDebit.mutateAsync({
          payment_type: 'DEBIT',
          final_amount: priced.final_total_price,
          subscription_discount_id: priced.subscription_discount_id,
          coupon_code: coupon,
          tnc_approve_date: new Date().toISOString(),
        });
        dispatch({ type: 'handedOver', to: 'directDebit' });
        redirect(linked.url);
        return;
      }
      const answer = await pay.mutateAsync({
        subscription_discount_id: priced.subscription_discount_id,
        final_price: priced.final_total_price,
        coupon_code: coupon,
      });
      dispatch({ type: 'handedOver', to: 'gateway' });
      redirect(answer.redirect_url);
    } catch (error) {
      if (type === 'recurring') {
        dispatch({ type: 'paymentFailed' });
        showToast({ kind: 'error', message: describeDirectDebitFailure(error, t) });
        return;
      }
      const failure = describePayFailure(error, t);
      dispatch({ type: 'paymentFailed', modal: failure.kind === 'gateway' ? 'gateway' : undefined });
      if (failure.kind !== 'gateway') showToast({ kind: 'error', message: failure.message });
    }
  };

  return { applyCoupon, startPayment };
}
