import { ITEM_IMPORT_TOPIC } from '@backoffice/contracts/item-import';
import type { FastifyPluginAsync } from 'fastify';
import type { ItemImportJobData } from './confirm-item-import.js';
import { registerItemImportRoutes } from './item-import.routes.js';
import { runItemImport } from './run-item-import.js';

export const ITEM_IMPORT_JOB = 'item-import-write';

/** Spreadsheet import of items (decision 0180): its routes, its job and its realtime topic. */
export const itemImportModule: FastifyPluginAsync = async (api) => {
  const { deps } = api;
  const now = deps.clock ?? (() => new Date());
  // An import concerns the whole catalogue, not an outlet: whoever may import hears its progress.
  api.realtime.defineTopic(ITEM_IMPORT_TOPIC, { permission: 'library.items' });
  const job = api.jobs.define<ItemImportJobData>({
    name: ITEM_IMPORT_JOB,
    retry: { limit: 2, delaySeconds: 5, backoff: true },
    expireInSeconds: 15 * 60,
    pollingIntervalSeconds: 1,
    run: (data) =>
      runItemImport(
        {
          db: deps.database.db,
          realtime: api.realtime,
          now,
          progressBesideTransaction: deps.database.pglite === undefined,
        },
        data,
      ),
  });
  registerItemImportRoutes(api, job);
};
