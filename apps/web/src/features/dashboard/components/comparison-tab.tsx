import {
  COMPARISON_MAX_OUTLETS,
  COMPARISON_MIN_OUTLETS,
  type OutletSalesDto,
} from '@backoffice/contracts/reporting';
import {
  ActionIcon,
  Center,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconLock, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import type { DateRange } from '../../../components/ui/date-range-presets';
import { ErrorState } from '../../../components/ui/error-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { OutletChooser } from '../../../components/ui/outlet-chooser';
import { formatCount } from '../../../lib/format/format-count';
import { formatRupiah } from '../../../lib/format/format-money';
import { formatPercent } from '../../../lib/format/format-percent';
import { useOutletList } from '../../../lib/outlets/list-outlets';
import { useOutletComparison } from '../api/compare-outlets';
import { initialSelection, readSelection, saveSelection } from '../comparison-selection';
import { reportingRange } from '../../../components/ui/reporting-range';

function OutletCard({ outlet, onRemove }: { outlet: OutletSalesDto; onRemove?: () => void }) {
  const { t, i18n } = useTranslation('dashboard');
  const rows: [string, string][] = [
    [t('comparison.grossSales'), formatRupiah(outlet.grossSales)],
    [t('comparison.netSales'), formatRupiah(outlet.netSales)],
    [t('comparison.transactions'), formatCount(outlet.numberOfTransactions, i18n.language)],
    [t('comparison.grossProfit'), formatRupiah(outlet.grossProfit)],
    [t('comparison.averageSale'), formatRupiah(outlet.averageSale)],
    [t('comparison.grossMargin'), formatPercent(outlet.grossMargin, i18n.language)],
  ];
  return (
    <Paper withBorder p="md" component="article" aria-label={outlet.outletName}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} fz="md" lineClamp={1}>
          {outlet.outletName}
        </Title>
        {onRemove && (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onRemove}
            aria-label={t('comparison.remove', { name: outlet.outletName })}
          >
            <IconX size={16} />
          </ActionIcon>
        )}
      </Group>
      <Stack gap={6}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {value}
            </Text>
          </Group>
        ))}
        <Text size="sm" c="dimmed" mt={4}>
          {t('comparison.topItems')}
        </Text>
        {outlet.topItems.length === 0 ? (
          <Text size="sm">{t('comparison.noItems')}</Text>
        ) : (
          <Stack component="ol" gap={2} m={0} pl="md">
            {outlet.topItems.map((item) => (
              <Text component="li" key={item.name} size="sm">
                {item.name}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** The 'Feature is not available' overlay over a blurred sample of the cards. */
function Unavailable() {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder p="xl" pos="relative" mih={280}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ filter: 'blur(3px)', opacity: 0.5 }} aria-hidden>
        <Skeleton h={220} animate={false} />
        <Skeleton h={220} animate={false} />
      </SimpleGrid>
      <Center pos="absolute" inset={0} role="status">
        <Stack align="center" gap={4} bg="white" p="lg" style={{ borderRadius: 8 }}>
          <IconLock size={28} />
          <Text fw={700}>{t('comparison.unavailable')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('comparison.unavailableHint')}
          </Text>
        </Stack>
      </Center>
    </Paper>
  );
}

export function ComparisonTab({
  range,
  timeZone,
  onRangeChange,
}: {
  range: DateRange;
  timeZone: string;
  onRangeChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('dashboard');
  const outlets = useOutletList({ enabled: true });
  const available = outlets.data?.results.map((outlet) => outlet.id);
  const [chosen, setChosen] = useState<number[] | undefined>(undefined);
  const [choosing, setChoosing] = useState(false);
  // Until the user changes it: the kept choice, or the first outlets (both of exactly 2).
  const selected = chosen ?? (available ? initialSelection(available, readSelection()) : undefined);
  const choose = (ids: number[]) => {
    setChosen(ids);
    saveSelection(ids);
  };
  const enough = (available?.length ?? 0) >= COMPARISON_MIN_OUTLETS;
  const comparison = useOutletComparison(
    { outletIds: selected ?? [], range: reportingRange(range) },
    enough && (selected?.length ?? 0) >= COMPARISON_MIN_OUTLETS,
  );

  if (outlets.isError && !outlets.isFetching) {
    return <ErrorState message={t('error')} onRetry={() => void outlets.refetch()} />;
  }
  if (!available || !selected) return <ListSkeleton rows={3} />;
  if (!enough) return <Unavailable />;
  const canRemove = selected.length > COMPARISON_MIN_OUTLETS;
  return (
    <Stack gap="md">
      <Group>
        <DateRangePicker
          label={t('filter.dateRange')}
          value={range}
          timeZone={timeZone}
          onChange={onRangeChange}
        />
      </Group>
      {comparison.isError ? (
        <ErrorState
          message={t('error')}
          onRetry={() => void comparison.refetch()}
          retrying={comparison.isFetching}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {comparison.data
            ? comparison.data.map((outlet) => (
                <OutletCard
                  key={outlet.outletId}
                  outlet={outlet}
                  onRemove={
                    canRemove ? () => choose(selected.filter((id) => id !== outlet.outletId)) : undefined
                  }
                />
              ))
            : selected.map((id) => <Skeleton key={id} h={300} aria-hidden />)}
          {selected.length < COMPARISON_MAX_OUTLETS && (
            <UnstyledButton
              onClick={() => setChoosing(true)}
              style={{ border: '2px dashed var(--mantine-color-gray-4)', borderRadius: 8, minHeight: 200 }}
            >
              <Stack align="center" gap={4}>
                <IconPlus size={24} />
                <Text fw={600}>{t('comparison.addOutlet')}</Text>
                <Text size="xs" c="dimmed">
                  {t('comparison.max', { count: COMPARISON_MAX_OUTLETS })}
                </Text>
              </Stack>
            </UnstyledButton>
          )}
        </SimpleGrid>
      )}
      <OutletChooser
        opened={choosing}
        onClose={() => setChoosing(false)}
        selected={selected}
        max={COMPARISON_MAX_OUTLETS}
        onApply={(ids) => {
          if (ids.length >= COMPARISON_MIN_OUTLETS) choose(ids);
          setChoosing(false);
        }}
      />
    </Stack>
  );
}
