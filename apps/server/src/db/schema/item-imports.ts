import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';

/** A row of an import file as read and checked: what the run writes when the merchant confirms (decision 0180). */
export interface ImportedItemRow {
  row: number;
  itemName: string;
  variantName: string;
  /** undefined: the file has no such column, so the run leaves the value as it is. */
  category?: string | null;
  sku?: string | null;
  price: number;
  cost?: number;
  /**
   * Outlet ids; 'all' (a blank cell): every outlet within the importer's reach; undefined (no such column): every
   * one of them for a new item, unchanged for an existing one.
   */
  outletIds?: number[] | 'all';
  trackStock?: boolean;
  stock?: number | null;
  lowStockLevel?: number | null;
}

export interface StoredImportProblem {
  row: number;
  column: string | null;
  key: string;
  message: string;
  params: Record<string, string | number>;
}

/**
 * Item imports (decision 0180): the file read into rows and checked (PREVIEW), then confirmed and written by a job
 * (QUEUED, RUNNING, SUCCESS or FAILURE). The rows are kept only for the run; the file itself is not stored.
 */
export const itemImports = pgTable(
  'item_imports',
  {
    businessId: businessId(),
    id: uuid('id').notNull().defaultRandom(),
    status: text('status').notNull().default('PREVIEW'),
    fileName: text('file_name').notNull(),
    language: text('language').notNull(),
    /** The outlets the importer reached, fixed at upload: the job runs without the caller. */
    outletIds: jsonb('outlet_ids').$type<number[]>().notNull(),
    rows: jsonb('rows').$type<ImportedItemRow[]>().notNull(),
    problems: jsonb('problems').$type<StoredImportProblem[]>().notNull(),
    totalRows: integer('total_rows').notNull(),
    refusedRows: integer('refused_rows').notNull(),
    newItems: integer('new_items').notNull().default(0),
    updatedItems: integer('updated_items').notNull().default(0),
    newCategories: integer('new_categories').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    errorKey: text('error_key'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('item_imports_created_by_fk', t, t.createdBy, () => users).onDelete('set null'),
    index('item_imports_business_created_idx').on(t.businessId, t.createdAt),
    check(
      'item_imports_status_ck',
      sql`${t.status} in ('PREVIEW', 'QUEUED', 'RUNNING', 'SUCCESS', 'FAILURE')`,
    ),
    check('item_imports_language_ck', sql`${t.language} in ('en', 'id')`),
  ],
);
