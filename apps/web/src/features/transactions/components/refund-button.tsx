import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import type { PaymentMethodsResponse } from '@backoffice/contracts/transactions';
import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type PaymentMethod = PaymentMethodsResponse['payment_methods'][number];

export type RefundAvailability = { shown: false } | { shown: true; disabledReason: 'card' | 'method' | null };

/**
 * "Refund button": hidden unless the order is refundable and its payment method is known; disabled when
 * the method is not refundable, cards with their own tooltip. A split payment is known when every one of its
 * methods is, refundable when all are, and counts as a card payment when any part was paid by card.
 */
export function refundAvailability(
  invoice: Pick<InvoiceDetail, 'refundable' | 'split_payment_details'>,
  methods: readonly PaymentMethod[] | undefined,
): RefundAvailability {
  if (!invoice.refundable || !methods || invoice.split_payment_details.length === 0) return { shown: false };
  const used = invoice.split_payment_details.map((payment) =>
    methods.find((method) => method.code === payment.payment_type),
  );
  if (used.some((method) => method === undefined)) return { shown: false };
  if (used.some((method) => method!.kind === 'card')) return { shown: true, disabledReason: 'card' };
  if (used.some((method) => !method!.refundable)) return { shown: true, disabledReason: 'method' };
  return { shown: true, disabledReason: null };
}

interface RefundButtonProps {
  invoice: Pick<InvoiceDetail, 'refundable' | 'split_payment_details'>;
  methods: readonly PaymentMethod[] | undefined;
  /** Opens the refund modal. */
  onIssueRefund: () => void;
}

export function RefundButton({ invoice, methods, onIssueRefund }: RefundButtonProps) {
  const { t } = useTranslation('transactionDetail');
  const availability = refundAvailability(invoice, methods);
  if (!availability.shown) return null;
  const { disabledReason } = availability;
  const button = (
    <Button
      variant="outline"
      color="red.9"
      // data-disabled rather than disabled: a disabled button takes no pointer or focus, so its tooltip could
      // never be read, by mouse or keyboard.
      data-disabled={disabledReason !== null || undefined}
      aria-disabled={disabledReason !== null || undefined}
      onClick={(event) => {
        if (disabledReason !== null) {
          event.preventDefault();
          return;
        }
        onIssueRefund();
      }}
    >
      {t('refund.button')}
    </Button>
  );
  if (disabledReason === null) return button;
  return (
    <Tooltip
      label={disabledReason === 'card' ? t('refund.cardOnly') : t('refund.notRefundable')}
      multiline
      w={260}
    >
      {button}
    </Tooltip>
  );
}
