import { once } from 'node:events';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@backoffice/contracts/exports';

export type Cell = string | number;

/** Rows into a file on disk, one at a time: nothing but the current row is held in memory. */
export interface SheetWriter {
  addRow(cells: readonly Cell[]): Promise<void>;
  close(): Promise<void>;
}

/** A spreadsheet would run a cell starting with these as a formula; a leading quote keeps it text (CSV injection). */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  const text = safeText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function createCsvWriter(path: string): SheetWriter {
  const stream = fs.createWriteStream(path);
  // A byte order mark, so that spreadsheet programs read the file as UTF-8 (outlet and item names).
  stream.write('\uFEFF');
  return {
    async addRow(cells) {
      if (!stream.write(`${cells.map(csvCell).join(',')}\r\n`)) await once(stream, 'drain');
    },
    async close() {
      stream.end();
      await once(stream, 'finish');
    },
  };
}

function createXlsxWriter(path: string, sheetName: string): SheetWriter {
  // The streaming writer commits each row to the zip as it goes; inline strings, no shared-string table to hold.
  // No styles: exceljs works out a style for every cell when they are on, which doubled the time of a large
  // export (docs/performance.md). The header stays in view by a frozen first row instead of a bold one.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  return {
    async addRow(cells) {
      sheet.addRow(cells.map((cell) => (typeof cell === 'string' ? safeText(cell) : cell))).commit();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** A sheet's writer; a PDF is not written row by row (write-sales-report-pdf.ts). */
export function createSheetWriter(
  format: Exclude<ExportFormat, 'pdf'>,
  path: string,
  sheetName: string,
): SheetWriter {
  return format === 'csv' ? createCsvWriter(path) : createXlsxWriter(path, sheetName);
}
