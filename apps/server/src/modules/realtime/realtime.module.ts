import type { FastifyPluginAsync } from 'fastify';
import { registerRealtimeRoutes } from './realtime.routes.js';

export const realtimeModule: FastifyPluginAsync = async (api) => {
  // Open streams end when the server closes; otherwise closing would wait for every browser to hang up.
  let signalClosing = () => {};
  const closing = new Promise<void>((resolve) => (signalClosing = resolve));
  api.addHook('preClose', async () => signalClosing());
  registerRealtimeRoutes(api, closing);
};
