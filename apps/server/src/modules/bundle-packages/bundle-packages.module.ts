import type { FastifyPluginAsync } from 'fastify';
import { registerBundleRoutes } from './bundles.routes.js';

/** Everything the bundle-package module brings to the app: its routes. */
export const bundlePackagesModule: FastifyPluginAsync = async (api) => {
  registerBundleRoutes(api);
};
