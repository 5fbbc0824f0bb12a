import { messageKeyOf } from '@backoffice/contracts/common/messages';
import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showToast, type ToastKind } from '../../../components/ui/toasts';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { describeFailure } from '../../../lib/api/api-error';
import { profileKeys } from '../../../lib/session/get-profile';
import { billingKeys } from '../api/billing-keys';
import { checkPaymentStatus } from '../api/check-payment-status';
import { ProcessingOverlay } from '../components/billing-modals';

/** "Payment-result check": the toast comes after 2 s, then the page moves on. */
export const RESULT_TOAST_DELAY_MS = 2000;
/** "Status 'processing' shows the overlay and after about 100 ms returns to /v2/settings/billing". */
export const PROCESSING_RETURN_MS = 100;
const BILLING_PATH = '/v2/settings/billing';

type Outcome = { kind: ToastKind; message: string } | null;

/** The spec's waiting view: shown by the page and, while the session loads, as the route's skeleton. */
export function RedirectWaiting() {
  const { t } = useTranslation('billing');
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text fw={500}>{t('redirect.waiting')}</Text>
        <Anchor component={Link} to={BILLING_PATH} size="sm">
          {t('redirect.fallback')}
        </Anchor>
      </Stack>
    </Center>
  );
}

/**
 * The return page: the gateway sends the owner here with the order and its status in the query. The query is only
 * a hint: `update_payment_status` asks the gateway (decision 0074) and answers `{type, message, url}`; after the
 * billing data and the profile (an expired business is let out) were asked again, the message is toasted about
 * 2 s later and the page goes to /v2 + url. `?status=processing` shows the processing overlay, then billing.
 */
export function BillingRedirectPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('redirect.title'));
  const [params] = useSearchParams();
  const processing = params.get('status') === 'processing';
  const navigate = useNavigate();
  const client = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: number | undefined;
    const orderId = params.get('order_id');
    const finish = (outcome: Outcome, to: string, delay = RESULT_TOAST_DELAY_MS) => {
      timer = window.setTimeout(() => {
        if (outcome) showToast(outcome);
        void navigate(to, { replace: true });
      }, delay);
    };
    if (processing) {
      finish(null, BILLING_PATH, PROCESSING_RETURN_MS);
      return () => window.clearTimeout(timer);
    }
    if (!orderId) {
      finish(null, BILLING_PATH);
      return () => window.clearTimeout(timer);
    }
    void (async () => {
      try {
        const result = await checkPaymentStatus({
          order_id: orderId,
          status_code: params.get('status_code') ?? undefined,
          transaction_status: params.get('transaction_status') ?? undefined,
        });
        await Promise.all([
          client.invalidateQueries({ queryKey: billingKeys.all }),
          client.invalidateQueries({ queryKey: profileKeys.all }),
        ]);
        // The server's message, in the page's language when the contract declares it.
        const key = messageKeyOf(result.message)?.replace(/^billing\./, '');
        const message = key ? t(`validation.${key}`, { defaultValue: result.message }) : result.message;
        const kind: ToastKind =
          result.type === 'error' ? 'error' : result.status === 'pending' ? 'info' : 'success';
        finish({ kind, message }, `/v2${result.url}`);
      } catch (error) {
        finish({ kind: 'error', message: describeFailure(error) }, BILLING_PATH);
      }
    })();
    return () => window.clearTimeout(timer);
  }, [client, navigate, params, processing, t]);

  return processing ? <ProcessingOverlay /> : <RedirectWaiting />;
}
