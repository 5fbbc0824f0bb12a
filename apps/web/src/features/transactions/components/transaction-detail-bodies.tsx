import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import { Box, Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { showToast } from '../../../components/ui/toasts';
import { isApiError } from '../../../lib/api/api-error';
import { useCancelledOrder } from '../api/get-cancelled-order';
import { useInvoice } from '../api/get-invoice';
import { usePaymentMethods } from '../api/list-payment-methods';
import { CancelledOrderDetail } from './cancelled-order-detail';
import { RefundButton } from './refund-button';
import { ResendReceiptModal } from './resend-receipt-modal';
import { SuccessOrderDetail } from './success-order-detail';

/** The printable invoice (issue 9 part 4): the receipt a merchant can show or print. */
export const receiptUrlOf = (token: string) => `/v2/reports/invoices/print/${encodeURIComponent(token)}`;

/*
 * What the detail drawer shows inside its frame (transaction-detail-drawer.tsx): loaded when a detail first opens,
 * not with the Transactions screen (decision 0187); the drawer shows the loading skeleton meanwhile.
 */

/** The scrolling body above a footer that stays in view. */
function Layout({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <Stack gap={0} mih="calc(100dvh - 70px)">
      <Box px="md" pb="md" style={{ flex: 1 }}>
        {children}
      </Box>
      <Group
        gap="xs"
        justify="flex-end"
        px="md"
        py="sm"
        pos="sticky"
        bottom={0}
        bg="var(--mantine-color-body)"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 1 }}
      >
        {footer}
      </Group>
    </Stack>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('transactionDetail');
  return (
    <Button variant="default" onClick={onClose} mr="auto">
      {t('footer.close')}
    </Button>
  );
}

function LoadState({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('transactionDetail');
  if (error === null) return <ListSkeleton rows={6} />;
  // Another business's order, one beyond the caller's outlets and a revoked token all read as not found.
  const gone = isApiError(error) && error.status === 404;
  return (
    <ErrorState
      message={gone ? t('notFound') : t('loadError')}
      onRetry={gone ? undefined : onRetry}
      retrying={retrying}
    />
  );
}

export function SuccessBody({
  token,
  onClose,
  onIssueRefund,
}: {
  token: string;
  onClose: () => void;
  onIssueRefund?: (invoice: InvoiceDetail) => void;
}) {
  const { t } = useTranslation('transactionDetail');
  const invoice = useInvoice(token);
  const methods = usePaymentMethods();
  const [resending, setResending] = useState(false);
  const detail = invoice.data;
  const [payment] = detail?.split_payment_details ?? [];

  const issueRefund = () => {
    if (!detail) return;
    if (onIssueRefund) onIssueRefund(detail);
    else showToast({ kind: 'info', message: t('refund.comingSoon') });
  };

  return (
    <Layout
      footer={
        <>
          <CloseButton onClose={onClose} />
          {detail && payment && (
            <Button variant="light" onClick={() => setResending(true)}>
              {t('footer.resend')}
            </Button>
          )}
          {detail && (
            <RefundButton
              invoice={detail}
              methods={methods.data?.payment_methods}
              onIssueRefund={issueRefund}
            />
          )}
          {detail && (
            <Button component="a" href={receiptUrlOf(detail.order_token)} target="_blank" rel="noopener">
              {t('footer.showReceipt')}
            </Button>
          )}
        </>
      }
    >
      {detail ? (
        <SuccessOrderDetail invoice={detail} />
      ) : (
        <LoadState
          error={invoice.isError ? invoice.error : null}
          retrying={invoice.isFetching}
          onRetry={() => void invoice.refetch()}
        />
      )}
      {detail && payment && (
        <ResendReceiptModal
          opened={resending}
          payment={{ payment_id: payment.payment_id, payment_uuid: payment.payment_uuid }}
          initialEmail={detail.customer_email}
          onClose={() => setResending(false)}
        />
      )}
    </Layout>
  );
}

export function CancelledBody({
  target,
  onClose,
}: {
  target: { outletId: number; orderId: number };
  onClose: () => void;
}) {
  const order = useCancelledOrder(target);
  return (
    <Layout footer={<CloseButton onClose={onClose} />}>
      {order.data ? (
        <CancelledOrderDetail order={order.data} />
      ) : (
        <LoadState
          error={order.isError ? order.error : null}
          retrying={order.isFetching}
          onRetry={() => void order.refetch()}
        />
      )}
    </Layout>
  );
}
