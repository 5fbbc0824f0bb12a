import { formatCount } from '../../../lib/format/format-count';
import { formatSignedRupiah } from '../../../lib/format/format-money';
import { formatSignedPercent } from '../../../lib/format/format-percent';
import type { ReportColumn } from '../report-columns';

/** A figure as the reports show it: Rupiah with a minus, counts and percents in the page's language. */
export function figureText<Row>(column: ReportColumn<Row>, row: Row, language: string): string {
  const value = Number(column.value(row));
  switch (column.kind) {
    case 'money':
      return formatSignedRupiah(value);
    case 'count':
      return formatCount(value, language);
    case 'percent':
      return formatSignedPercent(value, language);
    default:
      return String(column.value(row));
  }
}
