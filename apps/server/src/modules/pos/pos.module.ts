import type { FastifyPluginAsync } from 'fastify';
import { registerDeviceRoutes } from './devices.routes.js';
import { registerPosOrderRoutes } from './pos-orders.routes.js';

/**
 * Cashier devices (decision 0070): pairing, renaming and revoking them, and what they call with their credential:
 * the orders they send (ingested into the orders and the daily rollup of `sales/`), their catalogue, and an order
 * read back by its uuid.
 */
export const posModule: FastifyPluginAsync = async (api) => {
  registerDeviceRoutes(api);
  registerPosOrderRoutes(api);
};
