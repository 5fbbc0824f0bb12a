import type { Queryable } from '../../db/database.js';
import { outletScopeOf, type ExportScope } from './export-rows.repository.js';
import { writeSheet } from './export-sheet.js';
import type { Cell, SheetWriter } from './export-sheet-writer.js';
import type { ReportTableInput } from './sales-report-table.js';
import { buildReportTable } from './sales-report-tables.js';

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
  // One page: a report's rows are bounded by its days, items or people (decision 0265), not by its orders.
  await writeSheet<Cell[]>(
    {
      header: table.header,
      readPage: async (after) => (after ? [] : table.rows),
      positionOf: () => ({ at: '', id: 0, itemId: 0 }),
      cellsOf: (row) => row,
      add: () => undefined,
      footer: async () => [table.total, ...table.notes],
    },
    writer,
  );
}
