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
