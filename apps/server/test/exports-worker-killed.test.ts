import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './identity-fixtures.js';
import { TEST_JWT_SECRET } from './test-app.js';
import { readSheetRows } from './read-sheet.js';
import { useTestApp } from './test-context.js';
import { testDatabaseKind } from './test-database.js';
import { JAKARTA, setOutletZone } from './transaction-fixtures.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ORDERS = 30_000;
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-kill-files-'));

/**
 * Issue 11: "an export job survives its worker being killed"; issue 27: within two minutes, into one file. The API
 * process works no jobs; a separate worker process takes the export and is killed with SIGKILL mid-export; a second
 * worker notices the run's hold ran out (not the job's 30-minute expiry, left at its default), queues the export
 * again and completes it with exactly one announcement and one file, and removes the killed worker's scratch folder.
 */
describe.runIf(testDatabaseKind === 'postgres')('an export whose worker is killed', () => {
  const context = useTestApp({
    env: { WORKERS: 'off', FILES_DIR: filesDir, PUBLIC_URL: 'http://kill.test' },
  });
  const workers: ChildProcess[] = [];
  let databaseUrl: string;

  beforeAll(async () => {
    const { fx, database } = context;
    for (const id of fx.a.outletIds) await setOutletZone(database.db, fx.a.id, id, JAKARTA);
    // Enough orders that writing them takes a few seconds: time to kill the worker in the middle.
    await database.executeSql(
      `insert into orders (business_id, outlet_id, uuid, receipt_number, status, created_at, business_date,
         completed_at, subtotal, net_sales, gross_sales, total_collected)
       select $1, $2, 'kill-' || n, 'K-' || n, 'completed', t, (t at time zone 'Asia/Jakarta')::date, t,
         1000 + n % 7, 1000 + n % 7, 1000 + n % 7, 1000 + n % 7
       from generate_series(1, ${ORDERS}) n, lateral (select '2024-04-01T01:00:00Z'::timestamptz + n * interval '1 second' as t) x`,
      [fx.a.id, fx.a.outletIds[0]],
    );
    const { rows } = await database.executeSql('select current_database() as name');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${String(rows[0]!.name)}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await fs.promises.rm(filesDir, { recursive: true, force: true });
  });

  function startWorker(): ChildProcess {
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        DATABASE_URL: databaseUrl,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'exports-kill-data-')),
        FILES_DIR: filesDir,
        JWT_SECRET: TEST_JWT_SECRET,
        DEMO_DATA: 'off',
        JOB_MAINTENANCE_SECONDS: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    workers.push(worker);
    return worker;
  }

  const jobState = async () => {
    const { rows } = await context.database.executeSql(
      `select state from pgboss.job where name = 'export-write' order by created_on desc limit 1`,
    );
    return rows[0]?.state as string | undefined;
  };

  it('completes after a second worker takes over, announced exactly once', async () => {
    const owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/exporting/v1/exports',
      headers: bearer(owner),
      payload: {
        feature_name: 'order-export-transaction',
        additional: { start_time: '2024-04-01T00:00:00', end_time: '2024-04-30T23:59:59', outlet_id: null },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const status = async () =>
      (
        await context.app.inject({
          method: 'GET',
          url: `/api/exporting/v1/exports/${id}`,
          headers: bearer(owner),
        })
      ).json() as { status: string; file_url: string | null };

    const first = startWorker();
    await expect.poll(jobState, { timeout: 30_000, interval: 50 }).toBe('active');
    // The run has begun writing in its own scratch folder when it is killed.
    const scratch = path.join(os.tmpdir(), 'backoffice-exports');
    await expect
      .poll(
        async () =>
          (await fs.promises.readdir(scratch).catch(() => [])).some((e) => e.startsWith(`${first.pid}-`)),
        { timeout: 30_000, interval: 50 },
      )
      .toBe(true);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const killedAt = Date.now();
    expect((await status()).status).toBe('IN_PROGRESS');

    startWorker();
    await expect
      .poll(async () => (await status()).status, { timeout: 120_000, interval: 250 })
      .toBe('SUCCESS');
    expect(Date.now() - killedAt).toBeLessThan(120_000);
    const killedScratch = (await fs.promises.readdir(scratch).catch(() => [])).filter((e) =>
      e.startsWith(`${first.pid}-`),
    );
    expect(killedScratch).toEqual([]);
    const { rows: stored } = await context.database.executeSql(
      `select count(*)::int as n from files where business_id = $1`,
      [context.fx.a.id],
    );
    expect(stored[0]!.n).toBe(1);
    const { rows: events } = await context.database.executeSql(
      `select data from realtime_events where type = 'export' and data->>'id' = $1`,
      [id],
    );
    expect(events).toHaveLength(1);

    const file = await context.app.inject({
      method: 'GET',
      url: (await status()).file_url!.replace('http://kill.test', ''),
    });
    expect(file.statusCode).toBe(200);
    const rows = await readSheetRows(file.rawPayload, 'xlsx');
    const total = rows.find((row) => row[0] === 'Total')!;
    expect(total[1]).toBe(`${ORDERS} transactions`);
  }, 200_000);
});
