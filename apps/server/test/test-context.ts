import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/db/database.js';
import { createIdentityFixtures, type IdentityFixtures } from './identity-fixtures.js';
import { createTestApp } from './test-app.js';
import { createTestDatabase } from './test-database.js';

export interface TestContext {
  database: DatabaseHandle;
  app: FastifyInstance;
  fx: IdentityFixtures;
}

/**
 * The setting of most API test files: a database of their own, the real app on it, and the identity fixtures (two
 * businesses, each with an owner, a manager and a role without grants).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await createTestApp(database, env);
  const fx = await createIdentityFixtures(database.db);
  return { database, app, fx };
}

/** Tolerates a setup that failed half-way, so the setup's own error is the one reported. */
export async function stopTestApp(context: Partial<Pick<TestContext, 'app' | 'database'>>): Promise<void> {
  await context.app?.close();
  await context.database?.close();
}

/**
 * The usual set-up of a describe block in one line: starts the app before its tests and stops it after them. The
 * fields of the returned context are filled once the block's first `beforeAll` has run, so read them inside
 * hooks and tests, never at the top of the block.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await startTestApp(env));
  });
  afterAll(() => stopTestApp(context));
  return context;
}
