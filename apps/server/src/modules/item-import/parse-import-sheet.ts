import {
  fillMessage,
  ITEM_IMPORT_MAX_AMOUNT,
  itemImportColumns,
  itemImportHeaders,
  itemImportLanguages,
  itemImportMessages,
  itemImportYesNo,
  requiredItemImportColumns,
  type ItemImportColumn,
  type ItemImportLanguage,
} from '@backoffice/contracts/item-import';
import { CATEGORY_NAME_MAX_LENGTH } from '@backoffice/contracts/categories';
import { ITEM_NAME_MAX_LENGTH, SKU_MAX_LENGTH, VARIANT_NAME_MAX_LENGTH } from '@backoffice/contracts/items';
import type { ImportedItemRow, StoredImportProblem } from '../../db/schema/index.js';
import { FORMULA, type SheetCell, type SheetRow } from './read-sheet-file.js';
import { readWholeNumber } from './sheet-numbers.js';

type MessageName = keyof typeof itemImportMessages;

export function problem(
  row: number,
  column: ItemImportColumn | null,
  name: MessageName,
  params: Record<string, string | number> = {},
): StoredImportProblem {
  return {
    row,
    column,
    key: `itemImport.${name}`,
    message: fillMessage(itemImportMessages[name], params),
    params,
  };
}

/** A header label as it is compared: lower case, spaces squeezed, a required mark (`*`) left off. */
const labelKey = (text: string) => text.replace(/\*/g, '').trim().replace(/\s+/g, ' ').toLowerCase();

const LABELS = new Map<string, { column: ItemImportColumn; language: ItemImportLanguage }>();
for (const language of itemImportLanguages) {
  for (const column of itemImportColumns) {
    const key = labelKey(itemImportHeaders[language][column]);
    // SKU is the same in both languages: the other columns decide the file's language.
    if (!LABELS.has(key)) LABELS.set(key, { column, language });
  }
}

export interface SheetHeader {
  language: ItemImportLanguage;
  columns: Partial<Record<ItemImportColumn, number>>;
}

/**
 * The header row: each cell that names a column in either language. The file's language is the one most of its
 * labels are in (Indonesian on a tie, the merchants' own); a missing required column refuses the file.
 */
export function readHeader(row: SheetRow): { header: SheetHeader } | { problems: StoredImportProblem[] } {
  const columns: Partial<Record<ItemImportColumn, number>> = {};
  const votes = { en: 0, id: 0 };
  row.cells.forEach((cell, index) => {
    if (typeof cell !== 'string') return;
    const label = LABELS.get(labelKey(cell));
    if (!label || columns[label.column] !== undefined) return;
    columns[label.column] = index;
    if (label.column !== 'sku') votes[label.language] += 1;
  });
  const language: ItemImportLanguage = votes.en > votes.id ? 'en' : 'id';
  const missing = requiredItemImportColumns.filter((column) => columns[column] === undefined);
  if (missing.length > 0) {
    return {
      problems: missing.map((column) =>
        problem(row.number, column, 'headerMissing', { column: itemImportHeaders[language][column] }),
      ),
    };
  }
  return { header: { language, columns } };
}

export interface OutletByName {
  key: string;
  id: number;
}

const YES = new Set(['yes', 'ya', 'y', 'true', '1', 'benar']);
const NO = new Set(['no', 'tidak', 'n', 't', 'false', '0', 'salah', '']);
for (const language of itemImportLanguages) {
  YES.add(itemImportYesNo[language].yes.toLowerCase());
  NO.add(itemImportYesNo[language].no.toLowerCase());
}
/** A spreadsheet program writes a quote before text it must not run as a formula; the text is what follows. */
const unquote = (text: string) => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

/**
 * One data row into what the run writes, or the row's problems, each naming its column. A column the file does not
 * have leaves its value undefined (the run keeps what is there); a blank cell is a blank value.
 */
export function readItemRow(
  row: SheetRow,
  header: SheetHeader,
  outletsByName: ReadonlyMap<string, number>,
): { item: ImportedItemRow } | { problems: StoredImportProblem[] } {
  const problems: StoredImportProblem[] = [];
  const refuse = (column: ItemImportColumn, name: MessageName, params?: Record<string, string | number>) => {
    problems.push(problem(row.number, column, name, params));
    return undefined;
  };
  const has = (column: ItemImportColumn) => header.columns[column] !== undefined;
  const cellAt = (column: ItemImportColumn): SheetCell => {
    const index = header.columns[column];
    return index === undefined ? null : (row.cells[index] ?? null);
  };
  const text = (column: ItemImportColumn, max: number): string | undefined | typeof FORMULA => {
    const cell = cellAt(column);
    if (cell === FORMULA) return refuse(column, 'formula') ?? FORMULA;
    const value = cell === null ? '' : unquote(String(cell)).trim();
    if (value.length > max) return refuse(column, 'tooLong', { max });
    return value;
  };
  const amount = (column: ItemImportColumn, kind: 'rupiah' | 'count'): number | null | undefined => {
    const cell = cellAt(column);
    if (cell === FORMULA) return refuse(column, 'formula');
    if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return null;
    if (typeof cell === 'boolean') return refuse(column, 'notNumber');
    const reading = readWholeNumber(cell, header.language, ITEM_IMPORT_MAX_AMOUNT);
    if (reading.ok) return reading.value;
    const name: MessageName =
      reading.problem === 'notWhole'
        ? kind === 'rupiah'
          ? 'notWholeRupiah'
          : 'notWholeNumber'
        : reading.problem;
    return refuse(column, name);
  };

  // The limits of the contracts that save what a row names (one definition; an item the panel saves imports back).
  const itemName = text('item_name', ITEM_NAME_MAX_LENGTH);
  if (itemName === '') refuse('item_name', 'required');
  const variantName = text('variant_name', VARIANT_NAME_MAX_LENGTH);
  const category = has('category') ? text('category', CATEGORY_NAME_MAX_LENGTH) : '';
  const sku = has('sku') ? text('sku', SKU_MAX_LENGTH) : '';
  const price = amount('price', 'rupiah');
  if (price === null) refuse('price', 'required');
  const cost = amount('cost', 'rupiah');

  let trackStock: boolean | undefined;
  const trackCell = cellAt('track_stock');
  if (trackCell === FORMULA) refuse('track_stock', 'formula');
  else if (typeof trackCell === 'boolean') trackStock = trackCell;
  else {
    const answer = String(trackCell ?? '')
      .trim()
      .toLowerCase();
    if (YES.has(answer)) trackStock = true;
    else if (NO.has(answer)) trackStock = false;
    else refuse('track_stock', 'notYesNo');
  }
  const stock = amount('stock', 'count');
  const lowStockLevel = amount('low_stock_level', 'count');
  if (trackStock === false && typeof stock === 'number') refuse('stock', 'stockNotTracked');
  if (trackStock === false && typeof lowStockLevel === 'number') refuse('low_stock_level', 'stockNotTracked');

  let outletIds: number[] | 'all' | undefined;
  const outletText = has('outlets') ? text('outlets', 10_000) : undefined;
  if (outletText === '') outletIds = 'all';
  else if (typeof outletText === 'string') {
    outletIds = [];
    for (const name of outletText
      .split(/[,;\n]/)
      .map((part) => part.trim())
      .filter(Boolean)) {
      const id = outletsByName.get(name.toLowerCase());
      if (id === undefined) refuse('outlets', 'unknownOutlet', { name });
      else if (!outletIds.includes(id)) outletIds.push(id);
    }
  }

  if (problems.length > 0) return { problems };
  const item: ImportedItemRow = {
    row: row.number,
    itemName: itemName as string,
    variantName: variantName as string,
    price: price as number,
  };
  if (has('category')) item.category = (category as string) || null;
  if (has('sku')) item.sku = (sku as string) || null;
  if (has('cost')) item.cost = cost ?? 0;
  if (outletIds) item.outletIds = outletIds;
  if (has('track_stock')) item.trackStock = trackStock;
  if (has('stock')) item.stock = stock ?? null;
  if (has('low_stock_level')) item.lowStockLevel = lowStockLevel ?? null;
  return { item };
}
