import {
  ITEM_IMPORT_MAX_BYTES,
  ITEM_IMPORT_MAX_ROWS,
  itemImportMessages,
  type ItemImport,
} from '@backoffice/contracts/item-import';
import type { Database } from '../../db/database.js';
import type { ImportedItemRow, StoredImportProblem } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { checkImportRows, wantedKeys } from './check-import-rows.js';
import { findImportCatalogue } from './import-catalogue.repository.js';
import { itemImportOf } from './item-import-view.js';
import { deleteStalePreviews, insertItemImport } from './item-imports.repository.js';
import { readHeader, readItemRow } from './parse-import-sheet.js';
import { readSheetFile, UnreadableFile } from './read-sheet-file.js';

/** A preview nobody confirmed is dropped after this long (its rows are the file's whole content). */
const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

const refuseFile = (problems: StoredImportProblem[]): never => {
  const [first, ...rest] = problems.map((entry) => ({
    field: 'body',
    message: entry.message,
    key: entry.key,
  }));
  throw AppError.invalidFields([first!, ...rest]);
};

/**
 * Reads an uploaded sheet and checks every row as the item panel would (decision 0180), then stores the rows and
 * the problems as a preview: nothing of the catalogue changes until the merchant confirms. A file that cannot be
 * read at all (not XLSX or CSV, no header, no rows, too many rows) is refused with 400; refused rows are the
 * preview's problems, each with its row, column and reason.
 */
export async function uploadItemImport(
  db: Database,
  caller: Caller,
  fileName: string,
  body: unknown,
  now: Date,
): Promise<ItemImport> {
  // The route takes a file's bytes; JSON or a form is not a sheet.
  if (!Buffer.isBuffer(body)) throw AppError.invalidField('body', itemImportMessages.fileUnreadable);
  if (body.length > ITEM_IMPORT_MAX_BYTES)
    throw AppError.invalidField('body', itemImportMessages.fileTooLarge);
  let sheet;
  try {
    sheet = await readSheetFile(body, ITEM_IMPORT_MAX_ROWS);
  } catch (error) {
    if (error instanceof UnreadableFile)
      throw AppError.invalidField('body', itemImportMessages.fileUnreadable);
    throw error;
  }
  if (sheet.more) throw AppError.invalidField('body', itemImportMessages.tooManyRows);
  const [headerRow, ...dataRows] = sheet.rows;
  if (!headerRow) throw AppError.invalidField('body', itemImportMessages.fileUnreadable);
  const read = readHeader(headerRow);
  if ('problems' in read) return refuseFile(read.problems);
  if (dataRows.length === 0) throw AppError.invalidField('body', itemImportMessages.fileEmpty);

  const outletsByName = new Map(
    caller.outlets.map((outlet) => [outlet.name.trim().toLowerCase(), outlet.id]),
  );
  const rows: ImportedItemRow[] = [];
  const problems: StoredImportProblem[] = [];
  for (const dataRow of dataRows) {
    const result = readItemRow(dataRow, read.header, outletsByName);
    if ('item' in result) rows.push(result.item);
    else problems.push(...result.problems);
  }
  const catalogue = await findImportCatalogue(db, caller, wantedKeys(rows));
  const checked = checkImportRows(rows, catalogue);
  problems.push(...checked.problems);
  problems.sort((a, b) => a.row - b.row);

  const stored = await db.transaction(async (tx) => {
    await deleteStalePreviews(tx, caller, new Date(now.getTime() - PREVIEW_KEPT_MS));
    return insertItemImport(tx, {
      businessId: caller.businessId,
      fileName,
      language: read.header.language,
      outletIds: caller.outlets.map((outlet) => outlet.id),
      rows,
      problems,
      totalRows: dataRows.length,
      refusedRows: new Set(problems.map((entry) => entry.row)).size,
      newItems: checked.newItems,
      updatedItems: checked.updatedItems,
      newCategories: checked.newCategories,
      createdBy: caller.userId,
    });
  });
  return itemImportOf(stored);
}
