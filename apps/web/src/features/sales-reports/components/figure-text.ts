import { formatRupiah } from '../../../lib/format/format-money';
import { formatPercent } from '../../../lib/format/format-percent';
import type { ReportColumn } from '../report-columns';

/**
 * With a minus for negatives ("-Rp 1.500", "-12.50%") rather than the parentheses of the app's other summaries: in
 * the reports, money that went back (refunds, rounding down, a loss) sits beside money taken and a sign reads at a
 * glance in a long column (docs/decisions/0235).
 */
export const signedRupiah = (value: number) =>
  Math.round(value) < 0 ? `-${formatRupiah(-value)}` : formatRupiah(value);

export const signedPercent = (value: number, language: string) =>
  value < 0 ? `-${formatPercent(-value, language)}` : formatPercent(value, language);

// Counts in the page's language (decision 0125), as lib/format/format-count.ts writes them; written here so that
// the reports' chunk does not change which routes share that module's chunk (decision 0145).
const counts = {
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  id: new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }),
};

/** A figure as the reports show it: Rupiah with a minus, counts and percents in the page's language. */
export function figureText<Row>(column: ReportColumn<Row>, row: Row, language: string): string {
  const value = Number(column.value(row));
  switch (column.kind) {
    case 'money':
      return signedRupiah(value);
    case 'count':
      return (language === 'id' ? counts.id : counts.en).format(Math.round(value));
    case 'percent':
      return signedPercent(value, language);
    default:
      return String(column.value(row));
  }
}
