import type { BillingCalculationRequest, BillingCycle, BillingOverview } from '@backoffice/contracts/billing';
import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';
import { Alert, Button, Checkbox, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { showToast } from '../../../components/ui/toasts';
import { formatRupiah } from '../../../lib/format/format-money';
import { SUPPORT_PHONE } from '../../../lib/support-contact';
import { useBillingCalculation } from '../api/calculate-billing';
import { useDiscountSettings } from '../api/get-discount-settings';
import { useDiscountSchemes } from '../api/list-discount-schemes';
import { useToggleOutletSubscription } from '../api/toggle-outlet-subscription';
import { describeToggleFailure } from '../billing-messages';
import {
  type BillingState,
  discountPopupDue,
  readBillingState,
  rememberDiscountPopupSeen,
  writeBillingState,
} from '../billing-state';
import { DiscountSchemeModal, GatewayErrorModal, ProcessingOverlay, TermsModal } from './billing-modals';
import { CouponInput } from './coupon-input';
import {
  initialPaymentPanelState,
  type PaymentModal,
  paymentFlags,
  paymentPanelReducer,
} from './payment-panel-machine';
import { OutletPriceList } from './outlet-price-list';
import { EmployeeSlots, PaymentActions, PaymentBlockers, RecurringInProgress } from './payment-panel-parts';
import { PaymentTypeTabs } from './payment-type-tabs';
import { PriceSummary } from './price-summary';
import { usePaymentCheckout } from './use-payment-checkout';
import { usePackageDealName } from '../../../lib/billing/package-deal-name';

/** The billing page's hash from the discount banner, and the popup's delay. */
export const FROM_BANNER_HASH = '#fromBanner';
export const DISCOUNT_POPUP_DELAY_MS = 1000;
/** The billing page's hash when the owner came from the discount popup's call to renew. */
export const FROM_POPUP_HASH = '#fromPopup';

interface PaymentPanelProps {
  overview: BillingOverview;
  businessId: number;
  /** Leaves for the gateway's page; a prop so tests can see where it would go. */
  redirect?: (url: string) => void;
  /**
   * Recurring billing (issue 16): `available` is the `recurring-payment` flag; `active` the business's recurring
   * subscription, if any. Absent, the Recurring tab is the spec's disabled 'Coming soon'.
   */
  recurring?: { available: boolean; active: ActiveRecurring | null };
}

/**
 * The payment part of the billing page: type, cycle, outlets, coupon,
 * the server's price and Pay. Everything the owner chose but has not paid is kept for 24 hours.
 */
export function PaymentPanel({
  overview,
  businessId,
  redirect = (url) => window.location.assign(url),
  recurring = { available: false, active: null },
}: PaymentPanelProps) {
  const { t } = useTranslation('billing');
  const dealName = usePackageDealName();
  const [panelState, dispatch] = useReducer(paymentPanelReducer, undefined, () =>
    initialPaymentPanelState(
      readBillingState(businessId) ?? { type: 'regular', cycle: overview.current_plan, pendingCoupon: '' },
    ),
  );
  const { choice: state, applied, couponError, modal, tncAccepted, phase } = panelState;
  const { applying, paying, processing, leaving } = paymentFlags(phase);
  const setModal = (next: PaymentModal | null) =>
    dispatch(next ? { type: 'openModal', modal: next } : { type: 'closeModal' });
  const toggleOutlet = useToggleOutletSubscription();
  // Recurring is off for the monthly cycle while the current recurring subscription is yearly.
  const recurringDisabled = recurring.active?.month === 12 && state.cycle === 1;
  const type = recurring.available && !recurringDisabled ? state.type : 'regular';

  useEffect(() => writeBillingState(businessId, state), [businessId, state]);

  // Arriving from the discount banner opens the discount popup after a second.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== FROM_BANNER_HASH || !discountPopupDue(businessId)) return;
    const timer = window.setTimeout(() => {
      rememberDiscountPopupSeen(businessId);
      dispatch({ type: 'openModal', modal: 'schemes' });
    }, DISCOUNT_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, businessId]);

  const deal = overview.package_deals.find((d) => d.month === state.cycle);
  const activeOutlets = overview.outlets.filter((o) => o.is_active_subscription).length;
  const canPrice = !overview.is_enterprise && activeOutlets > 0 && deal !== undefined;
  const input: BillingCalculationRequest | undefined = canPrice
    ? {
        month: state.cycle,
        subscription_discount_id: deal.subscription_discount_id,
        coupon_code: applied ?? undefined,
      }
    : undefined;
  const calculation = useBillingCalculation(input);
  const yearly = overview.current_plan === 12 && !overview.is_trial;
  // The schemes are asked only from six months before the expiry ("Discount popup"), as the server's calendar says.
  const discountSettings = useDiscountSettings(yearly && !overview.is_enterprise);
  const schemes = useDiscountSchemes(
    yearly && !overview.is_enterprise && discountSettings.data?.schemes_due === true,
  );

  // Changing the type or the cycle clears the coupon.
  const choose = (change: Partial<Pick<BillingState, 'type' | 'cycle'>>) =>
    dispatch({ type: 'choose', change });

  // The product's screen description #fromPopup: the owner accepted the popup's offer, which is a yearly renewal. The popup counts as seen,
  // the yearly cycle is chosen (a change of cycle clears the coupon) and the panel comes into view.
  const panel = useRef<HTMLDivElement>(null);
  const hasYearly = overview.package_deals.some((d) => d.month === 12);
  useEffect(() => {
    if (hash !== FROM_POPUP_HASH) return;
    rememberDiscountPopupSeen(businessId);
    dispatch({ type: 'closeModal' });
    if (hasYearly && state.cycle !== 12) dispatch({ type: 'choose', change: { cycle: 12 } });
    panel.current?.scrollIntoView?.({ block: 'start' });
    // Once per arrival: the owner may pick another cycle afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, businessId, hasYearly]);
  const navigate = useNavigate();

  const { applyCoupon, startPayment } = usePaymentCheckout({
    panel: panelState,
    dispatch,
    deal,
    input,
    type,
    redirect,
  });

  // No payment while one is pending at the gateway or while bought outlet slots have no outlet.
  const pending = overview.pending_payment;
  const blocked =
    // "Payment enabled only for a POS user": the payment-only edition cannot pay.
    !overview.is_pos_user ||
    pending !== null ||
    overview.unused_outlet_slots > 0 ||
    activeOutlets === 0 ||
    !calculation.data ||
    calculation.isFetching ||
    // Direct debit needs the terms accepted.
    (type === 'recurring' && !tncAccepted);

  // While a switch to recurring is in progress the panel is a disabled 'Please wait' view.
  if (recurring.available && recurring.active?.status === 'PROCESSING')
    return <RecurringInProgress panelRef={panel} />;

  return (
    <Paper withBorder radius="md" p="md" ref={panel}>
      <Title order={2} size="h4" mb="sm">
        {t('payment.heading')}
      </Title>
      <PaymentTypeTabs
        value={type}
        onChange={(next) => choose({ type: next })}
        recurringAvailable={recurring.available}
        recurringDisabled={recurringDisabled}
      />
      {overview.is_enterprise ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="enterprise-note">
          {t('payment.enterprise', { phone: SUPPORT_PHONE })}
        </Alert>
      ) : (
        <Stack gap="md">
          <Select
            label={t('payment.cycle')}
            value={String(state.cycle)}
            allowDeselect={false}
            data={overview.package_deals.map((d) => ({
              value: String(d.month),
              label: t('payment.cycleOption', {
                name: dealName(d),
                price: formatRupiah(d.final_package_deal_price_per_month),
              }),
            }))}
            onChange={(value) => value && choose({ cycle: (Number(value) === 12 ? 12 : 1) as BillingCycle })}
            maw={420}
          />
          <div>
            <Text size="sm" fw={600} mb={4}>
              {t('payment.outletsHeading')}
            </Text>
            <OutletPriceList
              outlets={overview.outlets}
              prices={calculation.data?.outlets}
              onToggle={async (id, isActive) => {
                await toggleOutlet.mutateAsync({ id, isActive });
              }}
              onToggleFailed={(error) =>
                showToast({ kind: 'error', message: describeToggleFailure(error, t) })
              }
              disabled={paying}
            />
          </div>
          {calculation.data && <EmployeeSlots slot={calculation.data.employee_slot} />}
          <CouponInput
            value={state.pendingCoupon}
            onChange={(value) => dispatch({ type: 'typeCoupon', value })}
            applied={applied}
            onApply={applyCoupon}
            onRemove={() => dispatch({ type: 'removeCoupon' })}
            applying={applying}
            error={couponError}
            disabled={paying || !canPrice}
          />
          {calculation.isError && !calculation.data ? (
            <ErrorState
              compact
              title={t('payment.loadError')}
              onRetry={() => void calculation.refetch()}
              retrying={calculation.isFetching}
            />
          ) : calculation.data ? (
            <PriceSummary
              calculation={calculation.data}
              recurring={
                state.type === 'recurring'
                  ? { from: overview.has_expired ? null : overview.expired_at }
                  : undefined
              }
            />
          ) : (
            canPrice && <ListSkeleton rows={2} />
          )}
          <PaymentBlockers overview={overview} />
          {type === 'recurring' && (
            <Checkbox
              checked={tncAccepted}
              onChange={(event) => dispatch({ type: 'acceptTerms', accepted: event.currentTarget.checked })}
              label={t('payment.directDebitTerms')}
              disabled={paying}
            />
          )}
          <PaymentActions
            type={type}
            flags={{ paying, applying, processing, leaving }}
            blocked={blocked}
            onPay={() => void startPayment()}
            onTerms={() => setModal('terms')}
            onSchemes={
              yearly && (schemes.data?.discount_schemes.length ?? 0) > 0
                ? () => setModal('schemes')
                : undefined
            }
          />
        </Stack>
      )}
      <TermsModal opened={modal === 'terms'} onClose={() => setModal(null)} type={type} />
      <DiscountSchemeModal
        opened={modal === 'schemes'}
        onClose={() => setModal(null)}
        schemes={schemes.data?.discount_schemes ?? []}
        action={
          hasYearly && (
            <Button onClick={() => void navigate({ hash: FROM_POPUP_HASH }, { replace: true })}>
              {t('schemesModal.renew')}
            </Button>
          )
        }
      />
      <GatewayErrorModal opened={modal === 'gateway'} onClose={() => setModal(null)} />
      {processing && <ProcessingOverlay />}
    </Paper>
  );
}
