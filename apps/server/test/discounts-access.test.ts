import { and, eq } from 'drizzle-orm';
import { discountEndpoints } from '@backoffice/contracts/discounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { rolePermissions } from '../src/db/schema/index.js';
import { discountRequests, errorOf } from './discount-requests.js';
import { type IdentityFixtures, signIn } from './identity-fixtures.js';
import { startTestApp, stopTestApp } from './test-context.js';

/** Beyond the route sweep's 401/403: a manager holds the permission by default and loses it with the grant. */
describe('discount library: access and documentation', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fx: IdentityFixtures;
  let api: ReturnType<typeof discountRequests>;
  let owner: string;
  let manager: string;

  beforeAll(async () => {
    ({ database, app, fx } = await startTestApp());
    api = discountRequests(app);
    owner = (await signIn(app, fx.a.owner.email)).access_token;
    manager = (await signIn(app, fx.a.manager.email)).access_token;
    const created = await api.create(manager, {
      name: 'Diskon Member',
      type: 'percentage',
      amount: 10,
      outlet_ids: fx.a.outletIds,
    });
    if (created.statusCode !== 201) throw new Error(created.body);
  });
  afterAll(() => stopTestApp({ app, database }));

  it('needs the Discounts permission: a manager loses access when the grant is revoked', async () => {
    const key = { name: 'Diskon Member', type: 'percentage', amount: 10 };
    expect((await api.list(manager)).statusCode).toBe(200);
    await database.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.businessId, fx.a.id),
          eq(rolePermissions.roleId, fx.a.manager.roleId),
          eq(rolePermissions.permissionKey, 'library.discounts'),
        ),
      );
    const responses = [
      await api.list(manager),
      await api.get(manager, key),
      await api.outlets(manager, key),
      await api.create(manager, { name: 'X', type: 'cash', amount: 1, outlet_ids: [fx.a.outletIds[0]] }),
      await api.update(manager, { original_name: 'Diskon Member' }),
      await api.remove(manager, key),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    expect((await api.get(owner, key)).statusCode).toBe(200);
  });

  it('documents the endpoints in the OpenAPI description', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const documented = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(documented['/api/inventory/v4/discounts'] ?? {})).toEqual(['get']);
    expect(Object.keys(documented['/api/inventory/v3/discounts'] ?? {}).sort()).toEqual([
      'delete',
      'post',
      'put',
    ]);
    expect(documented['/api/inventory/v3/discounts/detail']).toBeDefined();
    expect(documented['/api/inventory/v3/discounts/outlets']).toBeDefined();
  });

  it('serves and documents each endpoint of the contract with its success and error statuses', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json<{ paths: Record<string, Record<string, { responses: object }>> }>().paths;
    for (const endpoint of Object.values(discountEndpoints)) {
      const operation = paths[`/api${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(
        [endpoint.status ?? 200, ...endpoint.errors].map(String).sort(),
      );
    }
  });

  it('sends the key of every contract message with the error, beside the verbatim English', async () => {
    const response = await api.create(owner, { name: '  ', type: 'cash', amount: 0, outlet_ids: [] });
    expect(response.statusCode).toBe(400);
    const body = errorOf(response);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.name', message: '*Discount name is required', key: 'discounts.nameRequired' },
        { field: 'body.outlet_ids', message: '*Assign at least one outlet', key: 'discounts.outletRequired' },
      ]),
    );
  });
});
