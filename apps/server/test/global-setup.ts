import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { syncPermissionCatalogue } from '../src/platform/permissions/permission-catalogue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the data folder of a migrated PGlite, which each test file loads into a database of its own. */
    pgliteImage: string;
    /** PostgreSQL database, migrated once per run, that each test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Migrating costs every test file seconds (PGlite also runs initdb on each new instance), so the run migrates
 * once: into a PGlite whose data folder is dumped to a file, or into a PostgreSQL template database. The image is
 * built from the migrations in the tree at every run, never kept between runs, so a new migration is always in it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB === 'postgres') return buildPostgresTemplate(project);
  return buildPgliteImage(project);
}

async function buildPgliteImage(project: TestProject): Promise<() => Promise<void>> {
  const handle = await openDatabase({ kind: 'pglite-memory' });
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-test-image-'));
  try {
    await handle.migrate();
    await syncPermissionCatalogue(handle.db);
    const image = await handle.pglite!.dumpDataDir('none');
    const file = path.join(folder, 'pgdata.tar');
    await fs.writeFile(file, Buffer.from(await image.arrayBuffer()));
    project.provide('pgliteImage', file);
  } catch (error) {
    await fs.rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    await handle.close();
  }
  return () => fs.rm(folder, { recursive: true, force: true });
}

async function buildPostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL pointing at a PostgreSQL server');
  const name = `bo_test_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    // One connection: when it is closed, nothing holds the template open and copies of it can be made.
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      await handle.migrate();
      await syncPermissionCatalogue(handle.db);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await onServer(serverUrl, (admin) => admin.query(`drop database if exists ${name}`));
    throw error;
  }
  project.provide('postgresTemplate', name);
  return async () => {
    await onServer(serverUrl, (admin) => admin.query(`drop database if exists ${name}`));
  };
}

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
