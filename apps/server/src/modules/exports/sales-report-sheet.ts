import { setImmediate } from 'node:timers/promises';
import type { Queryable } from '../../db/database.js';
import { outletScopeOf, type ExportScope } from './export-rows.repository.js';
import type { SheetWriter } from './export-sheet-writer.js';
import type { ReportTableInput } from './sales-report-table.js';
import { buildReportTable } from './sales-report-tables.js';

const YIELD_EVERY_ROWS = 25;

/** What a report's table is computed from: the export's business, outlets, range and report (decision 0231). */
export function reportTableInput(db: Queryable, scope: ExportScope): ReportTableInput {
  const filters = scope.report;
  if (!filters) throw new Error('a sales report export without its report');
  return {
    db,
    business: { businessId: scope.businessId },
    outlets: outletScopeOf(scope),
    range: scope.range,
    filters,
  };
}

/**
 * A report of Reports › Sales as a sheet (decision 0231): the heading, the rows and, after a blank line, the total
 * row of the very answer the screen shows (sales/reports), so the file's totals are the screen's; then the lines
 * the screen says under its table.
 */
export async function writeSalesReportSheet(db: Queryable, scope: ExportScope, writer: SheetWriter) {
  const table = await buildReportTable(reportTableInput(db, scope));
  await writer.addRow(table.header);
  for (const [index, row] of table.rows.entries()) {
    await writer.addRow(row);
    // The XLSX writer works synchronously: hand the event loop back now and then (docs/performance.md).
    if (index % YIELD_EVERY_ROWS === YIELD_EVERY_ROWS - 1) await setImmediate();
  }
  await writer.addRow([]);
  await writer.addRow(table.total);
  for (const note of table.notes) await writer.addRow(note);
}
