import { campaignEndpoints } from '@backoffice/contracts/campaigns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { requestOrigin } from '../../platform/http/request-origin.js';
import type { CampaignContext } from './campaign-rules.js';
import { createCampaign } from './create-campaign.js';
import { deleteCampaign } from './delete-campaign.js';
import { getDisplayCampaigns } from './get-display-campaigns.js';
import { listCampaigns } from './list-campaigns.js';
import { setCampaignStatus } from './set-campaign-status.js';
import { updateCampaign } from './update-campaign.js';

const tags = ['campaigns'];
const access = { permission: 'customer_display.campaign' } as const;
const options = { tags, config: { access } } as const;

export function registerCampaignRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const context = (request: FastifyRequest): CampaignContext => ({
    db: deps.database.db,
    realtime: app.realtime,
    store: app.fileStore,
    origin: requestOrigin(request, deps.config.PUBLIC_URL),
    now: deps.clock ?? (() => new Date()),
  });
  const endpoints = campaignEndpoints;

  routeEndpoint(app, endpoints.list, options, (request) =>
    listCampaigns(context(request), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.create, options, (request) =>
    createCampaign(context(request), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.update, options, (request) =>
    updateCampaign(context(request), callerOf(request), request.params.campaignId, request.body),
  );
  routeEndpoint(app, endpoints.delete, options, async (request) => {
    await deleteCampaign(context(request), callerOf(request), request.params.campaignId);
    return null;
  });
  routeEndpoint(app, endpoints.status, options, (request) =>
    setCampaignStatus(context(request), callerOf(request), request.params.campaignId, request.body.is_active),
  );
  routeEndpoint(app, endpoints.display, options, (request) =>
    getDisplayCampaigns(context(request), callerOf(request), request.params.outlet),
  );
}
