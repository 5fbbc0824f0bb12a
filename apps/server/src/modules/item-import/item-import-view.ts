import {
  fillMessage,
  ITEM_IMPORT_PROBLEMS_SHOWN,
  itemImportMessages,
  type ItemImport,
  type ItemImportColumn,
} from '@backoffice/contracts/item-import';
import type { ItemImportRow } from './item-imports.repository.js';

/** The import as the API answers it: the first problems, the failure's message by its key. */
export function itemImportOf(row: ItemImportRow): ItemImport {
  const errorName = row.errorKey?.replace(/^itemImport\./, '') as keyof typeof itemImportMessages | undefined;
  return {
    id: row.id,
    status: row.status as ItemImport['status'],
    file_name: row.fileName,
    language: row.language as ItemImport['language'],
    total_rows: row.totalRows,
    refused_rows: row.refusedRows,
    new_items: row.newItems,
    updated_items: row.updatedItems,
    new_categories: row.newCategories,
    processed_rows: row.processedRows,
    problems: row.problems.slice(0, ITEM_IMPORT_PROBLEMS_SHOWN).map((entry) => ({
      ...entry,
      column: entry.column as ItemImportColumn | null,
    })),
    error:
      row.errorKey && errorName
        ? { key: row.errorKey, message: fillMessage(itemImportMessages[errorName] ?? '', {}) }
        : null,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
