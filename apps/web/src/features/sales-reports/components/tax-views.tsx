import { Box, Paper, Text, Title } from '@mantine/core';
import type { TaxRowDto } from '@backoffice/contracts/sales-reports';
import { useTranslation } from 'react-i18next';
import { gratuityReportQueryOptions } from '../api/get-gratuity-report';
import { taxReportQueryOptions } from '../api/get-tax-report';
import type { ReportAnswer } from '../api/report-query';
import { gratuityColumns, taxColumns } from '../bill-report-columns';
import type { ReportColumn } from '../report-columns';
import { signedRupiah } from './figure-text';
import { MerchantName, type ReportPartProps } from './name-cells';
import { ReportBody } from './report-body';
import { ReportTable } from './report-table';

/** Outlet and name are the merchant's: never translated. */
const chargeName = (column: ReportColumn<TaxRowDto>, row: TaxRowDto) => (
  <MerchantName>{String(column.value(row))}</MerchantName>
);
const chargeKey = (row: TaxRowDto) => `${row.outletId}:${row.included ? 'in' : 'add'}:${row.name}`;

/**
 * Taxes: per outlet and tax, what a merchant files for PB1 (docs/spec-notes.md, the bill-level reports). The taxes added on top of the price make the
 * table and its total (Summary's Tax); those included in the price are part of Net sales, so they are listed apart
 * under it with their sum, in the same order (decision 0245).
 */
export function TaxView({ request, sort, onSort }: ReportPartProps) {
  const { t } = useTranslation('salesReports');
  const included = (answer: ReportAnswer<TaxRowDto>) => answer.rows.filter((row) => row.included);
  return (
    <ReportBody
      sort={sort}
      onSort={onSort}
      options={taxReportQueryOptions(request)}
      columns={taxColumns}
      nameCell={chargeName}
      rowKey={chargeKey}
      tableRows={(answer) => answer.rows.filter((row) => !row.included)}
      footnote={(answer) =>
        answer.includedTotal && included(answer).length > 0 ? (
          <Box mt="lg" data-testid="included-taxes">
            <Title order={2} fz="md" mb={4}>
              {t('includedTaxes.title')}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {t('includedTaxes.note', { amount: signedRupiah(answer.includedTotal.collected) })}
            </Text>
            <Paper withBorder>
              <ReportTable
                columns={taxColumns}
                rows={included(answer)}
                total={answer.includedTotal}
                previousTotal={undefined}
                sort={sort}
                onSort={onSort}
                nameCell={chargeName}
                rowKey={chargeKey}
                label={t('includedTaxes.title')}
              />
            </Paper>
          </Box>
        ) : null
      }
    />
  );
}

/** Gratuity: per outlet and service charge; the total equals Summary's Gratuity. */
export function GratuityView({ request, sort, onSort }: ReportPartProps) {
  return (
    <ReportBody
      sort={sort}
      onSort={onSort}
      options={gratuityReportQueryOptions(request)}
      columns={gratuityColumns}
      nameCell={chargeName}
      rowKey={chargeKey}
    />
  );
}
