import { useTranslation } from 'react-i18next';
import { discountReportQueryOptions } from '../api/get-discount-report';
import { discountColumns } from '../bill-report-columns';
import { signedRupiah } from './figure-text';
import { Footnote, MerchantName, NoneName, type ReportPartProps } from './name-cells';
import { ReportBody } from './report-body';

/**
 * Discounts: per kind (in the page's words) and name (the merchant's), with what refunds gave back of them said
 * once under the table, since refunds record it for the range and not per discount (decision 0245).
 */
export function DiscountView({ request, sort, onSort }: ReportPartProps) {
  const { t } = useTranslation('salesReports');
  return (
    <ReportBody
      sort={sort}
      onSort={onSort}
      options={discountReportQueryOptions(request)}
      columns={discountColumns}
      nameCell={(column, row) => {
        if (column.key === 'kind') return row.kind ? t(`discountKinds.${row.kind}`) : '';
        return row.name === '' ? (
          <NoneName>{t('noDiscountName')}</NoneName>
        ) : (
          <MerchantName>{row.name}</MerchantName>
        );
      }}
      rowKey={(row) => `${row.kind ?? ''}:${row.name}`}
      footnote={(answer) =>
        answer.refunded ? (
          <Footnote testId="discounts-refunded">
            {t('discountsRefunded', { amount: signedRupiah(answer.refunded) })}
          </Footnote>
        ) : null
      }
    />
  );
}
