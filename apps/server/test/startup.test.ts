import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

/** Starts the real entry point (`src/main.ts`) as `npm start` would, with only the given environment. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (text: string) => {
    for (let i = 0; i < 600 && !output.includes(text); i++) {
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return output;
  };
  return { child, exited, waitFor, output: () => output };
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-startup-'));
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('start-up', () => {
  it('stops on a malformed variable and names it', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: tempDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\s+PORT="eighty"/);
  });

  it('stops on an unknown value and names the variable', async () => {
    const server = startServer({ LOG_LEVEL: 'loud', DATA_DIR: tempDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('LOG_LEVEL="loud"');
  });

  it('stops with the reason when PostgreSQL cannot be reached', async () => {
    const server = startServer({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /Cannot start the back office: Cannot connect to PostgreSQL: .*ECONNREFUSED/,
    );
  });

  it('stops with the reason when the database cannot be migrated, and leaves it as it was', async () => {
    const dataDir = tempDir();
    // A folder holding a database whose tables clash with the schema: the first migration cannot apply.
    const foreign = await PGlite.create(path.join(dataDir, 'pgdata'));
    await foreign.exec('create table outlets (id text primary key, owner text)');
    await foreign.close();

    const server = startServer({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /Cannot start the back office: the database could not be migrated: .*outlets/s,
    );

    const after = await PGlite.create(path.join(dataDir, 'pgdata'));
    const tables = await after.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );
    await after.close();
    expect(tables.rows.map((row) => row.name)).toEqual(['outlets']);
  });

  it('refuses a second process on the same embedded data folder', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, DEMO_DATA: 'off', PORT: '0', HOST: '127.0.0.1' };
    const first = startServer(env);
    expect(await first.waitFor('Back office running')).toContain('Back office running');

    const second = startServer(env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data folder ${dataDir} is already in use by another process (pid ${first.child.pid})`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // The lock goes with the process: the folder opens again afterwards.
    const third = startServer(env);
    expect(await third.waitFor('Back office running')).toContain('Back office running');
    third.child.kill('SIGTERM');
    await third.exited;
  });
});
