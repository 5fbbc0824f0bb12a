import type { FastifyPluginAsync } from 'fastify';
import { registerReportingRoutes } from './reporting.routes.js';

/** The dashboard's figures: sales by outlet and over time, top items and payment methods, read through GraphQL. */
export const reportingModule: FastifyPluginAsync = async (api) => {
  registerReportingRoutes(api);
};
