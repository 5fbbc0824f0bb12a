import type { ReportExportFilters } from '@backoffice/contracts/exports';
import type { Queryable } from '../../db/database.js';
import type { LocalRange } from '../../sales/orders.repository.js';
import type { OutletScope } from '../../sales/transaction-outlets.repository.js';
import type { Cell } from './export-sheet-writer.js';

/**
 * A report of Reports › Sales as a table (decision 0231): the heading, the rows and the total row of the very answer
 * the screen shows (sales/reports), then the lines the screen says under its table (bill discounts, tax included
 * in prices, discounts given back). A sheet writes it as it is; a PDF prints it (decision 0265). A report's rows are
 * one per period, method, item, option, tax or person — bounded by the catalogue and the staff, not by the orders —
 * so they are computed at once rather than read in pages.
 */
export type ColumnKind = 'text' | 'money' | 'count' | 'percent' | 'period';

export interface ReportTable {
  header: readonly string[];
  /** How each column reads, where the table is printed (the four PDF reports, decision 0265). */
  kinds?: readonly ColumnKind[];
  rows: Cell[][];
  total: Cell[];
  notes: Cell[][];
}

export interface ReportTableInput {
  db: Queryable;
  business: { businessId: number };
  outlets: OutletScope;
  range: LocalRange;
  filters: ReportExportFilters;
}
