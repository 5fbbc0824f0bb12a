import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountRequests } from './discount-requests.js';
import { limitToOutlets, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import { testDatabaseKind } from './test-database.js';
import { transactionRequests } from './transaction-fixtures.js';

/**
 * A list is one round trip of its own, its outlets included (issue 28, decision 0140): with the caller cached, a
 * list request sends the list's statement and, on PostgreSQL, the one-row read that confirms the cached caller —
 * nothing else. Statements are counted at the driver while the request runs (the job queue's own are left out).
 */
const day = { start_time: '2024-02-01T00:00:00', end_time: '2024-02-01T23:59:59' };

describe('lists in one round trip', () => {
  const context = useTestApp({ env: { WORKERS: 'off' } });
  const statements: string[] = [];
  let counting = false;
  const restore: (() => void)[] = [];

  beforeAll(() => {
    const watch = <T extends object>(prototype: T, method: keyof T & string) => {
      const original = prototype[method] as (...args: unknown[]) => unknown;
      (prototype as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        const first = args[0] as string | { text?: string };
        const text = typeof first === 'string' ? first : (first?.text ?? '');
        if (counting && !text.includes('pgboss')) statements.push(text);
        return original.apply(this, args);
      };
      restore.push(() => ((prototype as Record<string, unknown>)[method] = original));
    };
    if (testDatabaseKind === 'postgres') watch(pg.Client.prototype, 'query');
    else watch(PGlite.prototype, 'query');
  });
  afterAll(() => restore.forEach((undo) => undo()));

  async function statementsOf(request: () => Promise<{ statusCode: number }>): Promise<number> {
    expect((await request()).statusCode).toBe(200);
    statements.length = 0;
    counting = true;
    try {
      expect((await request()).statusCode).toBe(200);
    } finally {
      counting = false;
    }
    return statements.length;
  }
  const expected = testDatabaseKind === 'postgres' ? 2 : 1;

  it('the transactions list, for every outlet and for some', async () => {
    const owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    const api = transactionRequests(context.app);
    expect(await statementsOf(() => api.orders(owner, day))).toBe(expected);
    const outletIds = context.fx.a.outletIds.map(String);
    expect(await statementsOf(() => api.orders(owner, { ...day, outlet_ids: outletIds }))).toBe(expected);
  });

  it('the discount library, also for a person limited to some outlets', async () => {
    const { b } = context.fx;
    const owner = (await signIn(context.app, b.owner.email)).access_token;
    const api = discountRequests(context.app);
    expect(
      (await api.create(owner, { name: 'Promo', type: 'percentage', amount: 10, outlet_ids: b.outletIds }))
        .statusCode,
    ).toBe(201);
    expect(await statementsOf(() => api.list(owner))).toBe(expected);
    await limitToOutlets(context.database.db, b.id, b.manager.id, b.outletIds.slice(0, 1));
    const manager = (await signIn(context.app, b.manager.email)).access_token;
    expect(await statementsOf(() => api.list(manager))).toBe(expected);
  });
});
