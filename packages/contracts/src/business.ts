import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema } from './common/ids.js';
import { profileBusinessSchema } from './profile.js';

/**
 * GET /api/v1/businesses/{id}: the business entity of the product's entity description. It is the same entity the
 * profile embeds, so one schema serves both and they cannot drift apart.
 */
export const businessSchema = profileBusinessSchema;
export type Business = z.infer<typeof businessSchema>;

export const businessParamsSchema = z.object({ id: idParamSchema });
export type BusinessParams = z.infer<typeof businessParamsSchema>;

export const businessEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/businesses/:id',
    summary: 'The business of the signed-in user, named by its id',
    params: businessParamsSchema,
    response: businessSchema,
    errors: [400, 401, 404],
  }),
};
