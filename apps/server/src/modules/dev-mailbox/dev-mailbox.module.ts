import type { FastifyPluginAsync } from 'fastify';
import { registerDevMailboxRoutes } from './dev-mailbox.routes.js';

/** Outside production only (app.ts): the mailbox reads mail that was not sent. */
export const devMailboxModule: FastifyPluginAsync = async (api) => {
  registerDevMailboxRoutes(api);
};
