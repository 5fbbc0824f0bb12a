import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildDailySales } from '../src/db/rebuild-daily-sales.js';
import { realtimeEvents } from '../src/db/schema/index.js';
import { ageOutExports } from '../src/modules/exports/age-out-exports.js';
import { bearer, limitToOutlets, signIn } from './identity-fixtures.js';
import { readSheetRows } from './read-sheet.js';
import { useTestApp } from './test-context.js';
import {
  insertOrder,
  insertRefund,
  JAKARTA,
  setOutletZone,
  transactionRequests,
} from './transaction-fixtures.js';

const PUBLIC_URL = 'http://exports.test';
const range = { start_time: '2024-03-01T00:00:00', end_time: '2024-03-31T23:59:59' };

/** Issue 11 item 5 (decision 0060): exports written by a job, read back by another library, totals = summary API. */
describe('exports of the success tab', () => {
  const context = useTestApp({ env: { PUBLIC_URL } });
  let owner: string;
  let ownerB: string;
  let outlet: number;
  let otherOutlet: number;

  beforeAll(async () => {
    const { db } = context.database;
    const a = context.fx.a;
    owner = (await signIn(context.app, a.owner.email)).access_token;
    ownerB = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    [outlet, otherOutlet] = [a.outletIds[0]!, a.outletIds[1]!];
    for (const id of a.outletIds) await setOutletZone(db, a.id, id, JAKARTA);
    const orders = [];
    for (let day = 1; day <= 30; day += 1) {
      const at = new Date(Date.UTC(2024, 2, day, 3, 15));
      orders.push(
        await insertOrder(db, {
          businessId: a.id,
          outletId: day % 3 === 0 ? otherOutlet : outlet,
          zone: JAKARTA,
          at,
          subtotal: 10_000 + day * 500,
          discount: day % 4 === 0 ? 1_000 : 0,
          tax: 1_100,
          items: day % 2 === 0 ? ['Kopi Susu', 'Roti, "Bakar"'] : ['Es Teh'],
          ...(day === 1 ? { receipt: `=1+1-${a.id}` } : {}),
          userId: a.owner.id,
        }),
      );
    }
    // Outside the range on both sides: must not be exported.
    await insertOrder(db, {
      businessId: a.id,
      outletId: outlet,
      zone: JAKARTA,
      at: new Date('2024-02-29T16:59:59Z'),
    });
    await insertOrder(db, {
      businessId: a.id,
      outletId: outlet,
      zone: JAKARTA,
      at: new Date('2024-03-31T17:00:00Z'),
    });
    await insertOrder(db, {
      businessId: a.id,
      outletId: outlet,
      zone: JAKARTA,
      at: new Date('2024-03-05T03:00:00Z'),
      status: 'cancelled',
    });
    await insertRefund(db, {
      businessId: a.id,
      outletId: outlet,
      zone: JAKARTA,
      orderId: orders[0]!.id,
      at: new Date('2024-03-10T05:00:00Z'),
      net: 4_000,
    });
    // The summary API reads whole days from the daily rollup; the fixtures write raw rows only.
    await rebuildDailySales(db, a.id);
  });

  const post = (token: string, body: Record<string, unknown>) =>
    context.app.inject({
      method: 'POST',
      url: '/api/exporting/v1/exports',
      headers: bearer(token),
      payload: body,
    });
  const status = (token: string, id: string) =>
    context.app.inject({ method: 'GET', url: `/api/exporting/v1/exports/${id}`, headers: bearer(token) });

  async function finished(id: string) {
    let body: { status: string; file_url: string | null; error_message: string | null } | undefined;
    await expect
      .poll(
        async () => {
          body = (await status(owner, id)).json();
          return body!.status;
        },
        { timeout: 20_000, interval: 200 },
      )
      .not.toBe('IN_PROGRESS');
    return body!;
  }

  async function download(url: string) {
    const response = await context.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });
    expect(response.statusCode).toBe(200);
    return response;
  }

  const eventsOf = (id: string) =>
    context.database.db
      .select()
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.type, 'export'), sql`${realtimeEvents.data}->>'id' = ${id}`));

  it('exports the month as XLSX whose rows and totals, read back, equal the summary API', async () => {
    const created = await post(owner, {
      feature_name: 'order-export-transaction',
      additional: { ...range, outlet_id: null },
    });
    expect(created.statusCode).toBe(201);
    const { id, status: first } = created.json();
    expect(first).toBe('IN_PROGRESS');
    const result = await finished(id);
    expect(result).toMatchObject({ status: 'SUCCESS', error_message: null });
    const file = await download(result.file_url!);
    expect(file.headers['content-type']).toContain('spreadsheetml');

    const rows = await readSheetRows(file.rawPayload, 'xlsx');
    const header = rows[0] as string[];
    expect(header).toEqual(
      expect.arrayContaining([
        'Receipt Number',
        'Date',
        'Outlet',
        'Net Sales',
        'Total Collected',
        'Refunded',
      ]),
    );
    const data = rows.slice(1, 31);
    expect(data).toHaveLength(30);
    expect(rows[31]![0]).toBe('Total');
    // A cell that would run as a formula is kept as text.
    expect(data.some((row) => String(row[header.indexOf('Receipt Number')]).startsWith("'=1+1"))).toBe(true);
    // Newest first, local time of the outlet.
    expect(data[0]![header.indexOf('Date')]).toBe('2024-03-30 10:15:00');

    const summary = (await transactionRequests(context.app).summary(owner, range)).json()
      .transactionSummaryReport;
    const col = (name: string) => header.indexOf(name);
    const sum = (name: string) => data.reduce((total: number, row) => total + Number(row[col(name)]), 0);
    expect(data.length).toBe(summary.numberOfTransactions);
    expect(sum('Total Collected')).toBe(summary.totalCollected);
    expect(rows[31]![col('Total Collected')]).toBe(summary.totalCollected);
    const afterRefunds = rows.find((row) => row[0] === 'Net sales after refunds')!;
    expect(afterRefunds[col('Net Sales')]).toBe(summary.netSales);

    expect(await eventsOf(id)).toHaveLength(1);
    expect((await eventsOf(id))[0]).toMatchObject({
      topic: 'export:order-export-transaction',
      data: { id, status: 'SUCCESS' },
    });
  });

  it('exports item details of one outlet as CSV', async () => {
    const created = await post(owner, {
      feature_name: 'order-export-item-detail',
      additional: { ...range, outlet_id: otherOutlet },
      format: 'csv',
    });
    expect(created.statusCode).toBe(201);
    const result = await finished(created.json().id);
    expect(result.status).toBe('SUCCESS');
    const file = await download(result.file_url!);
    expect(file.headers['content-type']).toContain('text/csv');
    const rows = await readSheetRows(file.rawPayload, 'csv');
    const header = rows[0] as string[];
    const items = rows.slice(1, -1);
    // Days 3, 6, …, 30 at the other outlet: 10 orders, the even days with two items.
    expect(items).toHaveLength(15);
    expect(items.every((row) => row[header.indexOf('Outlet')] === items[0]![header.indexOf('Outlet')])).toBe(
      true,
    );
    expect(items.some((row) => row[header.indexOf('Item')] === 'Roti, "Bakar"')).toBe(true);
    expect(rows.at(-1)![0]).toBe('Total');
    expect(Number(rows.at(-1)![header.indexOf('Quantity')])).toBe(15);
  });

  it('marks the export FAILURE with a message when the file cannot be stored, announced once', async () => {
    const store = context.app.fileStore;
    const put = store.put;
    store.put = async () => {
      throw new Error('disk full');
    };
    try {
      const created = await post(owner, {
        feature_name: 'order-export-transaction',
        additional: { ...range, outlet_id: outlet },
      });
      const result = await finished(created.json().id);
      expect(result).toMatchObject({ status: 'FAILURE', file_url: null });
      expect(result.error_message).toMatch(/could not be written/);
      expect(await eventsOf(created.json().id)).toHaveLength(1);
    } finally {
      store.put = put;
    }
  });

  it('answers 404 for another business’s export and for an outlet beyond reach; 400 for a bad range', async () => {
    const created = await post(owner, {
      feature_name: 'order-export-transaction',
      additional: { ...range, outlet_id: outlet },
    });
    expect((await status(ownerB, created.json().id)).statusCode).toBe(404);
    expect(
      (
        await post(ownerB, {
          feature_name: 'order-export-transaction',
          additional: { ...range, outlet_id: outlet },
        })
      ).statusCode,
    ).toBe(404);
    const manager = context.fx.a.manager;
    await limitToOutlets(context.database.db, context.fx.a.id, manager.id, [outlet]);
    const managerToken = (await signIn(context.app, manager.email)).access_token;
    const beyond = await post(managerToken, {
      feature_name: 'order-export-transaction',
      additional: { ...range, outlet_id: otherOutlet },
    });
    expect(beyond.statusCode).toBe(404);
    const bad = await post(owner, {
      feature_name: 'order-export-transaction',
      additional: { start_time: range.end_time, end_time: range.start_time, outlet_id: null },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await post(owner, { feature_name: 'nope', additional: { ...range, outlet_id: null } })).statusCode,
    ).toBe(400);
    await finished(created.json().id);
  });

  it('lists the business’s exports newest first with their status and a re-download link', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/exporting/v1/exports',
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results.length).toBeGreaterThanOrEqual(4);
    const times = results.map((row: { created_at: string }) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      results.some(
        (row: { status: string; file_url: string | null }) => row.status === 'SUCCESS' && row.file_url,
      ),
    ).toBe(true);
    const other = await context.app.inject({
      method: 'GET',
      url: '/api/exporting/v1/exports',
      headers: bearer(ownerB),
    });
    expect(other.json().results).toEqual([]);
  });

  it('deletes files of exports older than 7 days; the export stays listed as expired without a link', async () => {
    const history = async () =>
      (
        await context.app.inject({ method: 'GET', url: '/api/exporting/v1/exports', headers: bearer(owner) })
      ).json().results as { id: string; status: string; file_url: string | null; expired: boolean }[];
    const before = (await history()).find((row) => row.status === 'SUCCESS')!;
    expect(await ageOutExports(context.database.db, context.app.fileStore, new Date())).toBe(0);
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await ageOutExports(context.database.db, context.app.fileStore, later)).toBeGreaterThanOrEqual(2);
    const after = (await history()).find((row) => row.id === before.id)!;
    expect(after).toMatchObject({ status: 'SUCCESS', file_url: null, expired: true });
    expect((await status(owner, before.id)).json().file_url).toBeNull();
    // The old link no longer downloads anything.
    const gone = await context.app.inject({ method: 'GET', url: before.file_url!.replace(PUBLIC_URL, '') });
    expect(gone.statusCode).toBe(404);
  });
});
