import type { Promo } from '@backoffice/contracts/promos';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { describeRequirement, describeReward, describeWhen } from '../promo-describe';
import { PromoStatusBadge } from './promo-status-badge';

interface PromoDetailsProps {
  promo: Promo;
  outlets: readonly OutletChoice[] | undefined;
  onClose: () => void;
  onDelete: () => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * A promotion the panel cannot change (`can_edit` false), read: one of another kind (`other`, deletable here), or
 * one also run at outlets beyond the caller's reach (decision 0011: neither changed nor deleted by them).
 */
export function PromoDetails({ promo, outlets, onClose, onDelete }: PromoDetailsProps) {
  const { t, i18n } = useTranslation('promos');
  const when = describeWhen(promo, t, i18n.language);
  const outletNames = promo.outlet_ids.map(
    (id) => outlets?.find((outlet) => outlet.id === id)?.name ?? `#${id}`,
  );
  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        <Text size="sm">{promo.type === 'other' ? t('panel.otherKind') : t('panel.sharedBeyondReach')}</Text>
      </Alert>
      <Group gap="sm" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {promo.name}
        </Text>
        <PromoStatusBadge status={promo.status} />
      </Group>
      <Row label={t('panel.requirement')}>{describeRequirement(promo, t)}</Row>
      <Row label={t('panel.reward')}>{describeReward(promo, t)}</Row>
      <Row label={t('panel.schedule')}>
        {when.hours}
        {when.dates && <Text size="sm">{when.dates}</Text>}
      </Row>
      <Row label={t('panel.priority')}>{promo.priority}</Row>
      <Row label={t('panel.outlets')}>
        {outletNames.length > 0 ? outletNames.join(', ') : t('panel.none')}
      </Row>
      <Group justify="flex-end" gap="sm" pt="sm">
        <Button variant="default" onClick={onClose}>
          {t('panel.close')}
        </Button>
        {promo.type === 'other' && (
          <Button color="red" variant="light" onClick={onDelete}>
            {t('panel.delete')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
