import { categoryEndpoints } from '@backoffice/contracts/categories';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { createCategory } from './create-category.js';
import { deleteCategories } from './delete-categories.js';
import { getCategory } from './get-category.js';
import { listCategories } from './list-categories.js';
import { updateCategory } from './update-category.js';

const options = { tags: ['categories'], config: { access: { permission: 'library.categories' } } } as const;

export function registerCategoryRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = categoryEndpoints;

  routeEndpoint(app, endpoints.list, options, (request) =>
    listCategories(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.get, options, (request) =>
    getCategory(db(), callerOf(request), request.params.id),
  );
  routeEndpoint(app, endpoints.create, options, (request) =>
    createCategory(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.update, options, (request) =>
    updateCategory(db(), callerOf(request), request.params.id, request.body),
  );
  routeEndpoint(app, endpoints.delete, options, (request) =>
    deleteCategories(db(), callerOf(request), [request.params.id]),
  );
  routeEndpoint(app, endpoints.bulkDelete, options, (request) =>
    deleteCategories(db(), callerOf(request), request.body.ids),
  );
}
