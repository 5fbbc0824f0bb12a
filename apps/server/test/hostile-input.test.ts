import { describe, expect, it } from 'vitest';
import { fuzzRoutes } from './hostile-input.js';
import { bearer, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';

/**
 * Issue 8 item 3: no client mistake is a 500. Every registered route gets a bounded set of hostile inputs (NUL in
 * text, query and cursor, ids past the integer column, wrong types, huge strings, malformed JSON), once
 * anonymously and once as an owner, and must answer below 500, in the error shape when it refuses.
 */
describe('hostile input on every route', () => {
  const context = useTestApp();

  it('never answers 5xx to an anonymous caller', async () => {
    const result = await fuzzRoutes(context.app, {});
    expect(result.problems).toEqual([]);
    expect(result.routes).toEqual(
      expect.arrayContaining([
        'POST /api/account/v2/login',
        'GET /api/inventory/v4/discounts',
        'PUT /api/library/v1/bundle-packages/:id',
        'PUT /api/promo/v1/promos/:id',
        'PUT /api/v1/taxes/:id',
        'GET /api/v1/modifiers/item-choices',
        'PUT /api/v1/modifiers/:id',
        'PUT /api/v1/gratuities/:id',
      ]),
    );
    expect(result.sent).toBeGreaterThan(200);
  }, 120_000);

  it('never answers 5xx to a signed-in owner', async () => {
    const owner = await signIn(context.app, context.fx.a.owner.email);
    const result = await fuzzRoutes(context.app, bearer(owner.access_token));
    expect(result.problems).toEqual([]);
  }, 120_000);

  it('refuses NUL in the sign-in name with 400 before counting an attempt', async () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/account/v2/login',
        payload: { login: `${context.fx.a.owner.email}\0`, password: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'body.login', message: 'Must not contain the NUL character.' }],
      });
    }
  });

  it('refuses an outlet id past the integer column with 400 naming the field', async () => {
    const owner = await signIn(context.app, context.fx.a.owner.email);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/inventory/v4/discounts?outlet=2147483648',
      headers: bearer(owner.access_token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      field: 'querystring.outlet',
      message: 'Must be a whole number from 1 to 2147483647.',
    });
  });
});
