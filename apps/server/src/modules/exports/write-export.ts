import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  EXPORT_EVENT,
  exportTopic,
  type ExportFeatureName,
  type ExportFormat,
} from '@backoffice/contracts/exports';
import type { Database, Queryable } from '../../db/database.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { storeFile } from '../../platform/files/stored-files.js';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import {
  findExportRequest,
  finishExportRequest,
  listOutletsByIds,
  lockExportRequest,
  type ExportRequestRow,
} from './export-requests.repository.js';
import {
  listItemRows,
  listTransactionRows,
  sumRefundedNetSalesInScope,
  type ExportScope,
  type RowPosition,
} from './export-rows.repository.js';
import { createSheetWriter, type Cell, type SheetWriter } from './export-sheet-writer.js';
import { localTimeAfter } from '../../domain/calendar-text.js';

/** Rows read per query: a page is all the export holds at once, whatever the range. */
export const EXPORT_PAGE_ROWS = 2000;
export const EXPORT_FAILED_MESSAGE = 'The export could not be written. Please try again.';

export interface ExportContext {
  db: Database;
  store: FileStore;
  realtime: RealtimeHub;
  now: () => Date;
}

const CONTENT_TYPE: Record<
  ExportFormat,
  'text/csv' | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const TRANSACTION_HEADER = [
  'Receipt Number',
  'Date',
  'Outlet',
  'Staff',
  'Customer',
  'Items',
  'Payment Method',
  'Gross Sales',
  'Discounts',
  'Redeemed',
  'Tax',
  'Gratuity',
  'Rounding',
  'Net Sales',
  'Total Collected',
  'Refunded',
];
const ITEM_HEADER = [
  'Receipt Number',
  'Date',
  'Outlet',
  'Sales Type',
  'Category',
  'Item',
  'Variant',
  'Quantity',
  'Refunded Quantity',
  'Unit Price',
  'Gross Sales',
  'Discount',
  'Net Sales',
];

async function writeTransactions(db: Database, scope: ExportScope, sheet: SheetWriter): Promise<void> {
  await sheet.addRow(TRANSACTION_HEADER);
  const totals = {
    count: 0,
    gross: 0,
    discounts: 0,
    redeem: 0,
    tax: 0,
    gratuity: 0,
    rounding: 0,
    net: 0,
    collected: 0,
    refunded: 0,
  };
  let after: RowPosition | undefined;
  for (;;) {
    const rows = await listTransactionRows(db, scope, { after, limit: EXPORT_PAGE_ROWS });
    for (const row of rows) {
      await sheet.addRow([
        row.receiptNumber,
        row.localTime,
        row.outletName,
        row.staffName,
        row.customerName,
        row.items,
        row.paymentMethods,
        row.grossSales,
        row.discounts,
        row.redeemAmount,
        row.tax,
        row.gratuity,
        row.rounding,
        row.netSales,
        row.totalCollected,
        row.refunded,
      ]);
      totals.count += 1;
      totals.gross += row.grossSales;
      totals.discounts += row.discounts;
      totals.redeem += row.redeemAmount;
      totals.tax += row.tax;
      totals.gratuity += row.gratuity;
      totals.rounding += row.rounding;
      totals.net += row.netSales;
      totals.collected += row.totalCollected;
      totals.refunded += row.refunded;
    }
    if (rows.length < EXPORT_PAGE_ROWS) break;
    const last = rows.at(-1)!;
    after = { createdAt: last.createdAtKey, orderId: last.orderId, itemId: 0 };
  }
  const refundedNet = await sumRefundedNetSalesInScope(db, scope);
  await sheet.addRow([]);
  await sheet.addRow([
    'Total',
    `${totals.count} transactions`,
    '',
    '',
    '',
    '',
    '',
    totals.gross,
    totals.discounts,
    totals.redeem,
    totals.tax,
    totals.gratuity,
    totals.rounding,
    totals.net,
    totals.collected,
    totals.refunded,
  ]);
  // The summary's net sales are the orders' less what refunds in the range gave back (decision 0060).
  await sheet.addRow([
    'Refunds in range (net sales)',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    refundedNet,
  ]);
  await sheet.addRow([
    'Net sales after refunds',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    totals.net + refundedNet,
  ]);
}

async function writeItems(db: Database, scope: ExportScope, sheet: SheetWriter): Promise<void> {
  await sheet.addRow(ITEM_HEADER);
  const totals = { quantity: 0, refunded: 0, gross: 0, discount: 0 };
  let after: RowPosition | undefined;
  for (;;) {
    const rows = await listItemRows(db, scope, { after, limit: EXPORT_PAGE_ROWS });
    for (const row of rows) {
      const cells: Cell[] = [
        row.receiptNumber,
        row.localTime,
        row.outletName,
        row.salesType,
        row.category,
        row.itemName,
        row.variantName,
        row.quantity,
        row.refundedQuantity,
        row.unitPrice,
        row.grossAmount,
        row.discountAmount,
        row.grossAmount - row.discountAmount,
      ];
      await sheet.addRow(cells);
      totals.quantity += row.quantity;
      totals.refunded += row.refundedQuantity;
      totals.gross += row.grossAmount;
      totals.discount += row.discountAmount;
    }
    if (rows.length < EXPORT_PAGE_ROWS) break;
    const last = rows.at(-1)!;
    after = { createdAt: last.createdAtKey, orderId: last.orderId, itemId: last.itemId };
  }
  await sheet.addRow([]);
  await sheet.addRow([
    'Total',
    '',
    '',
    '',
    '',
    '',
    '',
    totals.quantity,
    totals.refunded,
    '',
    totals.gross,
    totals.discount,
    totals.gross - totals.discount,
  ]);
}

function fileNameOf(request: ExportRequestRow): string {
  const kind = request.featureName === 'order-export-item-detail' ? 'item-details' : 'transactions';
  const day = (value: string) => value.slice(0, 10);
  return `${kind}_${day(request.startTime)}_${day(request.endTime)}.${request.format}`;
}

async function announce(context: ExportContext, db: Queryable, request: ExportRequestRow, status: string) {
  await context.realtime.publish(
    {
      businessId: request.businessId,
      topic: exportTopic(request.featureName as ExportFeatureName),
      type: EXPORT_EVENT,
      data: { id: request.id, status },
    },
    { in: db },
  );
}

/**
 * The export job: reads the orders in keyset pages into a file on local disk, then, in one transaction, stores
 * the file, moves the export from IN_PROGRESS to SUCCESS and announces it. The export row is locked first, so a
 * second attempt (a worker killed after the commit is not possible, but one that expired while still running is)
 * finds it finished and announces nothing: completion is announced once.
 */
export async function writeExport(context: ExportContext, data: { businessId: number; exportId: string }) {
  const request = await findExportRequest(context.db, data, data.exportId);
  if (!request || request.status !== 'IN_PROGRESS') return;
  const scope: ExportScope = {
    businessId: request.businessId,
    outlets: await listOutletsByIds(context.db, request, request.outletIds),
    range: { start: request.startTime, end: localTimeAfter(request.endTime) },
  };
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'export-'));
  const file = path.join(folder, `export.${request.format}`);
  try {
    try {
      const sheet = createSheetWriter(request.format as ExportFormat, file, 'Export');
      if (request.featureName === 'order-export-item-detail') await writeItems(context.db, scope, sheet);
      else await writeTransactions(context.db, scope, sheet);
      await sheet.close();
      await context.db.transaction(async (tx) => {
        const locked = await lockExportRequest(tx, request, request.id);
        if (locked?.status !== 'IN_PROGRESS') return;
        const stored = await storeFile(tx, context.store, {
          businessId: request.businessId,
          outletId: request.outletId,
          createdBy: request.createdBy,
          filename: fileNameOf(request),
          contentType: CONTENT_TYPE[request.format as ExportFormat],
          content: fs.createReadStream(file),
          privateAccess: true,
        });
        await finishExportRequest(
          tx,
          request,
          request.id,
          { status: 'SUCCESS', fileId: stored.id },
          context.now(),
        );
        await announce(context, tx, request, 'SUCCESS');
      });
    } catch (error) {
      await context.db.transaction(async (tx) => {
        const failed = await finishExportRequest(
          tx,
          request,
          request.id,
          { status: 'FAILURE', errorMessage: EXPORT_FAILED_MESSAGE },
          context.now(),
        );
        if (failed) await announce(context, tx, request, 'FAILURE');
      });
      throw error;
    }
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}
