import {
  ITEM_IMPORT_EVENT,
  ITEM_IMPORT_TOPIC,
  type ItemImportStatus,
} from '@backoffice/contracts/item-import';
import type { Database, Queryable } from '../../db/database.js';
import type { StoredImportProblem } from '../../db/schema/index.js';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import { checkImportRows, wantedKeys } from './check-import-rows.js';
import type { ItemImportJobData } from './confirm-item-import.js';
import { findImportCatalogue, listImportOutlets } from './import-catalogue.repository.js';
import { findItemImport, moveItemImport, type ItemImportRow } from './item-imports.repository.js';
import { writeImportRows } from './write-import-rows.js';

export interface ItemImportContext {
  db: Database;
  realtime: RealtimeHub;
  now: () => Date;
  /**
   * Whether progress may be announced beside the run's open transaction. PostgreSQL: yes, on another connection.
   * The embedded database runs one transaction at a time, so there the run announces only its start and its end.
   */
  progressBesideTransaction: boolean;
}

/** The rows the catalogue refuses now that it accepted at the preview: the run ends FAILURE with them. */
class RefusedNow extends Error {
  constructor(readonly problems: StoredImportProblem[]) {
    super('rows refused at the run');
  }
}

async function announce(
  context: ItemImportContext,
  db: Queryable,
  row: Pick<ItemImportRow, 'businessId' | 'id' | 'totalRows'>,
  status: ItemImportStatus,
  processed: number,
) {
  await context.realtime.publish(
    {
      businessId: row.businessId,
      topic: ITEM_IMPORT_TOPIC,
      type: ITEM_IMPORT_EVENT,
      data: { id: row.id, status, processed_rows: processed, total_rows: row.totalRows },
    },
    { in: db },
  );
}

/**
 * The import job (decision 0180): marks the import RUNNING, then in one transaction locks it, checks its rows again
 * against the catalogue as it is now and writes them all, and marks it SUCCESS; any refusal or error leaves the
 * catalogue as it was and marks it FAILURE. A second delivery of the job finds it finished and does nothing.
 */
export async function runItemImport(context: ItemImportContext, data: ItemImportJobData): Promise<void> {
  const business = { businessId: data.businessId };
  const started = await moveItemImport(context.db, business, data.importId, ['QUEUED'], {
    status: 'RUNNING',
  });
  if (started) await announce(context, context.db, started, 'RUNNING', 0);
  try {
    await context.db.transaction(async (tx) => {
      const row = await findItemImport(tx, business, data.importId, { forUpdate: true });
      if (row?.status !== 'RUNNING') return;
      const catalogue = await findImportCatalogue(tx, business, wantedKeys(row.rows));
      const checked = checkImportRows(row.rows, catalogue);
      if (checked.problems.length > 0) throw new RefusedNow(checked.problems);
      const reach = (await listImportOutlets(tx, business, row.outletIds)).map((outlet) => outlet.id);
      await writeImportRows(tx, business, row.rows, catalogue, reach, async (written) => {
        if (context.progressBesideTransaction && written < row.totalRows) {
          await announce(context, context.db, row, 'RUNNING', written);
        }
      });
      await moveItemImport(tx, business, row.id, ['RUNNING'], {
        status: 'SUCCESS',
        processedRows: row.rows.length,
        newItems: checked.newItems,
        updatedItems: checked.updatedItems,
        newCategories: checked.newCategories,
        completedAt: context.now(),
      });
      await announce(context, tx, row, 'SUCCESS', row.rows.length);
    });
  } catch (error) {
    const refused = error instanceof RefusedNow ? error.problems : [];
    await context.db.transaction(async (tx) => {
      const failed = await moveItemImport(tx, business, data.importId, ['QUEUED', 'RUNNING'], {
        status: 'FAILURE',
        errorKey: refused.length > 0 ? 'itemImport.catalogueChanged' : 'itemImport.importFailed',
        ...(refused.length > 0
          ? { problems: refused, refusedRows: new Set(refused.map((entry) => entry.row)).size }
          : {}),
        completedAt: context.now(),
      });
      if (failed) await announce(context, tx, failed, 'FAILURE', 0);
    });
    if (!(error instanceof RefusedNow)) throw error;
  }
}
