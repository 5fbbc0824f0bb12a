import { businessParamsSchema, businessSchema } from '@backoffice/contracts/business';
import {
  businessSettingsSchema,
  updateBusinessSettingsRequestSchema,
} from '@backoffice/contracts/business-settings';
import { errorResponseSchema } from '@backoffice/contracts/common/errors';
import { listOutletsQuerySchema, listOutletsResponseSchema } from '@backoffice/contracts/outlets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { getBusinessSettings } from './get-business-settings.js';
import { getBusiness } from './get-business.js';
import { listOutlets } from './list-outlets.js';
import { updateBusinessSettings } from './update-business-settings.js';

const tags = ['business'];
// Spec shell-access-billing §7: the shared calls every screen reads, on the spec's paths.
const BUSINESS_PATH = '/v1/businesses/:id';
const SETTINGS_PATH = '/business-service/v3/businesses/settings';
const OUTLETS_PATH = '/business-service/v4/businesses/outlets';

const readErrors = { 400: errorResponseSchema, 401: errorResponseSchema };
const anyUser = { access: 'authenticated' } as const;

export function registerBusinessRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    BUSINESS_PATH,
    {
      schema: {
        tags,
        summary: 'The business of the signed-in user, named by its id',
        params: businessParamsSchema,
        response: { 200: businessSchema, ...readErrors, 404: errorResponseSchema },
      },
      config: {
        ...anyUser,
        sweep: { foreignRequest: async ({ businessId }) => ({ params: { id: String(businessId) } }) },
      },
    },
    (request) => getBusiness(db(), callerOf(request), request.params.id),
  );

  app.get(
    SETTINGS_PATH,
    {
      schema: {
        tags,
        summary: 'The settings of the business of the signed-in user',
        response: { 200: businessSettingsSchema, 401: errorResponseSchema },
      },
      config: anyUser,
    },
    (request) => getBusinessSettings(db(), callerOf(request)),
  );

  app.put(
    SETTINGS_PATH,
    {
      schema: {
        tags,
        summary: 'Replace the settings of the business (owner only)',
        body: updateBusinessSettingsRequestSchema,
        response: { 200: businessSettingsSchema, ...readErrors, 403: errorResponseSchema },
      },
      // Spec §6: settings are level-1 entries; "Owner Access" is the catalogue's owner-only endpoint grant.
      config: { access: { permission: 'endpoint.owner_access' } },
    },
    (request) => updateBusinessSettings(db(), callerOf(request), request.body),
  );

  app.get(
    OUTLETS_PATH,
    {
      schema: {
        tags,
        summary: 'The Outlets the signed-in user reaches, in id order, one page at a time',
        querystring: listOutletsQuerySchema,
        response: { 200: listOutletsResponseSchema, ...readErrors },
      },
      config: anyUser,
    },
    (request) => listOutlets(db(), callerOf(request), request.query),
  );
}
