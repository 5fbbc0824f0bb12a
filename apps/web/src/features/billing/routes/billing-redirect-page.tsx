import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { showToast, type ToastKind } from '../../../components/ui/toasts';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { describeFailure } from '../../../lib/api/api-error';
import { profileKeys } from '../../../lib/session/get-profile';
import { billingKeys } from '../api/billing-keys';
import { checkPaymentStatus } from '../api/check-payment-status';

/** "Payment-result check": the toast comes after 2 s, then the page moves on. */
export const RESULT_TOAST_DELAY_MS = 2000;
const BILLING_PATH = '/v2/settings/billing';
/** Where each kind of payment goes on: an outlet activated at once is seen on the recurring outlet tab. */
const NEXT_PATH: Record<string, string> = {
  'outlet-activation': '/v2/settings/billing/recurring/outlet',
};

type Outcome = { kind: ToastKind; message: string } | null;

/**
 * The return page: the gateway sends the owner here with the order and its status in the query. The
 * query is only a hint: the server asks the gateway (decision 0074); the page says what the server found, after
 * the billing data and the profile (an expired business is let out) were asked again.
 */
export function BillingRedirectPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('redirect.title'));
  const [params] = useSearchParams();
  const next = NEXT_PATH[useParams().type ?? ''] ?? BILLING_PATH;
  const navigate = useNavigate();
  const client = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: number | undefined;
    const orderId = params.get('order_id');
    const finish = (outcome: Outcome) => {
      timer = window.setTimeout(() => {
        if (outcome) showToast(outcome);
        void navigate(next, { replace: true });
      }, RESULT_TOAST_DELAY_MS);
    };
    if (!orderId) {
      finish(null);
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
        const kind: ToastKind =
          result.status === 'paid' ? 'success' : result.status === 'failed' ? 'error' : 'info';
        finish({ kind, message: t(`redirect.${result.status}`) });
      } catch (error) {
        finish({ kind: 'error', message: describeFailure(error) });
      }
    })();
    return () => window.clearTimeout(timer);
  }, [client, navigate, next, params, t]);

  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text fw={500}>{t('redirect.waiting')}</Text>
        <Anchor component={Link} to={next} size="sm">
          {t('redirect.fallback')}
        </Anchor>
      </Stack>
    </Center>
  );
}
