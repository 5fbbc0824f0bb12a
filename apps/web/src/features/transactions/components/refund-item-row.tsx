import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import { ActionIcon, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatTransactionMoney } from '../transaction-money';
import { decreased, increased, quantityOf, settledQuantity, typedQuantity } from './refund-quantity';

type Availability = InvoiceDetail['refund_availability'][number];

export interface RefundLineState {
  checked: boolean;
  /** The quantity field's text (docs/spec-notes.md, decided reading 5: it may be empty while typed in). */
  text: string;
}

interface RefundItemRowProps {
  item: Availability;
  state: RefundLineState;
  /** Not selectable: nothing left, or paid in full by a redemption. */
  disabled: boolean;
  disabledNote: string | null;
  onChange: (next: RefundLineState) => void;
  onToggle: (checked: boolean) => void;
}

/** One refundable line: name and price, minus, quantity, plus and the checkbox ("Issue Refund modal"). */
export function RefundItemRow({
  item,
  state,
  disabled,
  disabledNote,
  onChange,
  onToggle,
}: RefundItemRowProps) {
  const { t } = useTranslation('transactionDetail');
  const max = item.quantity;
  const value = quantityOf(state.text, max);
  const name = item.variant ? `${item.item} (${item.variant})` : item.item;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" py={6}>
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text fz="sm" fw={500} truncate>
          {name}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatTransactionMoney(item.price)} · {disabledNote ?? t('refundModal.max', { count: max })}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          aria-label={t('refundModal.decrease', { name })}
          disabled={disabled || value <= 1}
          onClick={() => onChange({ ...state, text: String(decreased(value)) })}
        >
          <IconMinus size={14} />
        </ActionIcon>
        <TextInput
          aria-label={t('refundModal.quantity', { name })}
          inputMode="numeric"
          w={52}
          size="xs"
          disabled={disabled}
          value={state.text}
          onChange={(event) =>
            onChange({ ...state, text: typedQuantity(event.currentTarget.value, state.text, max) })
          }
          onBlur={() => onChange({ ...state, text: settledQuantity(state.text, max) })}
          styles={{ input: { textAlign: 'center' } }}
        />
        <ActionIcon
          variant="default"
          aria-label={t('refundModal.increase', { name })}
          disabled={disabled || value >= max}
          onClick={() => onChange({ ...state, text: String(increased(value, max)) })}
        >
          <IconPlus size={14} />
        </ActionIcon>
        <Checkbox
          ml={6}
          aria-label={t('refundModal.select', { name })}
          disabled={disabled}
          checked={state.checked && !disabled}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
      </Group>
    </Group>
  );
}
