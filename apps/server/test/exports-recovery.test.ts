import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRequests, files, realtimeEvents } from '../src/db/schema/index.js';
import { removeDeadScratch } from '../src/modules/exports/export-scratch.js';
import { EXPORT_ABANDONED_MESSAGE, writeExport } from '../src/modules/exports/write-export.js';
import { bearer, signIn } from './identity-fixtures.js';
import { createTestApp } from './test-app.js';
import { useTestApp } from './test-context.js';
import { insertOrder, JAKARTA, setOutletZone } from './transaction-fixtures.js';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-recovery-files-'));

/**
 * Issue 27 item 4 (decision 0060): an export whose run died is queued again within a minute and finished once, one
 * export runs once at a time, an export that keeps dying ends FAILURE with a message and can be asked for again,
 * and what killed processes left on disk is removed. The API app here works no jobs, so the test decides when a run
 * starts; a second app on the same database is the worker.
 */
describe('exports after a crash', () => {
  const context = useTestApp({
    env: { WORKERS: 'off', FILES_DIR: filesDir, PUBLIC_URL: 'http://recovery.test' },
  });
  let owner: string;
  const workers: FastifyInstance[] = [];

  beforeAll(async () => {
    const { db } = context.database;
    const a = context.fx.a;
    for (const id of a.outletIds) await setOutletZone(db, a.id, id, JAKARTA);
    for (let day = 1; day <= 5; day += 1) {
      await insertOrder(db, {
        businessId: a.id,
        outletId: a.outletIds[0]!,
        zone: JAKARTA,
        at: new Date(Date.UTC(2024, 3, day, 3)),
      });
    }
    owner = (await signIn(context.app, a.owner.email)).access_token;
  });

  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await fs.promises.rm(filesDir, { recursive: true, force: true });
  });

  async function askForExport(): Promise<string> {
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
    return created.json().id as string;
  }

  const row = async (id: string) =>
    (
      await context.database.db
        .select()
        .from(exportRequests)
        .where(and(eq(exportRequests.businessId, context.fx.a.id), eq(exportRequests.id, id)))
    )[0]!;
  const setRun = (id: string, values: { leaseUntil: Date | null; runs: number }) =>
    context.database.db
      .update(exportRequests)
      .set(values)
      .where(and(eq(exportRequests.businessId, context.fx.a.id), eq(exportRequests.id, id)));
  const eventsOf = (id: string) =>
    context.database.db
      .select()
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.type, 'export'), sql`${realtimeEvents.data}->>'id' = ${id}`));
  const jobContext = () => ({
    db: context.database.db,
    store: context.app.fileStore,
    realtime: context.app.realtime,
    now: () => new Date(),
  });

  it('queues an export whose run died again within a minute, and finishes it into one file', async () => {
    const id = await askForExport();
    // What a run killed mid-export leaves: its hold ran out, and its job is gone from the queue.
    await setRun(id, { leaseUntil: new Date(Date.now() - 1000), runs: 1 });
    await context.database.executeSql(`delete from pgboss.job where name = 'export-write'`);
    const started = Date.now();
    const worker = await createTestApp(context.database, {
      FILES_DIR: filesDir,
      PUBLIC_URL: 'http://recovery.test',
    });
    workers.push(worker);
    await expect.poll(async () => (await row(id)).status, { timeout: 60_000, interval: 250 }).toBe('SUCCESS');
    expect(Date.now() - started).toBeLessThan(60_000);
    const finished = await row(id);
    expect(finished.runs).toBe(2);
    const stored = await context.database.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.businessId, context.fx.a.id), eq(files.id, finished.fileId!)));
    expect(stored).toHaveLength(1);
    expect(await eventsOf(id)).toHaveLength(1);
    // The tests below decide themselves when a run starts: no worker may take their exports meanwhile.
    await worker.close();
    workers.splice(workers.indexOf(worker), 1);
  }, 90_000);

  it('leaves an export alone while another live run holds it', async () => {
    const id = await askForExport();
    await setRun(id, { leaseUntil: new Date(Date.now() + 3_600_000), runs: 1 });
    await writeExport(jobContext(), { businessId: context.fx.a.id, exportId: id });
    expect(await row(id)).toMatchObject({ status: 'IN_PROGRESS', runs: 1, fileId: null });
    expect(await eventsOf(id)).toHaveLength(0);
    await setRun(id, { leaseUntil: null, runs: 0 });
  });

  it('ends an export that kept dying FAILURE with a message; it can be asked for again', async () => {
    const id = await askForExport();
    await setRun(id, { leaseUntil: new Date(Date.now() - 1000), runs: 3 });
    await writeExport(jobContext(), { businessId: context.fx.a.id, exportId: id });
    expect(await row(id)).toMatchObject({ status: 'FAILURE', errorMessage: EXPORT_ABANDONED_MESSAGE });
    const status = await context.app.inject({
      method: 'GET',
      url: `/api/exporting/v1/exports/${id}`,
      headers: bearer(owner),
    });
    expect(status.json()).toMatchObject({ status: 'FAILURE', error_message: EXPORT_ABANDONED_MESSAGE });
    expect(await eventsOf(id)).toHaveLength(1);
    const again = await askForExport();
    expect(again).not.toBe(id);
    expect((await row(again)).status).toBe('IN_PROGRESS');
  });

  it("removes the scratch folders of dead processes and keeps live ones'", async () => {
    const root = path.join(os.tmpdir(), 'backoffice-exports');
    // A pid that surely belongs to no process any more: a child that has exited.
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid!;
    const dead = path.join(root, `${deadPid}-deadbeef`, 'export-x');
    const live = path.join(root, `${process.pid}-livelive`, 'export-y');
    for (const folder of [dead, live]) {
      await fs.promises.mkdir(folder, { recursive: true });
      await fs.promises.writeFile(path.join(folder, 'export.csv'), 'half');
    }
    // Another test file's app starting meanwhile may clear the dead folder first: what counts is that it is gone.
    await removeDeadScratch();
    expect(fs.existsSync(path.dirname(dead))).toBe(false);
    expect(fs.existsSync(live)).toBe(true);
    await fs.promises.rm(path.dirname(live), { recursive: true, force: true });
  });
});
