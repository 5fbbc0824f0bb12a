import { setImmediate } from 'node:timers/promises';
import type { RowPosition } from './export-rows.repository.js';
import type { Cell, SheetWriter } from './export-sheet-writer.js';

/** Rows read per query: a page is all the export holds at once, whatever the range. */
export const EXPORT_PAGE_ROWS = 2000;
const YIELD_EVERY_ROWS = 25;

/**
 * What one kind of export writes: a header, the rows of the range in keyset pages, each row's cells, and the lines
 * under them (totals). `add` sees every row written, so totals come from exactly the rows in the file.
 */
export interface ExportSheet<Row> {
  header: readonly string[];
  readPage(after: RowPosition | undefined): Promise<Row[]>;
  positionOf(row: Row): RowPosition;
  cellsOf(row: Row): Cell[];
  add(row: Row): void;
  footer(): Promise<Cell[][]>;
}

/**
 * Writes a sheet page by page. The next page is read while this one is written, so the database and the writer
 * work side by side (on PostgreSQL); an error of the early read surfaces when its page is reached.
 */
export async function writeSheet<Row>(sheet: ExportSheet<Row>, writer: SheetWriter): Promise<void> {
  await writer.addRow(sheet.header);
  let next = sheet.readPage(undefined);
  for (;;) {
    const rows = await next;
    const more = rows.length === EXPORT_PAGE_ROWS;
    if (more) {
      next = sheet.readPage(sheet.positionOf(rows.at(-1)!));
      next.catch(() => undefined);
    }
    for (const [index, row] of rows.entries()) {
      await writer.addRow(sheet.cellsOf(row));
      sheet.add(row);
      // The XLSX writer works synchronously: hand the event loop back now and then, so that requests served by
      // the same process wait a few milliseconds at most behind an export (docs/performance.md).
      if (index % YIELD_EVERY_ROWS === YIELD_EVERY_ROWS - 1) await setImmediate();
    }
    if (!more) break;
  }
  const footer = await sheet.footer();
  if (footer.length > 0) await writer.addRow([]);
  for (const cells of footer) await writer.addRow(cells);
}

/** A first cell and a value under the header's column `column` (0-based), blanks between. */
export function labelled(label: string, column: number, value: Cell): Cell[] {
  return [label, ...Array.from({ length: column - 1 }, () => ''), value];
}
