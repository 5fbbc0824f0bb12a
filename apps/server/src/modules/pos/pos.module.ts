import type { FastifyPluginAsync } from 'fastify';
import { registerDeviceRoutes } from './devices.routes.js';

/**
 * Cashier devices: pairing, renaming and revoking them (decision 0070). The orders they send are taken by the
 * transactions module, which owns the orders and their rollups.
 */
export const posModule: FastifyPluginAsync = async (api) => {
  registerDeviceRoutes(api);
};
