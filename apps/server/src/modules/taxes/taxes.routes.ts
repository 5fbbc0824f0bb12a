import { taxEndpoints } from '@backoffice/contracts/taxes';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { createTax } from './create-tax.js';
import { deleteTax } from './delete-tax.js';
import { getTax } from './get-tax.js';
import { listTaxItemChoices } from './list-tax-item-choices.js';
import { listTaxes } from './list-taxes.js';
import { updateTax } from './update-tax.js';

const options = { tags: ['taxes'], config: { access: { permission: 'library.taxes' } } } as const;

export function registerTaxRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = taxEndpoints;

  routeEndpoint(app, endpoints.list, options, (request) => listTaxes(db(), callerOf(request), request.query));
  routeEndpoint(app, endpoints.itemChoices, options, (request) =>
    listTaxItemChoices(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.get, options, (request) => getTax(db(), callerOf(request), request.params.id));
  routeEndpoint(app, endpoints.create, options, (request) =>
    createTax(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.update, options, (request) =>
    updateTax(db(), callerOf(request), request.params.id, request.body),
  );
  routeEndpoint(app, endpoints.delete, options, async (request) => {
    await deleteTax(db(), callerOf(request), request.params.id);
    return null;
  });
}
