import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A formula's cell: never evaluated and never read as its cached result (decision 0180). */
export const FORMULA = Symbol('formula');
export type SheetCell = string | number | boolean | typeof FORMULA | null;
export interface SheetRow {
  /** The row's number as the spreadsheet program shows it. */
  number: number;
  cells: SheetCell[];
}

export class UnreadableFile extends Error {}

/** A row holding nothing but blanks is no row: spreadsheets leave them under and between the data. */
const isBlank = (cells: readonly SheetCell[]) =>
  cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

function cellOf(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  // PostgreSQL text holds no NUL character (an XLSX may escape one as `_x0000_`).
  if (typeof value === 'string') return value.replaceAll('\0', '');
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    // A formula (plain or shared) or an error value, which only a formula produces.
    if ('formula' in value || 'sharedFormula' in value || 'error' in value) return FORMULA;
    if ('richText' in value && Array.isArray(value.richText)) {
      return (value.richText as { text?: string }[])
        .map((part) => part.text ?? '')
        .join('')
        .replaceAll('\0', '');
    }
    if ('text' in value && typeof value.text === 'string') return value.text.replaceAll('\0', '');
  }
  return null;
}

/**
 * The first sheet of an XLSX file, row by row with exceljs's streaming reader: at most `maxRows` rows past the first
 * are read, so a file of a million rows costs no more than one of `maxRows`.
 */
async function readXlsx(bytes: Buffer, maxRows: number): Promise<{ rows: SheetRow[]; more: boolean }> {
  const rows: SheetRow[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      // exceljs numbers columns from 1: index 0 of `values` is always empty.
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      const cells = Array.from(values, cellOf);
      if (isBlank(cells)) continue;
      if (rows.length > maxRows) return { rows, more: true };
      rows.push({ number: row.number, cells });
    }
    break;
  }
  return { rows, more: false };
}

/** UTF-8 when the bytes are UTF-8 (with or without its mark), else Windows-1252, which older Excel saves CSV in. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the header line outside quotes: Indonesian Excel saves with `;`, others with `,` or a tab. */
function separatorOf(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0]!.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((separator) => [separator, firstLine.split(separator).length] as const);
  return counts.reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * A CSV's rows (RFC 4180: quoted cells may hold separators, quotes doubled and line breaks). A cell that starts with
 * `=` is what a spreadsheet program would run as a formula, so it counts as one.
 */
function readCsv(bytes: Buffer, maxRows: number): { rows: SheetRow[]; more: boolean } {
  const text = decodeText(bytes);
  const separator = separatorOf(text);
  const rows: SheetRow[] = [];
  let cells: SheetCell[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  let line = 1;
  let rowStart = 1;
  const endCell = () => {
    cells.push(!wasQuoted && cell.startsWith('=') ? FORMULA : cell);
    cell = '';
    wasQuoted = false;
  };
  const endRow = (): boolean => {
    endCell();
    if (!isBlank(cells)) rows.push({ number: rowStart, cells });
    cells = [];
    rowStart = line;
    return rows.length > maxRows + 1;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
      wasQuoted = true;
    } else if (char === separator) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      line += 1;
      if (endRow()) return { rows: rows.slice(0, maxRows + 1), more: true };
    } else cell += char;
  }
  if (quoted) throw new UnreadableFile('a quoted cell is never closed');
  endRow();
  return { rows, more: false };
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The rows of an uploaded sheet: the header and at most `maxRows` rows under it (`more` when there are others).
 * The kind comes from the bytes (an XLSX is a zip), not from the name; anything that is not read as one or the
 * other is UnreadableFile.
 */
export async function readSheetFile(
  bytes: Buffer,
  maxRows: number,
): Promise<{ rows: SheetRow[]; more: boolean }> {
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    try {
      return await readXlsx(bytes, maxRows);
    } catch (error) {
      throw new UnreadableFile((error as Error).message);
    }
  }
  // Text only: a binary file that is neither (an old .xls, a picture) holds NUL bytes.
  if (bytes.includes(0)) throw new UnreadableFile('not a text file');
  return readCsv(bytes, maxRows);
}
