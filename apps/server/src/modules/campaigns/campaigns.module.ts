import type { FastifyPluginAsync } from 'fastify';
import { CAMPAIGN_TOPIC } from './campaign-rules.js';
import { registerCampaignRoutes } from './campaigns.routes.js';

/** Campaign routes, and the realtime topic the outlets' displays listen to (decision 0091). */
export const campaignsModule: FastifyPluginAsync = async (api) => {
  api.realtime.defineTopic(CAMPAIGN_TOPIC, { permission: 'customer_display.campaign' });
  registerCampaignRoutes(api);
};
