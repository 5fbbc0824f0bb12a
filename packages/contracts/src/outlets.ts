import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { profileOutletSchema } from './profile.js';

/**
 * GET /api/business-service/v4/businesses/outlets: the outlet entity of the product's entity description, the same
 * one the profile embeds. The spec's callers ask for one page of 99999 (every outlet at once); the page numbers
 * are kept so the call has the spec's shape.
 */
export const OUTLETS_MAX_PER_PAGE = 99_999;

export const outletSchema = profileOutletSchema;
export type Outlet = z.infer<typeof outletSchema>;

const PAGE_MESSAGE = 'Must be a whole number from 1.';
const PER_PAGE_MESSAGE = `Must be a whole number from 1 to ${OUTLETS_MAX_PER_PAGE}.`;

export const listOutletsQuerySchema = z.object({
  page: z.coerce
    .number({ message: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(1_000_000, PAGE_MESSAGE)
    .default(1),
  per_page: z.coerce
    .number({ message: PER_PAGE_MESSAGE })
    .int(PER_PAGE_MESSAGE)
    .min(1, PER_PAGE_MESSAGE)
    .max(OUTLETS_MAX_PER_PAGE, PER_PAGE_MESSAGE)
    .default(OUTLETS_MAX_PER_PAGE),
});
export type ListOutletsQuery = z.infer<typeof listOutletsQuerySchema>;

export const listOutletsResponseSchema = z.object({
  results: z.array(outletSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Outlets the caller reaches in all pages. */
  total_count: z.number().int(),
});
export type ListOutletsResponse = z.infer<typeof listOutletsResponseSchema>;

export const outletEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/business-service/v4/businesses/outlets',
    summary: 'The Outlets the signed-in user reaches, in id order, one page at a time',
    query: listOutletsQuerySchema,
    response: listOutletsResponseSchema,
    errors: [400, 401],
  }),
};
