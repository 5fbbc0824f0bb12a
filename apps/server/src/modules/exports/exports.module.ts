import type { FastifyPluginAsync } from 'fastify';
import { ageOutExports } from './age-out-exports.js';
import { exportTopicPermission } from './export-access.js';
import { removeDeadScratch } from './export-scratch.js';
import { requeueStalledExports } from './requeue-stalled-exports.js';
import { registerExportRoutes } from './exports.routes.js';
import type { ExportJobData } from './request-export.js';
import { writeExport } from './write-export.js';

export const EXPORT_JOB = 'export-write';
export const EXPORT_AGE_OUT_JOB = 'export-age-out';
/** How often a worker looks for exports whose run stopped beating (decision 0060). */
const EXPORT_SWEEP_SECONDS = 10;

/**
 * Exports of the success tab (decision 0060). An attempt that outlives `EXPORT_EXPIRE_SECONDS` (a worker killed
 * mid-export) counts as failed and is picked up again by any worker; the environment may shorten it for the test
 * that kills one.
 */
export const exportsModule: FastifyPluginAsync = async (api) => {
  const { deps } = api;
  const now = deps.clock ?? (() => new Date());
  const expireInSeconds = deps.config.EXPORT_EXPIRE_SECONDS;
  // Topics are `export:<feature_name>`: one kind, keyed by the feature.
  // An export is announced only to those who reach every outlet it covers (issue 27), like its status and file.
  api.realtime.defineTopic('export', {
    permission: exportTopicPermission,
    outletsOf: (data) => (Array.isArray(data.outlet_ids) ? (data.outlet_ids as number[]) : null),
  });
  const job = api.jobs.define<ExportJobData>({
    name: EXPORT_JOB,
    retry: { limit: 3, delaySeconds: 5, backoff: true },
    expireInSeconds,
    pollingIntervalSeconds: 1,
    run: (data) =>
      writeExport({ db: deps.database.db, store: api.fileStore, realtime: api.realtime, now }, data),
  });
  api.jobs.define<{ run: true }>({
    name: EXPORT_AGE_OUT_JOB,
    schedule: { cron: '17 3 * * *', data: { run: true } },
    run: async (_data, { log }) => {
      const removed = await ageOutExports(deps.database.db, api.fileStore, now());
      log.info({ removed }, 'export files aged out');
    },
  });
  registerExportRoutes(api, job);

  // Processes that work jobs watch for exports whose run died, and clear what dead processes left on disk.
  if (deps.config.WORKERS === 'on') {
    let watch: NodeJS.Timeout | undefined;
    api.addHook('onReady', async () => {
      const removed = await removeDeadScratch();
      if (removed > 0) api.log.info({ removed }, 'scratch folders of dead processes removed');
      watch = setInterval(() => {
        requeueStalledExports(deps.database.db, job, now()).then(
          (requeued) => requeued > 0 && api.log.warn({ requeued }, 'stalled exports queued again'),
          (error: unknown) => api.log.error({ err: error }, 'stalled export sweep failed'),
        );
      }, EXPORT_SWEEP_SECONDS * 1000);
      watch.unref();
    });
    api.addHook('onClose', async () => clearInterval(watch));
  }
};
