import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** One row of a sheet read back: cells by 0-based column, a column with no cell left as `undefined`. */
export type SheetRow = (string | number | undefined)[];

/**
 * The first sheet of an exported file as rows of cell values, blank rows left out. XLSX is read with exceljs's
 * reader (the exports are written by its streaming writer, another code path); a cell of any type our exports do
 * not write (date, formula, rich text…) fails the test. CSV cells are read as the text they hold, as a
 * spreadsheet program would show them; the byte order mark is the file's, not the first cell's.
 */
export async function readSheetRows(data: Buffer, format: 'xlsx' | 'csv'): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  if (format === 'xlsx') {
    // A copy into an ArrayBuffer of its own: what exceljs's types ask for (a Buffer may share a larger pool).
    await workbook.xlsx.load(new Uint8Array(data).buffer);
    sheet = workbook.worksheets[0];
  } else {
    const text = data.toString('utf8').replace(/^\uFEFF/, '');
    sheet = await workbook.csv.read(Readable.from([text]), {
      map: (value: string) => value,
      parserOptions: { ignoreEmpty: true },
    });
  }
  if (!sheet) throw new Error('the file has no sheet');
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    // exceljs numbers columns from 1: index 0 of `values` is always empty.
    const cells = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push(
      Array.from(cells, (cell, index) => {
        if (cell === undefined || cell === null || typeof cell === 'string' || typeof cell === 'number') {
          return cell ?? undefined;
        }
        throw new Error(`row ${rowNumber}, column ${index + 1}: unexpected cell ${JSON.stringify(cell)}`);
      }),
    );
  });
  return rows;
}
