import { itemEndpoints } from '@backoffice/contracts/items';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { requestOrigin } from '../../platform/http/request-origin.js';
import { bulkDeleteItems } from './bulk-delete-items.js';
import { bulkMoveItems } from './bulk-move-items.js';
import { bulkSetItemOutlets } from './bulk-set-item-outlets.js';
import { createItem } from './create-item.js';
import { deleteItem } from './delete-item.js';
import { getItem } from './get-item.js';
import type { ItemContext } from './item-rules.js';
import { listItemChoices } from './list-item-choices.js';
import { listItems } from './list-items.js';
import { updateItem } from './update-item.js';
import { validateItem } from './validate-item.js';

const options = { tags: ['items'], config: { access: { permission: 'library.items' } } } as const;

export function registerItemRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const db = () => deps.database.db;
  const context = (request: FastifyRequest): ItemContext => ({
    db: db(),
    origin: requestOrigin(request, deps.config.PUBLIC_URL),
  });
  const endpoints = itemEndpoints;

  routeEndpoint(app, endpoints.list, options, (request) =>
    listItems(context(request), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.choices, options, (request) => listItemChoices(db(), callerOf(request)));
  routeEndpoint(app, endpoints.get, options, (request) =>
    getItem(context(request), callerOf(request), request.params.id),
  );
  routeEndpoint(app, endpoints.create, options, (request) =>
    createItem(context(request), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.validateCreate, options, (request) =>
    validateItem(context(request), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.update, options, (request) =>
    updateItem(context(request), callerOf(request), request.params.id, request.body),
  );
  routeEndpoint(app, endpoints.delete, options, async (request) => {
    await deleteItem(db(), callerOf(request), request.params.id);
    return null;
  });
  routeEndpoint(app, endpoints.bulkDelete, options, (request) =>
    bulkDeleteItems(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.bulkMove, options, (request) =>
    bulkMoveItems(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.bulkOutlets, options, (request) =>
    bulkSetItemOutlets(db(), callerOf(request), request.body),
  );
}
