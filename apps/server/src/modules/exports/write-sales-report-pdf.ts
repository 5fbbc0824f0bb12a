import fs from 'node:fs';
import { isPdfSalesReport } from '@backoffice/contracts/exports';
import type { Queryable } from '../../db/database.js';
import type { ExportScope } from './export-rows.repository.js';
import { findBusinessName } from './export-requests.repository.js';
import { MONTHS, renderReportPdf } from './render-report-pdf.js';
import { periodTable } from './sales-report-period-tables.js';
import { reportTableInput } from './sales-report-sheet.js';

const WORDS = {
  en: {
    titles: {
      summary: 'Sales summary',
      gross_profit: 'Gross profit',
      payment_methods: 'Payment methods',
      taxes: 'Taxes',
    },
    range: 'Period',
    outlets: 'Outlets',
    allOutlets: 'All outlets',
    by: 'By',
    periods: { DAY: 'day', WEEK: 'week', MONTH: 'month' },
    madeAt: 'Made on',
  },
  id: {
    titles: {
      summary: 'Ringkasan penjualan',
      gross_profit: 'Laba kotor',
      payment_methods: 'Metode pembayaran',
      taxes: 'Pajak',
    },
    range: 'Periode',
    outlets: 'Outlet',
    allOutlets: 'Semua outlet',
    by: 'Per',
    periods: { DAY: 'hari', WEEK: 'minggu', MONTH: 'bulan' },
    madeAt: 'Dibuat pada',
  },
} as const;

/** `2024-07-01T00:00:00` as "1 Jul 2024 00:00" (a wall-clock time of the outlets, as asked). */
function wallClock(local: string, language: 'en' | 'id'): string {
  const [date, time = ''] = local.split('T');
  const [year, month, day] = (date ?? '').split('-');
  return `${Number(day)} ${MONTHS[language][Number(month) - 1] ?? ''} ${year} ${time.slice(0, 5)}`.trim();
}

/**
 * A PDF of Summary, Gross profit, Payment methods or Taxes (decision 0265): the same table the sheet writes
 * (sales-report-period-tables.ts), in the language the page was in when it was asked for, written to `file`.
 */
export async function writeSalesReportPdf(
  db: Queryable,
  scope: ExportScope,
  asked: { startTime: string; endTime: string; madeAt: Date },
  file: string,
): Promise<void> {
  const input = reportTableInput(db, scope);
  const { report, language, period } = input.filters;
  if (!isPdfSalesReport(report)) throw new Error(`no PDF of the ${report} report`);
  const words = WORDS[language ?? 'en'];
  const [table, business] = await Promise.all([
    periodTable(input, report, language ?? 'en'),
    findBusinessName(db, scope),
  ]);
  const zone = scope.outlets[0]?.timeZone ?? 'Asia/Jakarta';
  const made = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(asked.madeAt);
  const outlets =
    input.filters.outlet_ids === null
      ? words.allOutlets
      : scope.outlets.map((outlet) => outlet.name).join(', ');
  const byPeriod = report === 'summary' || report === 'gross_profit';
  const bytes = await renderReportPdf(table, {
    title: words.titles[report],
    business,
    lines: [
      `${words.range}: ${wallClock(asked.startTime, language)} – ${wallClock(asked.endTime, language)}`,
      `${words.outlets}: ${outlets}`,
      ...(byPeriod ? [`${words.by}: ${words.periods[period]}`] : []),
      `${words.madeAt} ${made}`,
    ],
    language: language ?? 'en',
    period,
    madeAt: asked.madeAt,
  });
  await fs.promises.writeFile(file, bytes);
}
