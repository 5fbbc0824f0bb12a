import fs from 'node:fs';
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
  claimExportRun,
  finishExportRequest,
  listOutletsByIds,
  lockExportRequest,
  renewExportLease,
  type ExportRequestRow,
} from './export-requests.repository.js';
import { makeExportScratch } from './export-scratch.js';
import type { ExportScope } from './export-rows.repository.js';
import { writeSheet } from './export-sheet.js';
import { createSheetWriter, type SheetWriter } from './export-sheet-writer.js';
import { transactionExportSheet } from './transaction-export-sheet.js';
import { itemExportSheet } from './item-export-sheet.js';
import { cancelledExportSheet } from './cancelled-export-sheet.js';
import { voidExportSheet } from './void-export-sheet.js';
import { itemListExportSheet } from './item-list-export-sheet.js';
import { writeSalesReportSheet } from './sales-report-sheet.js';
import { writeSalesReportPdf } from './write-sales-report-pdf.js';
import { localTimeAfter } from '../../domain/calendar-text.js';
import { DATA_BUNDLE_FEATURE, type DataBundleFormat } from '@backoffice/contracts/account-deletion';
import { writeDataBundle } from './write-data-bundle.js';

export const EXPORT_FAILED_MESSAGE = 'The export could not be written. Please try again.';
export const EXPORT_ABANDONED_MESSAGE =
  'The export stopped several times before it could finish. Please ask for it again.';

/**
 * A run holds its export for `EXPORT_LEASE_SECONDS` and renews the hold every `EXPORT_HEARTBEAT_SECONDS`; a hold
 * that ran out means the run's process died, and the sweep queues the export again (decision 0060). An export
 * started more than `EXPORT_MAX_RUNS` times ends FAILURE instead of being tried forever.
 */
export const EXPORT_LEASE_SECONDS = 20;
export const EXPORT_HEARTBEAT_SECONDS = 5;
export const EXPORT_MAX_RUNS = 3;

export interface ExportContext {
  db: Database;
  store: FileStore;
  realtime: RealtimeHub;
  now: () => Date;
}

const CONTENT_TYPE: Record<
  ExportFormat,
  'text/csv' | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' | 'application/pdf'
> = {
  csv: 'text/csv',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Each export kind's sheet; the feature name was checked against the contract when the export was asked for. */
const SHEETS: Record<
  ExportFeatureName,
  (db: Database, scope: ExportScope, writer: SheetWriter) => Promise<void>
> = {
  'order-export-transaction': (db, scope, writer) => writeSheet(transactionExportSheet(db, scope), writer),
  'order-export-item-detail': (db, scope, writer) => writeSheet(itemExportSheet(db, scope), writer),
  'order-export-cancelled': (db, scope, writer) => writeSheet(cancelledExportSheet(db, scope), writer),
  'order-export-void': (db, scope, writer) => writeSheet(voidExportSheet(db, scope), writer),
  items: (db, scope, writer) => writeSheet(itemListExportSheet(db, scope), writer),
  'sales-report': writeSalesReportSheet,
};

const FILE_KIND: Record<ExportFeatureName, string> = {
  'order-export-transaction': 'transactions',
  'order-export-item-detail': 'item-details',
  'order-export-cancelled': 'cancelled-transactions',
  'order-export-void': 'void-items',
  items: 'items',
  'sales-report': 'sales',
};

function fileNameOf(request: ExportRequestRow): string {
  if (request.featureName === DATA_BUNDLE_FEATURE) return `data_${request.endTime.slice(0, 10)}.zip`;
  const kind = FILE_KIND[request.featureName as ExportFeatureName];
  const day = (value: string) => value.slice(0, 10);
  // The catalogue has no range: its file is named by the day it was asked for.
  if (request.featureName === 'items') return `${kind}_${day(request.endTime)}.${request.format}`;
  // A report's file says which report: sales-summary_2024-07-01_2024-07-31.xlsx.
  if (request.reportFilters) {
    // 'hourly_item/sold' names its file sales-hourly-item-sold_…: no folder separator in a file's name.
    const report = request.reportFilters.report.replace(/[_/]/g, '-');
    return `${kind}-${report}_${day(request.startTime)}_${day(request.endTime)}.${request.format}`;
  }
  return `${kind}_${day(request.startTime)}_${day(request.endTime)}.${request.format}`;
}

/** Writes the export's file into `folder`: one sheet, or the data bundle's zip of sheets (decision 0088). */
async function writeFile(
  db: Database,
  request: ExportRequestRow,
  scope: ExportScope,
  folder: string,
): Promise<string> {
  if (request.featureName === DATA_BUNDLE_FEATURE) {
    return writeDataBundle(db, scope, request.format as DataBundleFormat, folder);
  }
  const file = path.join(folder, `export.${request.format}`);
  // A PDF is a report printed whole (decision 0265); every other file is a sheet written row by row.
  if (request.format === 'pdf') {
    await writeSalesReportPdf(db, scope, { ...request, madeAt: request.createdAt }, file);
    return file;
  }
  const writer = createSheetWriter(request.format as 'xlsx' | 'csv', file, 'Export');
  await SHEETS[request.featureName as ExportFeatureName](db, scope, writer);
  await writer.close();
  return file;
}

async function announce(context: ExportContext, db: Queryable, request: ExportRequestRow, status: string) {
  await context.realtime.publish(
    {
      businessId: request.businessId,
      topic: exportTopic(request.featureName as ExportFeatureName),
      type: EXPORT_EVENT,
      data: { id: request.id, status, outlet_ids: request.outletIds },
    },
    { in: db },
  );
}

/**
 * The export job: claims the export (nothing to do when it is finished or another live run holds it), then reads
 * the orders in keyset pages into a file on local disk while a heartbeat keeps the claim, then, in one transaction,
 * stores the file, moves the export from IN_PROGRESS to SUCCESS and announces it. The export row is locked first,
 * so a second finisher finds it finished and announces nothing: completion is announced once.
 */
export async function writeExport(context: ExportContext, data: { businessId: number; exportId: string }) {
  const leaseFrom = (now: Date) => new Date(now.getTime() + EXPORT_LEASE_SECONDS * 1000);
  const now = context.now();
  const request = await claimExportRun(context.db, data, data.exportId, now, leaseFrom(now));
  if (!request) return;
  if (request.runs > EXPORT_MAX_RUNS) {
    await endWithFailure(context, request, EXPORT_ABANDONED_MESSAGE);
    return;
  }
  const heartbeat = setInterval(() => {
    renewExportLease(context.db, request, request.id, leaseFrom(context.now())).catch(() => {
      // A missed beat is retried by the next one; several in a row let the sweep queue the export again.
    });
  }, EXPORT_HEARTBEAT_SECONDS * 1000);
  try {
    await runExport(context, request);
  } finally {
    clearInterval(heartbeat);
  }
}

/** Moves the export to FAILURE with its message and announces it, once: a finished export is left as it is. */
async function endWithFailure(context: ExportContext, request: ExportRequestRow, errorMessage: string) {
  await context.db.transaction(async (tx) => {
    const failed = await finishExportRequest(
      tx,
      request,
      request.id,
      { status: 'FAILURE', errorMessage },
      context.now(),
    );
    if (failed) await announce(context, tx, request, 'FAILURE');
  });
}

async function runExport(context: ExportContext, request: ExportRequestRow) {
  const scope: ExportScope = {
    businessId: request.businessId,
    outlets: await listOutletsByIds(context.db, request, request.outletIds),
    range: { start: request.startTime, end: localTimeAfter(request.endTime) },
    items: { outletId: request.outletId, filters: request.itemFilters ?? {} },
    ...(request.reportFilters ? { report: request.reportFilters } : {}),
  };
  const folder = await makeExportScratch();
  try {
    try {
      const file = await writeFile(context.db, request, scope, folder);
      await context.db.transaction(async (tx) => {
        const locked = await lockExportRequest(tx, request, request.id);
        if (locked?.status !== 'IN_PROGRESS') return;
        const stored = await storeFile(tx, context.store, {
          businessId: request.businessId,
          outletId: request.outletId,
          createdBy: request.createdBy,
          filename: fileNameOf(request),
          contentType:
            request.featureName === DATA_BUNDLE_FEATURE
              ? 'application/zip'
              : CONTENT_TYPE[request.format as ExportFormat],
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
      await endWithFailure(context, request, EXPORT_FAILED_MESSAGE);
      throw error;
    }
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}
