import ExcelJS from 'exceljs';
import {
  itemImportColumns,
  itemImportHeaders,
  itemImportTemplateFileName,
  itemImportYesNo,
  requiredItemImportColumns,
  type ItemImportColumn,
  type ItemImportFormat,
  type ItemImportLanguage,
} from '@backoffice/contracts/item-import';
import type { Caller } from '../../platform/auth/caller.js';

const GUIDE: Record<
  ItemImportLanguage,
  { sheet: string; guide: string; columns: Record<ItemImportColumn, string> }
> = {
  en: {
    sheet: 'Items',
    guide: 'Guide',
    columns: {
      item_name:
        'Required. An item of this name is updated; otherwise it is created. Rows with the same item name are its variants.',
      variant_name:
        'Blank for an item without variants. A variant of this name is updated; otherwise it is added.',
      category: 'Created when there is none of this name. Blank: no category.',
      sku: 'SKU or barcode, unique in your business. Blank: none.',
      price: 'Required. Whole Rupiah, e.g. 15000 or 15,000.',
      cost: 'Cost price for gross profit, whole Rupiah. Blank: 0.',
      outlets: 'Outlet names separated by commas. Blank: all your outlets.',
      track_stock: 'Yes or No. Blank: No.',
      stock: 'Units on hand at each outlet of the row, when Track stock is Yes. Blank: unchanged.',
      low_stock_level: 'Stock under which the item counts as low, when Track stock is Yes. Blank: unchanged.',
    },
  },
  id: {
    sheet: 'Item',
    guide: 'Petunjuk',
    columns: {
      item_name:
        'Wajib. Item dengan nama ini diperbarui; jika belum ada, dibuat. Baris dengan nama item yang sama adalah variannya.',
      variant_name:
        'Kosongkan untuk item tanpa varian. Varian dengan nama ini diperbarui; jika belum ada, ditambahkan.',
      category: 'Dibuat jika belum ada kategori dengan nama ini. Kosong: tanpa kategori.',
      sku: 'SKU atau barcode, unik dalam bisnis Anda. Kosong: tanpa SKU.',
      price: 'Wajib. Rupiah bulat, mis. 15000 atau 15.000.',
      cost: 'Harga modal untuk laba kotor, Rupiah bulat. Kosong: 0.',
      outlets: 'Nama outlet dipisahkan koma. Kosong: semua outlet Anda.',
      track_stock: 'Ya atau Tidak. Kosong: Tidak.',
      stock: 'Jumlah stok di setiap outlet baris ini, jika Lacak stok Ya. Kosong: tidak berubah.',
      low_stock_level: 'Batas stok dianggap menipis, jika Lacak stok Ya. Kosong: tidak berubah.',
    },
  },
};

/** The header as the template writes it: required columns marked with `*`, which the reader ignores. */
export function templateHeader(language: ItemImportLanguage): string[] {
  return itemImportColumns.map(
    (column) =>
      `${itemImportHeaders[language][column]}${requiredItemImportColumns.includes(column) ? '*' : ''}`,
  );
}

export interface TemplateFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * The import template in the caller's language (decision 0180): the header row, and in the XLSX a guide sheet that
 * says what each column takes and names the caller's outlets. A CSV is the header alone, with the byte order mark
 * spreadsheet programs need to read it as UTF-8.
 */
export async function getImportTemplate(
  caller: Caller,
  language: ItemImportLanguage,
  format: ItemImportFormat,
): Promise<TemplateFile> {
  const fileName = itemImportTemplateFileName(language, format);
  const header = templateHeader(language);
  if (format === 'csv') {
    return {
      fileName,
      contentType: 'text/csv; charset=utf-8',
      content: Buffer.from(`\uFEFF${header.join(',')}\r\n`, 'utf8'),
    };
  }
  const guide = GUIDE[language];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(guide.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(header).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 20));
  const help = workbook.addWorksheet(guide.guide);
  help.addRow([guide.guide]).font = { bold: true };
  for (const column of itemImportColumns)
    help.addRow([header[itemImportColumns.indexOf(column)], guide.columns[column]]);
  help.addRow([]);
  help.addRow([itemImportHeaders[language].outlets, caller.outlets.map((outlet) => outlet.name).join(', ')]);
  help.addRow([
    itemImportHeaders[language].track_stock,
    `${itemImportYesNo[language].yes} / ${itemImportYesNo[language].no}`,
  ]);
  help.getColumn(1).width = 22;
  help.getColumn(2).width = 100;
  return {
    fileName,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

/** The merchant's language: the back office sends it with every call (Accept-Language); English otherwise. */
export function languageOf(acceptLanguage: string | undefined): ItemImportLanguage {
  return acceptLanguage?.trim().toLowerCase().startsWith('id') ? 'id' : 'en';
}
