import type { discountSchemeSchema } from '@backoffice/contracts/billing';
import { Badge, Button, List, Loader, Modal, Overlay, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatRupiah } from '../../../lib/format/format-money';
import { formatPercent } from '../../../lib/format/format-percent';
import { schemeRows } from '../discount-scheme-rows';
import { civilDate } from './plan-overview';

/**
 * The payment type's terms: the Recurring tab has its own (direct debit and card authorisation, the chargeback
 * notice of 5 working days, docs/spec-notes.md, Billing).
 */
export function TermsModal({
  opened,
  onClose,
  type = 'regular',
}: {
  opened: boolean;
  onClose: () => void;
  type?: 'regular' | 'recurring';
}) {
  const { t } = useTranslation('billing');
  if (type === 'recurring')
    return (
      <Modal opened={opened} onClose={onClose} title={t('recurringTermsModal.title')} centered>
        <List size="sm" spacing="xs">
          <List.Item>{t('recurringTermsModal.directDebit')}</List.Item>
          <List.Item>{t('recurringTermsModal.card')}</List.Item>
          <List.Item>{t('recurringTermsModal.schedule')}</List.Item>
          <List.Item>{t('recurringTermsModal.stop')}</List.Item>
          <List.Item>{t('recurringTermsModal.chargeback')}</List.Item>
        </List>
      </Modal>
    );
  return (
    <Modal opened={opened} onClose={onClose} title={t('termsModal.title')} centered>
      <List size="sm" spacing="xs">
        <List.Item>{t('termsModal.scope')}</List.Item>
        <List.Item>{t('termsModal.coupon')}</List.Item>
        <List.Item>{t('termsModal.provider')}</List.Item>
        <List.Item>{t('termsModal.refund')}</List.Item>
      </List>
    </Modal>
  );
}

type DiscountScheme = z.infer<typeof discountSchemeSchema>;

/** The renewal windows ("Discount popup"): equal neighbours merged, the windows already gone greyed. */
export function DiscountSchemeTable({ schemes }: { schemes: readonly DiscountScheme[] }) {
  const { t, i18n } = useTranslation('billing');
  const rows = schemeRows(schemes);
  if (rows.length === 0) return <Text size="sm">{t('schemesModal.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label={t('schemesModal.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('schemesModal.period')}</Table.Th>
            <Table.Th>{t('schemesModal.discount')}</Table.Th>
            <Table.Th ta="right">{t('schemesModal.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.start_date}
              data-past={row.past || undefined}
              data-selected={row.selected || undefined}
              c={row.past ? 'dimmed' : undefined}
              fw={row.selected ? 600 : undefined}
            >
              <Table.Td>
                {civilDate(row.start_date, i18n.language)} – {civilDate(row.end_date, i18n.language)}{' '}
                {row.selected && (
                  <Badge size="xs" variant="light">
                    {t('schemesModal.current')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{formatPercent(row.discount, i18n.language)}</Table.Td>
              <Table.Td ta="right">{formatRupiah(row.discounted_price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function DiscountSchemeModal({
  opened,
  onClose,
  schemes,
  action,
}: {
  opened: boolean;
  onClose: () => void;
  schemes: readonly DiscountScheme[];
  action?: React.ReactNode;
}) {
  const { t } = useTranslation('billing');
  return (
    <Modal opened={opened} onClose={onClose} title={t('schemesModal.title')} centered size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('schemesModal.intro')}</Text>
        <DiscountSchemeTable schemes={schemes} />
        {action}
      </Stack>
    </Modal>
  );
}

/** "Pay errors": the gateway could not be reached or failed. */
export function GatewayErrorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <Modal opened={opened} onClose={onClose} title={t('gatewayModal.title')} centered>
      <Stack gap="md" align="center">
        <IconAlertTriangle size={36} color="var(--mantine-color-red-6)" aria-hidden="true" />
        <Text size="sm" ta="center">
          {t('gatewayModal.message')}
        </Text>
        <Button onClick={onClose}>{t('actions.close', { ns: 'common' })}</Button>
      </Stack>
    </Modal>
  );
}

/** The full-screen overlay while the payment is handed to the provider. */
export function ProcessingOverlay() {
  const { t } = useTranslation('billing');
  return (
    <Overlay fixed zIndex={2000} backgroundOpacity={0.85} color="#fff" center>
      <Stack align="center" gap="sm" role="alert" aria-busy="true" px="md" maw={460}>
        <Loader />
        <Title order={2} size="h4" ta="center">
          {t('processing.title')}
        </Title>
        <Text size="sm" c="dimmed" ta="center">
          {t('processing.subtitle')}
        </Text>
      </Stack>
    </Overlay>
  );
}
