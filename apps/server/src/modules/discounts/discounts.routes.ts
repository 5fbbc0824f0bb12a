import { errorResponseSchema } from '@backoffice/contracts/common/errors';
import {
  createDiscountRequestSchema,
  deleteDiscountRequestSchema,
  discountLookupQuerySchema,
  discountOutletsResponseSchema,
  discountSchema,
  listDiscountsQuerySchema,
  listDiscountsResponseSchema,
  updateDiscountRequestSchema,
} from '@backoffice/contracts/discounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { createDiscount } from './create-discount.js';
import { deleteDiscount } from './delete-discount.js';
import { getDiscount } from './get-discount.js';
import { listDiscountOutlets } from './list-discount-outlets.js';
import { listDiscounts } from './list-discounts.js';
import { updateDiscount } from './update-discount.js';

const tags = ['discounts'];
// Spec campaigns-discounts… §7: the list is v4, everything else v3 (paths in docs/spec-notes.md).
const LIST_PATH = '/inventory/v4/discounts';
const BASE_PATH = '/inventory/v3/discounts';
const config = { access: { permission: 'library.discounts' } } as const;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};
const lookupErrors = { ...errors, 404: errorResponseSchema };
const writeErrors = { ...lookupErrors, 409: errorResponseSchema };

export function registerDiscountRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    LIST_PATH,
    {
      schema: {
        tags,
        summary: 'Discounts of the Business in name order, one page at a time',
        querystring: listDiscountsQuerySchema,
        response: { 200: listDiscountsResponseSchema, ...errors },
      },
      config,
    },
    (request) => listDiscounts(db(), callerOf(request), request.query),
  );

  app.get(
    `${BASE_PATH}/detail`,
    {
      schema: {
        tags,
        summary: 'One Discount, named by name, type and amount',
        querystring: discountLookupQuerySchema,
        response: { 200: discountSchema, ...lookupErrors },
      },
      config,
    },
    (request) =>
      getDiscount(db(), callerOf(request), { ...request.query, amount: request.query.amount ?? null }),
  );

  app.get(
    `${BASE_PATH}/outlets`,
    {
      schema: {
        tags,
        summary: 'The Outlets a Discount is assigned to',
        querystring: discountLookupQuerySchema,
        response: { 200: discountOutletsResponseSchema, ...lookupErrors },
      },
      config,
    },
    (request) =>
      listDiscountOutlets(db(), callerOf(request), {
        ...request.query,
        amount: request.query.amount ?? null,
      }),
  );

  app.post(
    BASE_PATH,
    {
      schema: {
        tags,
        summary: 'Create a Discount',
        body: createDiscountRequestSchema,
        response: { 201: discountSchema, ...errors, 409: errorResponseSchema },
      },
      config,
    },
    async (request, reply) =>
      reply.status(201).send(await createDiscount(db(), callerOf(request), request.body)),
  );

  app.put(
    BASE_PATH,
    {
      schema: {
        tags,
        summary: 'Edit a Discount named by its original name, type and amount',
        body: updateDiscountRequestSchema,
        response: { 200: discountSchema, ...writeErrors },
      },
      config,
    },
    (request) => updateDiscount(db(), callerOf(request), request.body),
  );

  app.delete(
    BASE_PATH,
    {
      schema: {
        tags,
        summary: 'Delete a Discount named by its name, type and amount',
        body: deleteDiscountRequestSchema,
        response: { 204: z.null().describe('Deleted'), ...lookupErrors },
      },
      config,
    },
    async (request, reply) => {
      await deleteDiscount(db(), callerOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
}
