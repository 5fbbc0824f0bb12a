import type { Queryable } from '../../db/database.js';
import type { RowPosition } from './export-rows.repository.js';
import type { Cell, SheetWriter } from './export-sheet-writer.js';
import { listUserNames } from './export-rows.repository.js';

/** Rows read per query: a page is all the export holds at once, whatever the range. */
export const EXPORT_PAGE_ROWS = 2000;

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
    for (const row of rows) {
      await writer.addRow(sheet.cellsOf(row));
      sheet.add(row);
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

/**
 * Staff names by user id, read once per export for the ids a page brings that were not seen before: a business
 * has few users and an export many rows.
 */
export function createStaffNames(db: Queryable, businessId: number) {
  const known = new Map<number, string>();
  return {
    async load(ids: Iterable<number | null>): Promise<void> {
      const missing = [...new Set(ids)].filter((id): id is number => id !== null && !known.has(id));
      if (missing.length === 0) return;
      const names = await listUserNames(db, businessId, missing);
      for (const id of missing) known.set(id, names.get(id) ?? '');
    },
    nameOf(id: number | null): string {
      return id === null ? '' : (known.get(id) ?? '');
    },
  };
}
