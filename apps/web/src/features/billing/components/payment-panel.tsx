import type { BillingCalculationRequest, BillingCycle, BillingOverview } from '@backoffice/contracts/billing';
import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { showToast } from '../../../components/ui/toasts';
import { formatRupiah } from '../../../lib/format/format-money';
import { SUPPORT_PHONE } from '../../../lib/support-contact';
import { billingCalculationQueryOptions, useBillingCalculation } from '../api/calculate-billing';
import { useDiscountSchemes } from '../api/list-discount-schemes';
import { usePayBilling } from '../api/pay-billing';
import { useStartDirectDebit } from '../api/start-direct-debit';
import { useToggleOutletSubscription } from '../api/toggle-outlet-subscription';
import { verifyCoupon } from '../api/verify-coupon';
import {
  describeCouponFailure,
  describeDirectDebitFailure,
  describePayFailure,
  describeToggleFailure,
} from '../billing-messages';
import {
  type BillingState,
  discountPopupDue,
  readBillingState,
  rememberDiscountPopupSeen,
  writeBillingState,
} from '../billing-state';
import { DiscountSchemeModal, GatewayErrorModal, ProcessingOverlay, TermsModal } from './billing-modals';
import { CouponInput } from './coupon-input';
import { OutletPriceList } from './outlet-price-list';
import { PaymentTypeTabs } from './payment-type-tabs';
import { PriceSummary } from './price-summary';

/** spec §2: the provider the pay button names while it hands the owner over. */
export const PAYMENT_PROVIDER = 'Midtrans';
/** spec §2, §9: the billing page's hash from the discount banner, and the popup's delay. */
export const FROM_BANNER_HASH = '#fromBanner';
export const DISCOUNT_POPUP_DELAY_MS = 1000;
/** spec §2: the billing page's hash when the owner came from the discount popup's call to renew. */
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
 * The payment part of the billing page (spec §2, §4 "Billing payment", §5, §8): type, cycle, outlets, coupon,
 * the server's price and Pay. Everything the owner chose but has not paid is kept for 24 hours.
 */
export function PaymentPanel({
  overview,
  businessId,
  redirect = (url) => window.location.assign(url),
  recurring = { available: false, active: null },
}: PaymentPanelProps) {
  const { t } = useTranslation('billing');
  const client = useQueryClient();
  const [state, setState] = useState<BillingState>(
    () =>
      readBillingState(businessId) ?? { type: 'regular', cycle: overview.current_plan, pendingCoupon: '' },
  );
  const [applied, setApplied] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string>();
  const [applying, setApplying] = useState(false);
  const [paying, setPaying] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [modal, setModal] = useState<'terms' | 'schemes' | 'gateway' | null>(null);
  const [tncAccepted, setTncAccepted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const toggleOutlet = useToggleOutletSubscription();
  const pay = usePayBilling();
  const directDebit = useStartDirectDebit();
  // spec §9: Recurring is off for the monthly cycle while the current recurring subscription is yearly.
  const recurringDisabled = recurring.active?.month === 12 && state.cycle === 1;
  const type = recurring.available && !recurringDisabled ? state.type : 'regular';

  useEffect(() => writeBillingState(businessId, state), [businessId, state]);

  // spec §2: arriving from the discount banner opens the discount popup after a second.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== FROM_BANNER_HASH || !discountPopupDue(businessId)) return;
    const timer = window.setTimeout(() => {
      rememberDiscountPopupSeen(businessId);
      setModal('schemes');
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
  const schemes = useDiscountSchemes(yearly && !overview.is_enterprise);

  // spec §4: changing the type or the cycle clears the coupon.
  const choose = (change: Partial<Pick<BillingState, 'type' | 'cycle'>>) => {
    setApplied(null);
    setCouponError(undefined);
    setState((current) => ({ ...current, ...change, pendingCoupon: '' }));
  };

  // spec §2 #fromPopup: the owner accepted the popup's offer, which is a yearly renewal. The popup counts as seen,
  // the yearly cycle is chosen (a change of cycle clears the coupon, spec §4) and the panel comes into view.
  const panel = useRef<HTMLDivElement>(null);
  const hasYearly = overview.package_deals.some((d) => d.month === 12);
  useEffect(() => {
    if (hash !== FROM_POPUP_HASH) return;
    rememberDiscountPopupSeen(businessId);
    setModal(null);
    if (hasYearly && state.cycle !== 12) choose({ cycle: 12 });
    panel.current?.scrollIntoView?.({ block: 'start' });
    // Once per arrival: the owner may pick another cycle afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, businessId, hasYearly]);
  const navigate = useNavigate();

  const applyCoupon = async (code: string): Promise<boolean> => {
    if (!deal) return false;
    setApplying(true);
    setCouponError(undefined);
    try {
      await verifyCoupon({ code, month: state.cycle, subscriptionDiscountId: deal.subscription_discount_id });
      setApplied(code.trim().toUpperCase());
      setState((current) => ({ ...current, pendingCoupon: '' }));
      showToast({ kind: 'success', message: t('payment.couponApplied') });
      return true;
    } catch (error) {
      setCouponError(describeCouponFailure(error, t));
      return false;
    } finally {
      setApplying(false);
    }
  };

  const startPayment = async () => {
    if (!deal || !input) return;
    setPaying(true);
    try {
      // spec §4: a coupon typed but not applied is applied first.
      let coupon = applied;
      if (!coupon && state.pendingCoupon.trim()) {
        if (!(await applyCoupon(state.pendingCoupon))) return;
        coupon = state.pendingCoupon.trim().toUpperCase();
      }
      const priced = await client.fetchQuery(
        billingCalculationQueryOptions({ ...input, coupon_code: coupon ?? undefined }),
      );
      if (type === 'recurring') {
        // spec §7 "Direct debit": the owner links an account at the gateway and comes back to the recurring page.
        const linked = await directDebit.mutateAsync({
          payment_type: 'DEBIT',
          final_amount: priced.final_total_price,
          subscription_discount_id: priced.subscription_discount_id,
          coupon_code: coupon,
          tnc_approve_date: new Date().toISOString(),
        });
        setLeaving(true);
        redirect(linked.url);
        return;
      }
      const answer = await pay.mutateAsync({
        subscription_discount_id: priced.subscription_discount_id,
        final_price: priced.final_total_price,
        coupon_code: coupon,
      });
      setProcessing(true);
      redirect(answer.redirect_url);
    } catch (error) {
      if (type === 'recurring') {
        showToast({ kind: 'error', message: describeDirectDebitFailure(error, t) });
        return;
      }
      const failure = describePayFailure(error, t);
      if (failure.kind === 'gateway') setModal('gateway');
      else showToast({ kind: 'error', message: failure.message });
    } finally {
      setPaying(false);
    }
  };

  // spec §5: no payment while one is pending at the gateway or while bought outlet slots have no outlet.
  const pending = overview.pending_payment;
  const blocked =
    pending !== null ||
    overview.unused_outlet_slots > 0 ||
    activeOutlets === 0 ||
    !calculation.data ||
    calculation.isFetching ||
    // spec §5: direct debit needs the terms accepted.
    (type === 'recurring' && !tncAccepted);

  // spec §2: while a switch to recurring is in progress the panel is a disabled 'Please wait' view.
  if (recurring.available && recurring.active?.status === 'PROCESSING')
    return (
      <Paper
        withBorder
        radius="md"
        p="md"
        ref={panel}
        aria-disabled="true"
        data-testid="recurring-in-progress"
      >
        <Title order={2} size="h4" mb="sm">
          {t('payment.heading')}
        </Title>
        <Group gap="sm" c="dimmed">
          <Loader size="sm" />
          <Text>{t('payment.recurringInProgress')}</Text>
        </Group>
      </Paper>
    );

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
                name: d.package_deal_display_name,
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
          {calculation.data && calculation.data.employee_slot.count > 0 && (
            <Paper
              withBorder
              radius="sm"
              p="sm"
              bg="var(--mantine-color-gray-light)"
              data-testid="employee-slots"
            >
              <Group justify="space-between">
                <div>
                  <Text size="sm" fw={600}>
                    {t('payment.employeeSlots')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('payment.employeeSlotCount', { count: calculation.data.employee_slot.count })}
                  </Text>
                </div>
                <Text size="sm" fw={500}>
                  {formatRupiah(calculation.data.employee_slot.final_price)}
                </Text>
              </Group>
            </Paper>
          )}
          <CouponInput
            value={state.pendingCoupon}
            onChange={(pendingCoupon) => {
              setCouponError(undefined);
              setState((current) => ({ ...current, pendingCoupon }));
            }}
            applied={applied}
            onApply={() => void applyCoupon(state.pendingCoupon)}
            onRemove={() => setApplied(null)}
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
          {pending && (
            <Alert
              color="yellow"
              icon={<IconInfoCircle size={18} />}
              title={t('payment.pendingTitle')}
              data-testid="pending-payment"
            >
              {pending.kind === 'credit_card' ? t('payment.pendingCard') : t('payment.pendingTransfer')}
            </Alert>
          )}
          {overview.unused_outlet_slots > 0 && (
            <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
              {t('payment.unusedSlots', { count: overview.unused_outlet_slots })}
            </Alert>
          )}
          {type === 'recurring' && (
            <Checkbox
              checked={tncAccepted}
              onChange={(event) => setTncAccepted(event.currentTarget.checked)}
              label={t('payment.directDebitTerms')}
              disabled={paying}
            />
          )}
          <Group justify="space-between" align="center" gap="sm">
            <Text size="xs" c="dimmed">
              {t('payment.termsAgree')}{' '}
              <Anchor component="button" type="button" size="xs" onClick={() => setModal('terms')}>
                {t('payment.terms')}
              </Anchor>
              {yearly && (schemes.data?.discount_schemes.length ?? 0) > 0 && (
                <>
                  {' · '}
                  <Anchor component="button" type="button" size="xs" onClick={() => setModal('schemes')}>
                    {t('payment.schemes')}
                  </Anchor>
                </>
              )}
            </Text>
            {type === 'recurring' ? (
              // spec §2: direct debit shows a loading state rather than the provider's name.
              <Button
                onClick={() => void startPayment()}
                loading={paying || leaving}
                disabled={blocked || applying}
              >
                {t('payment.directDebit')}
              </Button>
            ) : (
              <Button
                onClick={() => void startPayment()}
                loading={false}
                disabled={blocked || paying || applying}
              >
                {paying || processing
                  ? t('payment.redirecting', { provider: PAYMENT_PROVIDER })
                  : t('payment.pay')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      <TermsModal opened={modal === 'terms'} onClose={() => setModal(null)} />
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
