import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildDailySales } from '../src/db/rebuild-daily-sales.js';
import { exportRequests, files } from '../src/db/schema/index.js';
import { connectEventStream, type EventStreamClient } from './event-stream-client.js';
import { bearer, limitToOutlets, signIn } from './identity-fixtures.js';
import { completedOrder, pairDevice, sendBatchOk } from './pos-fixtures.js';
import { useTestApp } from './test-context.js';
import { insertOrder, JAKARTA, setOutletZone } from './transaction-fixtures.js';

const range = { start_time: '2024-03-01T00:00:00', end_time: '2024-03-31T23:59:59' };

/**
 * Issue 27 items 1 and 2: a manager limited to one outlet reads nothing of another outlet through exports, file
 * links or the realtime channel — the owner's "All Outlet" export, its file, another outlet's private file and its
 * devices' orders are missing to them, while their own outlet's stay theirs.
 */
describe('outlet reach on exports, files and the realtime channel', () => {
  const context = useTestApp();
  let base: string;
  let owner: string;
  let manager: string;
  let mine: number;
  let other: number;

  beforeAll(async () => {
    const { db } = context.database;
    const a = context.fx.a;
    [mine, other] = [a.outletIds[0]!, a.outletIds[1]!];
    for (const id of a.outletIds) await setOutletZone(db, a.id, id, JAKARTA);
    for (const [day, outletId] of [
      [3, mine],
      [4, other],
      [5, other],
    ] as const) {
      await insertOrder(db, {
        businessId: a.id,
        outletId,
        zone: JAKARTA,
        at: new Date(Date.UTC(2024, 2, day, 3)),
        userId: a.owner.id,
      });
    }
    await rebuildDailySales(db, a.id);
    await limitToOutlets(db, a.id, a.manager.id, [mine]);
    owner = (await signIn(context.app, a.owner.email)).access_token;
    manager = (await signIn(context.app, a.manager.email)).access_token;
    base = await context.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const get = (token: string, url: string) =>
    context.app.inject({ method: 'GET', url, headers: bearer(token) });

  async function exportAs(token: string, outletId: number | null): Promise<string> {
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/exporting/v1/exports',
      headers: bearer(token),
      payload: { feature_name: 'order-export-transaction', additional: { ...range, outlet_id: outletId } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    await expect
      .poll(async () => (await get(owner, `/api/exporting/v1/exports/${id}`)).json().status, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe('SUCCESS');
    return id;
  }

  async function fileOf(exportId: string): Promise<string> {
    const [row] = await context.database.db
      .select({ fileId: exportRequests.fileId })
      .from(exportRequests)
      .where(and(eq(exportRequests.businessId, context.fx.a.id), eq(exportRequests.id, exportId)));
    return row!.fileId!;
  }

  async function openStream(token: string, topics: string): Promise<EventStreamClient> {
    const ticket = await context.app.inject({
      method: 'POST',
      url: '/api/realtime/v1/tickets',
      headers: bearer(token),
    });
    const query = new URLSearchParams({ ticket: ticket.json().ticket as string, topics });
    const stream = await connectEventStream(`${base}/api/realtime/v1/stream?${query}`);
    expect(stream.status).toBe(200);
    expect((await stream.next()).event).toBe('ready');
    return stream;
  }

  /** Data of the stream's events until `last` arrives (an event the listener must hear, sent after the others). */
  async function eventsUntil(stream: EventStreamClient, last: (data: Record<string, unknown>) => boolean) {
    const seen: Record<string, unknown>[] = [];
    for (;;) {
      const event = await stream.next(30_000);
      const data = (JSON.parse(event.data) as { data: Record<string, unknown> }).data;
      seen.push(data);
      if (last(data)) return seen;
    }
  }

  it("hides the owner's All Outlet export, its listing and its announcement from a one-outlet manager", async () => {
    const managerStream = await openStream(manager, 'export');
    const ownerStream = await openStream(owner, 'export');
    try {
      const allOutlets = await exportAs(owner, null);
      const ownOutlet = await exportAs(manager, mine);

      expect((await get(manager, `/api/exporting/v1/exports/${allOutlets}`)).statusCode).toBe(404);
      expect((await get(manager, `/api/exporting/v1/exports/${ownOutlet}`)).json()).toMatchObject({
        status: 'SUCCESS',
      });
      expect((await get(owner, `/api/exporting/v1/exports/${allOutlets}`)).statusCode).toBe(200);

      const listed = (token: string) =>
        get(token, '/api/exporting/v1/exports').then((response) =>
          (response.json().results as { id: string }[]).map((item) => item.id),
        );
      expect(await listed(manager)).toEqual([ownOutlet]);
      expect(await listed(owner)).toEqual(expect.arrayContaining([allOutlets, ownOutlet]));

      // The manager's stream hears its own export and never the owner's, which the owner's stream hears.
      const heardByManager = await eventsUntil(managerStream, (data) => data.id === ownOutlet);
      expect(heardByManager.map((data) => data.id)).not.toContain(allOutlets);
      const heardByOwner = await eventsUntil(ownerStream, (data) => data.id === ownOutlet);
      expect(heardByOwner.map((data) => data.id)).toContain(allOutlets);
    } finally {
      managerStream.close();
      ownerStream.close();
    }
  });

  it("refuses a one-outlet manager a link to another outlet's file or to an export covering it", async () => {
    const link = (token: string, fileId: string) => get(token, `/api/file/v1/files/${fileId}/link`);
    const allOutlets = await exportAs(owner, null);
    const ownOutlet = await exportAs(manager, mine);
    expect((await link(manager, await fileOf(allOutlets))).statusCode).toBe(404);
    expect((await link(owner, await fileOf(allOutlets))).statusCode).toBe(200);
    expect((await link(manager, await fileOf(ownOutlet))).statusCode).toBe(200);

    const privateFile = async (outletId: number) => {
      const [row] = await context.database.db
        .insert(files)
        .values({
          businessId: context.fx.a.id,
          outletId,
          filename: 'ktp.png',
          contentType: 'image/png',
          byteSize: 10,
          privateAccess: true,
          storageKey: `${context.fx.a.id}/reach-${outletId}.png`,
        })
        .returning({ id: files.id });
      return row!.id;
    };
    expect((await link(manager, await privateFile(other))).statusCode).toBe(404);
    expect((await link(manager, await privateFile(mine))).statusCode).toBe(200);
    expect((await link(owner, await privateFile(other))).statusCode).toBe(200);
  });

  it("keeps another outlet's device orders off a one-outlet manager's orders stream", async () => {
    const otherDevice = (await pairDevice(context.app, owner, other, 'Kasir lain')).credential;
    const ownDevice = (await pairDevice(context.app, owner, mine, 'Kasir saya')).credential;
    const managerStream = await openStream(manager, 'orders');
    try {
      await sendBatchOk(context.app, otherDevice, [completedOrder('2024-03-06T10:00:00+07:00')]);
      await sendBatchOk(context.app, ownDevice, [completedOrder('2024-03-06T11:00:00+07:00')]);
      const heard = await eventsUntil(managerStream, (data) => data.outlet_id === mine);
      expect(heard.map((data) => data.outlet_id)).toEqual([mine]);
    } finally {
      managerStream.close();
    }
  });
});
