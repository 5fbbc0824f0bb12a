import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { demoBusinesses } from '../src/demo/demo-businesses.js';

const serverDir = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

/** Starts the real entry point (`src/main.ts`) as `npm start` would, with only the given environment. */
function startServer(env: Record<string, string>, entry = 'src/main.ts', args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Polls the output (no fixed wait); gives up after 3 minutes, a whole seed on a loaded 2-core machine.
  const waitFor = async (text: string) => {
    for (let i = 0; i < 1800 && !output.includes(text); i++) {
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return output;
  };
  return { child, exited, waitFor, output: () => output };
}

/** A port nothing listens on now, for a server whose address the test must know. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
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

  it('tells an operator command beside the server on the embedded database to stop the server first', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, DEMO_DATA: 'off', PORT: '0', HOST: '127.0.0.1' };
    const server = startServer(env);
    expect(await server.waitFor('Back office running')).toContain('Back office running');

    const qris = startServer(env, 'src/qris-cli.ts', ['list', 'Kopi Nusantara']);
    expect(await qris.exited).toBe(1);
    expect(qris.output()).toContain('stop the server, run the command, then start the server again');
    const worker = startServer(env, 'src/worker.ts');
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('A worker beside a running server needs DATABASE_URL');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Three processes start one after another on a loaded 2-core machine.
  }, 180_000);

  it('refuses WORKERS=off on the embedded database, whose jobs no worker could reach', async () => {
    const server = startServer({ DATA_DIR: tempDir(), DEMO_DATA: 'off', PORT: '0', WORKERS: 'off' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('WORKERS=off needs DATABASE_URL');
  });

  it('lets exactly one of several processes started at once take the data folder, stale lock or not', async () => {
    const dataDir = tempDir();
    // The lock of a server that was killed: every starter finds it stale and tries to take over at once.
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(dead.pid));
    const env = { DATA_DIR: dataDir, DEMO_DATA: 'off', PORT: '0', HOST: '127.0.0.1' };
    const servers = Array.from({ length: 4 }, () => startServer(env));
    const outcomes = await Promise.all(
      servers.map(async (server) => {
        const output = await server.waitFor('Back office running');
        return output.includes('Back office running') ? 'running' : 'refused';
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'running')).toHaveLength(1);
    for (const [index, server] of servers.entries()) {
      if (outcomes[index] === 'refused') {
        expect(await server.exited).toBe(1);
        expect(server.output()).toContain(`The data folder ${dataDir} is already in use by another process`);
      } else {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      }
    }
  });

  it('takes over a lock whose pid now belongs to another process', async () => {
    const dataDir = tempDir();
    // The lock of a server that died, whose pid was since handed to a live process (this test's own).
    fs.writeFileSync(
      path.join(dataDir, 'server.lock'),
      `${process.pid} 1 0b5e55ed-dead-4bad-8bad-c0ffee000000`,
    );
    const server = startServer({ DATA_DIR: dataDir, DEMO_DATA: 'off', PORT: '0', HOST: '127.0.0.1' });
    expect(await server.waitFor('Back office running')).toContain('Back office running');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('leaves no trace of a demo seed killed part-way, and seeds completely on the next start', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      DEMO_DATA: 'auto',
      SEED_DAYS: '30',
      PORT: String(port),
      HOST: '127.0.0.1',
    };
    const first = startServer(env);
    // Printed inside the seed's transaction, once the first business is written.
    expect(await first.waitFor('Kopi Nusantara (owner@demo.test)')).toContain(
      'Kopi Nusantara (owner@demo.test)',
    );
    first.child.kill('SIGKILL');
    await first.exited;

    const counts = async () => {
      const db = await PGlite.create(path.join(dataDir, 'pgdata'));
      try {
        const result = await db.query<{ businesses: number; users: number; orders: number }>(
          'select (select count(*)::int from businesses) as businesses, (select count(*)::int from users) as users, ' +
            '(select count(*)::int from orders) as orders',
        );
        return result.rows[0]!;
      } finally {
        await db.close();
      }
    };
    expect(await counts()).toEqual({ businesses: 0, users: 0, orders: 0 });

    const second = startServer(env);
    const output = await second.waitFor('Back office running');
    expect(output).toContain('demo data created');
    // It answers before the main business's older days are written (decision 0136), and writes them afterwards.
    expect(output).not.toContain('Older demo history ready');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await second.waitFor('Older demo history ready')).toContain('Older demo history ready');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const after = await counts();
    expect(after.businesses).toBe(demoBusinesses.length);
    expect(after.users).toBeGreaterThanOrEqual(7);
    expect(after.orders).toBeGreaterThan(0);
    // Two real starts, one of them a whole 30-day seed and its older days: more than the default minute on a loaded
    // 2-core machine.
  }, 420_000);
});
