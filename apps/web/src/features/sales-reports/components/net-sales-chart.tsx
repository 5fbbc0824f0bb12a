// The chart library and its styles load with this file only, after the figures (decision 0068).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { SalesFiguresDto } from '@backoffice/contracts/sales-reports';
import { useTranslation } from 'react-i18next';
import { signedRupiah } from './figure-text';

/** Net sales of each period of the Summary, in the server's order (oldest first). */
export function NetSalesChart({
  rows,
  label,
}: {
  rows: readonly SalesFiguresDto[];
  label: (period: string) => string;
}) {
  const { t } = useTranslation('salesReports');
  return (
    <BarChart
      h={240}
      data={rows.map((row) => ({ label: label(row.period), netSales: row.netSales }))}
      dataKey="label"
      series={[{ name: 'netSales', label: t('chart.netSales'), color: 'blue.6' }]}
      valueFormatter={signedRupiah}
      yAxisProps={{ width: 90 }}
      tickLine="y"
      withTooltip
    />
  );
}
