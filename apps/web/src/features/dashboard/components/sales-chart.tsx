// The chart library and its styles load with this file only, which the page loads after its figures (decision 0068).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { SalesPointDto } from '@backoffice/contracts/reporting';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format/format-money';

/** Net sales per hour (one day) or per day; the labels drop the date for hours and the year for days. */
export function SalesChart({ points, byHour }: { points: readonly SalesPointDto[]; byHour: boolean }) {
  const { t } = useTranslation('dashboard');
  const data = points.map((point) => ({
    label: byHour ? point.period.slice(11, 13) : point.period.slice(5).replace('-', '/'),
    netSales: point.netSales,
  }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="label"
      series={[{ name: 'netSales', label: t('chart.netSales'), color: 'blue.6' }]}
      valueFormatter={formatRupiah}
      yAxisProps={{ width: 90 }}
      tickLine="y"
      withTooltip
    />
  );
}
