import { Button, Card, Container, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DateRangePicker } from '../../components/ui/date-range-picker';
import { presetRange } from '../../components/ui/date-range-presets';
import { LanguagePicker } from '../../components/ui/language-picker';
import { LeavePageGuard } from '../../components/ui/leave-page-guard';
import { MarketingModal } from '../../components/ui/marketing-modal';
import { type OutletChoice, OutletChooserModal } from '../../components/ui/outlet-chooser-modal';
import { RetrySelect } from '../../components/ui/retry-select';
import { showToast } from '../../components/ui/toasts';
import { formatDate } from '../../lib/format/format-date';
import { formatRupiah } from '../../lib/format/format-money';
import { formatPercent } from '../../lib/format/format-percent';
import { useTranslation } from 'react-i18next';

// Development-only gallery of the shared widgets, so they can be looked at and tried by hand. It is not translated
// on purpose (developers only) and never ships: the route exists in development builds only.
const sampleOutlets: OutletChoice[] = [
  {
    id: 1,
    name: 'Kopi Nusantara Menteng',
    address: 'Jl. Cikini Raya 12',
    city: 'Jakarta Pusat',
    province: 'DKI Jakarta',
  },
  {
    id: 2,
    name: 'Kopi Nusantara Dago',
    address: 'Jl. Ir. H. Juanda 88',
    city: 'Bandung',
    province: 'Jawa Barat',
  },
  { id: 3, name: 'Kopi Nusantara Seminyak', address: 'Jl. Kayu Aya 5', city: 'Badung', province: 'Bali' },
  { id: 4, name: 'Kopi Nusantara Darmo', address: null, city: 'Surabaya', province: 'Jawa Timur' },
];

type ChooserState = 'ready' | 'max' | 'loading' | 'error' | 'empty';

export function DevWidgetsPage() {
  const { i18n } = useTranslation();
  const [chooser, setChooser] = useState<ChooserState | null>(null);
  const [selected, setSelected] = useState<number[]>([1]);
  const [range, setRange] = useState(() => presetRange('thisMonth'));
  const [dirty, setDirty] = useState(false);
  const [marketingKey, setMarketingKey] = useState(0);

  return (
    <Container size="lg" py="xl">
      <LeavePageGuard when={dirty} />
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Widget gallery (development)</Title>
          <LanguagePicker />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder>
            <Title order={3} mb="sm">
              Outlet chooser
            </Title>
            <Text size="sm" mb="sm">
              Selected: {selected.join(', ')}
            </Text>
            <Group gap="xs">
              {(['ready', 'max', 'loading', 'error', 'empty'] as const).map((state) => (
                <Button key={state} size="xs" variant="light" onClick={() => setChooser(state)}>
                  {state}
                </Button>
              ))}
            </Group>
          </Card>
          <Card withBorder>
            <Title order={3} mb="sm">
              Date range picker
            </Title>
            <DateRangePicker value={range} onChange={setRange} withHours />
            <Text size="sm" mt="sm">
              {formatDate(range.startDate, i18n.language)} {range.startHour}:00 →{' '}
              {formatDate(range.endDate, i18n.language)} {range.endHour}:00
            </Text>
          </Card>
          <Card withBorder>
            <Title order={3} mb="sm">
              Select with retry
            </Title>
            <Stack gap="sm">
              <RetrySelect
                label="Bank (loading)"
                query={{ data: undefined, isPending: true, isError: false, refetch: () => undefined }}
              />
              <RetrySelect
                label="Bank (failed)"
                query={{ data: undefined, isPending: false, isError: true, refetch: () => undefined }}
              />
              <RetrySelect
                label="Bank"
                query={{
                  data: ['BCA', 'BNI', 'BRI', 'Mandiri'],
                  isPending: false,
                  isError: false,
                  refetch: () => undefined,
                }}
              />
            </Stack>
          </Card>
          <Card withBorder>
            <Title order={3} mb="sm">
              Toasts, leave guard, marketing
            </Title>
            <Stack gap="sm">
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => showToast({ kind: 'success', message: 'Coupon Code successfully applied.' })}
                >
                  Success toast
                </Button>
                <Button
                  size="xs"
                  color="red"
                  onClick={() => showToast({ kind: 'error', message: 'Invalid Coupon Code' })}
                >
                  Error toast
                </Button>
              </Group>
              <Switch
                label="Form has unsaved changes"
                checked={dirty}
                onChange={(e) => setDirty(e.currentTarget.checked)}
              />
              <Button size="xs" variant="default" onClick={() => setMarketingKey((key) => key + 1)}>
                Show marketing modal again
              </Button>
            </Stack>
          </Card>
          <Card withBorder>
            <Title order={3} mb="sm">
              Formatting
            </Title>
            <Text>
              {formatRupiah(1_250_000)} · {formatRupiah(-75_500)} · {formatPercent(12.5, i18n.language)} ·{' '}
              {formatDate(new Date(), i18n.language)}
            </Text>
          </Card>
        </SimpleGrid>
      </Stack>
      <OutletChooserModal
        opened={chooser !== null}
        onClose={() => setChooser(null)}
        outlets={
          chooser === 'loading' || chooser === 'error' ? undefined : chooser === 'empty' ? [] : sampleOutlets
        }
        loading={chooser === 'loading'}
        error={chooser === 'error'}
        onRetry={() => setChooser('ready')}
        selected={selected}
        onApply={setSelected}
        max={chooser === 'max' ? 2 : undefined}
      />
      {marketingKey > 0 && (
        <MarketingModal
          key={marketingKey}
          enabled
          memoryKey={`gallery-${marketingKey}`}
          content={{
            image: '/v2/favicon.svg',
            cta: 'Renew now',
            url: '/v2/settings/billing',
            caption: 'Save up to 20% when you renew yearly.',
            width: 480,
            height: 240,
            version: 1,
          }}
        />
      )}
    </Container>
  );
}
