import type { DataBundleFormat, dataBundleSheets } from '@backoffice/contracts/account-deletion';
import type { Database } from '../../db/database.js';
import {
  listBundleCampaignRows,
  listBundleCustomerRows,
  listBundleDiscountRows,
  listBundleInvoiceRows,
  listBundleItemRows,
  type IdPage,
} from './data-bundle-rows.repository.js';
import type { ExportScope } from './export-rows.repository.js';
import { EXPORT_PAGE_ROWS, writeSheet, type ExportSheet } from './export-sheet.js';
import type { Cell, SheetWriter } from './export-sheet-writer.js';
import { transactionExportSheet } from './transaction-export-sheet.js';

type Business = { businessId: number };

/** A table read by id, one row per record and no footer: what the bundle's reference sheets are. */
function tableSheet<Row extends { id: number }>(
  header: readonly string[],
  read: (page: IdPage) => Promise<Row[]>,
  cellsOf: (row: Row) => Cell[],
): ExportSheet<Row> {
  return {
    header,
    readPage: (after) => read({ afterId: after?.id ?? 0, limit: EXPORT_PAGE_ROWS }),
    positionOf: (row) => ({ at: '', id: row.id, itemId: 0 }),
    cellsOf,
    add: () => undefined,
    footer: async () => [],
  };
}

const text = (value: string | number | null | undefined): Cell => value ?? '';
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The sheets of the data bundle (decision 0088), each written by the export loop into its own file. The
 * transactions are the success tab's export over every outlet and all time; the rest are the business's records.
 * Columns are English, like every export's (decision 0060).
 */
export const DATA_BUNDLE_SHEETS: Record<
  (typeof dataBundleSheets)[number],
  (db: Database, business: Business, scope: ExportScope, writer: SheetWriter) => Promise<void>
> = {
  transactions: (db, _business, scope, writer) => writeSheet(transactionExportSheet(db, scope), writer),
  items: (db, business, _scope, writer) =>
    writeSheet(
      tableSheet(
        ['Item', 'Variant', 'Category', 'SKU', 'Price', 'Cost', 'Stock', 'Active', 'Description'],
        (page) => listBundleItemRows(db, business, page),
        (row) => [
          row.itemName,
          row.variantName,
          text(row.category),
          text(row.sku),
          row.price,
          row.cost,
          text(row.stock),
          yesNo(row.active),
          text(row.description),
        ],
      ),
      writer,
    ),
  customers: (db, business, _scope, writer) =>
    writeSheet(
      tableSheet(
        ['Name', 'Email', 'Phone', 'Gender', 'Birth Date', 'Address', 'City', 'Notes', 'Created At'],
        (page) => listBundleCustomerRows(db, business, page),
        (row) => [
          row.name,
          text(row.email),
          text(row.phone),
          text(row.gender),
          text(row.birthDate),
          text(row.address),
          text(row.city),
          text(row.notes),
          text(row.createdAt),
        ],
      ),
      writer,
    ),
  discounts: (db, business, _scope, writer) =>
    writeSheet(
      tableSheet(
        ['Name', 'Type', 'Amount', 'Outlets'],
        (page) => listBundleDiscountRows(db, business, page),
        (row) => [row.name, row.type, text(row.amount), row.outlets],
      ),
      writer,
    ),
  campaigns: (db, business, _scope, writer) =>
    writeSheet(
      tableSheet(
        ['Name', 'Start', 'End', 'Seconds per Image', 'Images', 'Active', 'Outlets'],
        (page) => listBundleCampaignRows(db, business, page),
        (row) => [
          row.name,
          text(row.startDate),
          text(row.endDate),
          row.duration,
          row.images,
          yesNo(row.active),
          row.outlets,
        ],
      ),
      writer,
    ),
  invoices: (db, business, _scope, writer) =>
    writeSheet(
      tableSheet(
        [
          'Invoice Number',
          'Order Id',
          'Status',
          'Payment Type',
          'Cycle (months)',
          'Period Start',
          'Period End',
          'Total Amount',
          'Created At',
          'Paid At',
        ],
        (page) => listBundleInvoiceRows(db, business, page),
        (row) => [
          text(row.invoiceNumber),
          row.orderId,
          row.status,
          row.paymentType,
          row.cycle,
          row.startPeriod,
          row.endPeriod,
          row.totalAmount,
          text(row.createdAt),
          text(row.paidAt),
        ],
      ),
      writer,
    ),
};

export const bundleFileName = (sheet: string, format: DataBundleFormat) => `${sheet}.${format}`;
