import { modifierEndpoints } from '@backoffice/contracts/modifiers';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/tenant-scope.js';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { bulkDeleteModifiers } from './bulk-delete-modifiers.js';
import { createModifier } from './create-modifier.js';
import { deleteModifier } from './delete-modifier.js';
import { getModifier } from './get-modifier.js';
import { listModifierChoices } from './list-modifier-choices.js';
import { listModifierItemChoices } from './list-modifier-item-choices.js';
import { listModifiers } from './list-modifiers.js';
import { updateModifier } from './update-modifier.js';

const options = { tags: ['modifiers'], config: { access: { permission: 'library.modifiers' } } } as const;
/** The picker is the item panel's: it follows the Item list's permission (docs/spec-notes.md "Modifiers"). */
const pickerOptions = { tags: ['modifiers'], config: { access: { permission: 'library.items' } } } as const;

export function registerModifierRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const endpoints = modifierEndpoints;

  routeEndpoint(app, endpoints.list, options, (request) =>
    listModifiers(db(), callerOf(request), request.query),
  );
  // The set panel's item picker: the Modifiers screen's own permission (decision 0225).
  routeEndpoint(app, endpoints.itemChoices, options, (request) =>
    listModifierItemChoices(db(), callerOf(request), request.query),
  );
  routeEndpoint(app, endpoints.get, options, (request) =>
    getModifier(db(), callerOf(request), request.params.id),
  );
  routeEndpoint(app, endpoints.create, options, (request) =>
    createModifier(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.update, options, (request) =>
    updateModifier(db(), callerOf(request), request.params.id, request.body),
  );
  routeEndpoint(app, endpoints.delete, options, async (request) => {
    await deleteModifier(db(), callerOf(request), request.params.id);
    return null;
  });
  routeEndpoint(app, endpoints.bulkDelete, options, (request) =>
    bulkDeleteModifiers(db(), callerOf(request), request.body),
  );
  routeEndpoint(app, endpoints.choices, pickerOptions, (request) =>
    listModifierChoices(db(), callerOf(request), request.query),
  );
}
