import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/db/database.js';
import { createIdentityFixtures, type IdentityFixtures } from './identity-fixtures.js';
import { createTestApp } from './test-app.js';
import { createTestDatabase } from './test-database.js';

export interface TestDatabaseContext {
  database: DatabaseHandle;
  fx: IdentityFixtures;
}

export interface TestContext extends TestDatabaseContext {
  app: FastifyInstance;
}

export interface TestAppOptions {
  /**
   * Environment on top of the test defaults. A function is called when the app starts, after the block's earlier
   * hooks, for values known only then (a port, a built folder).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** The app's clock, for tests of what happens on a given day. */
  clock?: () => Date;
}

/**
 * The setting of most API test files: a database of their own, the real app on it, and the identity fixtures (two
 * businesses, each with an owner, a manager and a role without grants).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  try {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    const app = await createTestApp(database, env, { clock: options.clock });
    const fx = await createIdentityFixtures(database.db);
    return { database, app, fx };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Tolerates a setup that failed half-way, so the setup's own error is the one reported. */
export async function stopTestApp(context: Partial<Pick<TestContext, 'app' | 'database'>>): Promise<void> {
  await context.app?.close();
  await context.database?.close();
}

/**
 * The usual set-up of a describe block in one line: starts the app before its tests and stops it after them. The
 * fields of the returned context are filled once the block's `beforeAll` has run, so read them inside hooks and
 * tests, never at the top of the block; a `beforeAll` written after this call runs after the app has started.
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await startTestApp(options));
  });
  afterAll(() => stopTestApp(context));
  return context;
}

/**
 * For blocks that test SQL and the schema, or start apps of their own (several, or one per test): a database of
 * their own with the identity fixtures, and no app.
 */
export function useTestDatabase(): TestDatabaseContext {
  const context = {} as TestDatabaseContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.fx = await createIdentityFixtures(context.database.db);
  });
  afterAll(() => context.database?.close());
  return context;
}
