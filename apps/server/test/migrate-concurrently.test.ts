import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../src/db/database.js';
import { createTestApp } from './test-app.js';
import { testDatabaseKind } from './test-database.js';

const INSTANCES = 5;

/**
 * Several instances starting at once against one empty database (a deploy of a scaled service): each migrates at
 * start-up. On PostgreSQL every instance has its own connection pool; the embedded database belongs to one
 * process, so there the calls come from one handle.
 */
describe('several instances starting at once on one new database', () => {
  const handles: DatabaseHandle[] = [];
  let dropDatabase = async () => {};

  beforeAll(async () => {
    if (testDatabaseKind === 'pglite') {
      const handle = await openDatabase({ kind: 'pglite-memory' });
      handles.push(...Array.from({ length: INSTANCES }, () => handle));
      return;
    }
    const serverUrl = process.env.DATABASE_URL!;
    const name = `bo_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    for (let i = 0; i < INSTANCES; i++) {
      handles.push(await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }));
    }
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  });

  const apps: FastifyInstance[] = [];

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of new Set(handles)) await handle.close();
    await dropDatabase();
  });

  it('all succeed and each migration is applied once', async () => {
    const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(
      Array.from({ length: INSTANCES }, () => 'ok'),
    );

    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const applied = await handles[0]!.executeSql('select hash from drizzle.__drizzle_migrations');
    expect(applied.rows).toHaveLength(journal.entries.length);
    // The schema is usable from every instance.
    for (const handle of handles) {
      const tables = await handle.executeSql(`select count(*)::int as n from users`);
      expect(tables.rows[0]).toEqual({ n: 0 });
    }
  });

  it('all become ready (catalogue, flags and job queues set up once)', async () => {
    const started = await Promise.allSettled(handles.map((handle) => createTestApp(handle)));
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(
      Array.from({ length: INSTANCES }, () => 'ok'),
    );
    for (const app of apps) {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    }
  });
});
