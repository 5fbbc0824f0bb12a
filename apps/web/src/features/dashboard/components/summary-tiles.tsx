import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { SalesSummaryDto } from '@backoffice/contracts/reporting';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format/format-count';
import { formatRupiah } from '../../../lib/format/format-money';
import { formatPercent } from '../../../lib/format/format-percent';
import { changeOf } from '../../../components/ui/reporting-range';

type Figure = 'grossSales' | 'netSales' | 'numberOfTransactions' | 'averageSale' | 'grossProfit';
const TILES: {
  figure: Figure;
  label: 'grossSales' | 'netSales' | 'transactions' | 'averageSale' | 'grossProfit';
}[] = [
  { figure: 'grossSales', label: 'grossSales' },
  { figure: 'netSales', label: 'netSales' },
  { figure: 'numberOfTransactions', label: 'transactions' },
  { figure: 'averageSale', label: 'averageSale' },
  { figure: 'grossProfit', label: 'grossProfit' },
];

/** The five figures of the range, each with its change against the previous equal period. */
export function SummaryTiles({
  current,
  previous,
}: {
  current?: SalesSummaryDto;
  previous?: SalesSummaryDto;
}) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <section aria-label={t('tiles.label')}>
      <SimpleGrid cols={{ base: 2, sm: 3, xl: 5 }} spacing="md" mb="md">
        {TILES.map(({ figure, label }) => {
          const change = current && previous ? changeOf(current[figure], previous[figure]) : undefined;
          return (
            <Paper key={figure} withBorder p="md" data-testid={`tile-${figure}`}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
                {t(`tiles.${label}`)}
              </Text>
              {current ? (
                <>
                  <Text
                    fz={{ base: 16, sm: 20 }}
                    fw={700}
                    mt={4}
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {figure === 'numberOfTransactions'
                      ? formatCount(current[figure], i18n.language)
                      : formatRupiah(current[figure])}
                  </Text>
                  <Text
                    size="xs"
                    mt={2}
                    c={change === undefined ? 'dimmed' : change < 0 ? 'red.9' : 'teal.9'}
                  >
                    {change === undefined
                      ? t('tiles.noChange')
                      : t('tiles.change', { change: formatPercent(change, i18n.language) })}
                  </Text>
                </>
              ) : (
                <Skeleton h={28} mt={6} w="60%" aria-hidden />
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
