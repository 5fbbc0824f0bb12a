import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTransactionMoney } from '../transaction-money';

/** The building blocks both detail bodies are made of: a titled section, a label–value row, a status badge. */

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `detail-section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Stack component="section" gap={6} aria-labelledby={id}>
      <Title order={3} id={id} fz="xs" tt="uppercase" c="dimmed" fw={700} lts={0.4}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function DetailRow({
  label,
  value,
  strong,
  indent,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  indent?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start" pl={indent ? 'md' : 0}>
      <Text size="sm" fw={strong ? 700 : 400} c={indent ? 'dimmed' : undefined} style={{ minWidth: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** A money row; amounts given back (discounts, refunds) are passed negative and show in parentheses. */
export function MoneyRow(props: { label: ReactNode; amount: number; strong?: boolean; indent?: boolean }) {
  return <DetailRow {...props} value={formatTransactionMoney(props.amount)} />;
}

export type DetailStatus = 'completed' | 'cancelled' | 'void';

const statusColor: Record<DetailStatus, string> = { completed: 'green', cancelled: 'red', void: 'gray' };

export function StatusBadge({ status }: { status: DetailStatus }) {
  const { t } = useTranslation('transactionDetail');
  return (
    <Badge color={statusColor[status]} variant="light" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
