import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import { refundReasons, type RefundReason } from '@backoffice/contracts/refunds';
import { Alert, Button, Divider, Group, Modal, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { showToast } from '../../../components/ui/toasts';
import { describeFailure } from '../../../lib/api/api-error';
import { formatTransactionMoney } from '../transaction-money';
import { useRefundOrder, useRefundPreview } from '../api/refund-order';
import { RefundAmounts } from './refund-amounts';
import { RefundItemRow, type RefundLineState } from './refund-item-row';
import { quantityOf } from './refund-quantity';

/** The wait between a successful refund and closing the modal and the detail. */
export const REFUND_SUCCESS_DELAY_MS = 2000;
const PREVIEW_DEBOUNCE_MS = 250;

type Availability = InvoiceDetail['refund_availability'][number];

interface RefundModalProps {
  /** The order being refunded; null = closed. */
  invoice: InvoiceDetail | null;
  onClose: () => void;
  /** After a refund went through and the 2 s have passed: close the detail too. */
  onRefunded: () => void;
}

/**
 * the product's screen description "Issue Refund modal", "Refund modal". Mounted only while open, so closing resets the items,
 * promos and reason. The amounts come from the server's preview (decision 0064), never from arithmetic here.
 */
export function RefundModal({ invoice, onClose, onRefunded }: RefundModalProps) {
  const { t } = useTranslation('transactionDetail');
  return (
    <Modal opened={invoice !== null} onClose={onClose} title={t('refundModal.title')} size="lg" centered>
      {invoice && <RefundForm invoice={invoice} onClose={onClose} onRefunded={onRefunded} />}
    </Modal>
  );
}

/** Items of one promo that has requirements and rewards are checked and unchecked together. */
function promoGroups(invoice: InvoiceDetail): string[][] {
  return invoice.promos
    .filter(
      (promo) =>
        promo.items.some((i) => i.promo_item_status === 'REWARD') &&
        promo.items.some((i) => i.promo_item_status === 'REQUIREMENT'),
    )
    .map((promo) => promo.items.map((i) => i.order_item_uuid));
}

function bySalesType(items: Availability[]): [string | null, Availability[]][] {
  const groups = new Map<string | null, Availability[]>();
  for (const item of items) groups.set(item.sales_type, [...(groups.get(item.sales_type) ?? []), item]);
  return [...groups.entries()];
}

function RefundForm({
  invoice,
  onClose,
  onRefunded,
}: Required<Omit<RefundModalProps, 'invoice'>> & {
  invoice: InvoiceDetail;
}) {
  const { t } = useTranslation('transactionDetail');
  const items = invoice.refund_availability;
  const [lines, setLines] = useState<Record<string, RefundLineState>>(() =>
    Object.fromEntries(
      items.map((item) => [item.order_item_uuid, { checked: false, text: String(item.quantity) }]),
    ),
  );
  const [reason, setReason] = useState<RefundReason | null>(null);
  const [customReason, setCustomReason] = useState('');
  const [done, setDone] = useState(false);
  // One key per opening: a retry of the same refund (a lost answer, a double click) replays instead of repeating.
  const idempotencyKey = useRef(crypto.randomUUID()).current;
  const submitting = useRef(false);
  const [payment] = invoice.split_payment_details;
  const groups = useMemo(() => promoGroups(invoice), [invoice]);

  const selected = items
    .filter((item) => lines[item.order_item_uuid]?.checked)
    .map((item) => ({
      order_item_uuid: item.order_item_uuid,
      quantity: quantityOf(lines[item.order_item_uuid]?.text ?? '', item.quantity),
    }));
  const selection = {
    payment_id: payment?.payment_id ?? 0,
    payment_uuid: payment?.payment_uuid ?? '',
    items: selected,
  };
  const [debounced] = useDebouncedValue(selection, PREVIEW_DEBOUNCE_MS);
  const preview = useRefundPreview(invoice.outlet_id, debounced);
  const refund = useRefundOrder(invoice.order_token);
  const unselectable = new Set(preview.data?.unselectable_uuids ?? []);
  const selectable = items.filter((i) => i.quantity > 0 && !unselectable.has(i.order_item_uuid));
  const fresh = !preview.isPlaceholderData && JSON.stringify(debounced) === JSON.stringify(selection);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onRefunded, REFUND_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, onRefunded]);

  const toggle = (uuid: string, checked: boolean) => {
    const together = groups.find((group) => group.includes(uuid)) ?? [uuid];
    setLines((current) => {
      const next = { ...current };
      for (const id of together) if (next[id]) next[id] = { ...next[id], checked };
      return next;
    });
  };
  const setAll = (checked: boolean) =>
    setLines((current) => {
      const next = { ...current };
      for (const item of selectable) next[item.order_item_uuid] = { ...next[item.order_item_uuid]!, checked };
      return next;
    });

  const hasPricedItem = items.some((i) => lines[i.order_item_uuid]?.checked && i.price > 0);
  const reasonGiven = reason !== null && (reason !== 'Other' || customReason.trim() !== '');
  const amount = preview.data?.refund_amount ?? 0;
  const canRefund = hasPricedItem && reasonGiven && fresh && amount !== 0 && !done;
  const allChecked = selectable.length > 0 && selectable.every((i) => lines[i.order_item_uuid]?.checked);

  const submit = () => {
    // A second click before React re-renders sees the old `isPending`: the ref stops it (the key would only make
    // the server replay it).
    if (!canRefund || !reason || submitting.current) return;
    submitting.current = true;
    refund.mutate(
      {
        outletId: invoice.outlet_id,
        idempotencyKey,
        body: {
          ...selection,
          reason,
          custom_reason: reason === 'Other' ? customReason.trim() : null,
          is_refund_transaction: true,
          is_refund_breakdown: true,
        },
      },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('refundModal.success') });
          setDone(true);
        },
        onError: (error) => showToast({ kind: 'error', message: describeFailure(error) }),
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  if (preview.isError && !preview.data)
    return (
      <ErrorState
        compact
        title={t('refundModal.previewFailed')}
        message={describeFailure(preview.error)}
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Text fw={600}>{t('refundModal.amount')}</Text>
        {preview.data ? (
          <Text fw={700} fz="xl" data-testid="refund-amount">
            {formatTransactionMoney(amount === 0 ? 0 : -amount)}
          </Text>
        ) : (
          <Skeleton h={28} w={120} />
        )}
      </Group>
      <Divider />
      <Group justify="space-between">
        <Text fw={600}>{t('refundModal.items')}</Text>
        <Button variant="subtle" size="compact-sm" onClick={() => setAll(!allChecked)} disabled={done}>
          {allChecked ? t('refundModal.deselectAll') : t('refundModal.selectAll')}
        </Button>
      </Group>
      {items.length === 0 && <Text c="dimmed">{t('refundModal.noItems')}</Text>}
      {bySalesType(items).map(([salesType, group]) => (
        <Stack key={salesType ?? ''} gap={0}>
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
            {salesType ?? t('refundModal.noSalesType')}
          </Text>
          {group.map((item) => {
            const paidByReward = unselectable.has(item.order_item_uuid);
            return (
              <RefundItemRow
                key={item.order_item_uuid}
                item={item}
                state={lines[item.order_item_uuid]!}
                disabled={done || item.quantity <= 0 || paidByReward}
                disabledNote={
                  paidByReward
                    ? t('refundModal.paidByReward')
                    : item.quantity <= 0
                      ? t('refundModal.allRefunded')
                      : null
                }
                onChange={(next) => setLines((current) => ({ ...current, [item.order_item_uuid]: next }))}
                onToggle={(checked) => toggle(item.order_item_uuid, checked)}
              />
            );
          })}
        </Stack>
      ))}
      <Divider />
      {preview.data && <RefundAmounts preview={preview.data} />}
      <Select
        label={t('refundModal.reason')}
        placeholder={t('refundModal.reasonPlaceholder')}
        data={refundReasons.map((value) => ({ value, label: t(`refundModal.reasons.${value}`) }))}
        value={reason}
        onChange={(value) => setReason(value as RefundReason | null)}
        allowDeselect={false}
        disabled={done}
        required
      />
      {reason === 'Other' && (
        <Textarea
          label={t('refundModal.otherReason')}
          value={customReason}
          onChange={(event) => setCustomReason(event.currentTarget.value)}
          maxLength={200}
          autosize
          minRows={2}
          disabled={done}
          required
        />
      )}
      {refund.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('refundModal.failed')}
        >
          {describeFailure(refund.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={refund.isPending}>
          {t('refundModal.cancel')}
        </Button>
        <Button color="red.9" onClick={submit} disabled={!canRefund} loading={refund.isPending || done}>
          {t('refundModal.refund')}
        </Button>
      </Group>
    </Stack>
  );
}
