import type { FastifyPluginAsync } from 'fastify';
import { defineIdempotencyKeyPruning } from './prune-idempotency-keys.js';
import { registerRefundRoutes } from './refunds.routes.js';

/**
 * Refunds of completed orders: the preview, the refund itself (written once per idempotency key) and the job that
 * prunes the keys once they can no longer be replayed.
 */
export const refundsModule: FastifyPluginAsync = async (api) => {
  defineIdempotencyKeyPruning(api.jobs, { db: () => api.deps.database.db });
  registerRefundRoutes(api);
};
