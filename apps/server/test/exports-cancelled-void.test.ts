import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './identity-fixtures.js';
import { readSheetRows } from './read-sheet.js';
import { useTestApp } from './test-context.js';
import {
  insertOrder,
  insertVoid,
  JAKARTA,
  setOutletZone,
  transactionRequests,
} from './transaction-fixtures.js';

const PUBLIC_URL = 'http://exports.test';
const range = { start_time: '2024-05-01T00:00:00', end_time: '2024-05-31T23:59:59' };
const instants = { startDate: '2024-05-01T00:00:00+07:00', endDate: '2024-05-31T23:59:59+07:00' };

/** Issue 11 item 5: the cancelled and void tabs' exports, one outlet each, totals equal to their tabs' tiles. */
describe('exports of the cancelled and void tabs', () => {
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
    for (let day = 1; day <= 12; day += 1) {
      const at = new Date(Date.UTC(2024, 4, day * 2, 4, 30));
      const here = day % 4 === 0 ? otherOutlet : outlet;
      const cancelled = await insertOrder(db, {
        businessId: a.id,
        outletId: here,
        zone: JAKARTA,
        at,
        subtotal: 20_000 + day * 1_000,
        status: 'cancelled',
        cancelReason: day === 1 ? '=HYPERLINK("x")' : 'Customer left',
        userId: a.owner.id,
      });
      const completed = await insertOrder(db, {
        businessId: a.id,
        outletId: here,
        zone: JAKARTA,
        at,
        subtotal: 15_000,
      });
      await insertVoid(db, {
        businessId: a.id,
        outletId: here,
        zone: JAKARTA,
        orderId: day % 2 === 0 ? cancelled.id : completed.id,
        at: new Date(at.getTime() + 60_000),
        itemName: day % 3 === 0 ? 'Es Teh Manis' : 'Kopi Susu',
        quantity: 1 + (day % 3),
        unitPrice: 7_000,
        userId: a.owner.id,
      });
    }
    // On the last local day's edge: 2024-05-31 17:00 UTC is June 1st in Jakarta, outside the range.
    await insertOrder(db, {
      businessId: a.id,
      outletId: outlet,
      zone: JAKARTA,
      at: new Date('2024-05-31T17:00:00Z'),
      status: 'cancelled',
    });
  });

  const post = (token: string, body: Record<string, unknown>) =>
    context.app.inject({
      method: 'POST',
      url: '/api/exporting/v1/exports',
      headers: bearer(token),
      payload: body,
    });

  async function rowsOf(id: string): Promise<{ header: string[]; data: unknown[][]; total: unknown[] }> {
    let body: { status: string; file_url: string | null } | undefined;
    await expect
      .poll(
        async () => {
          body = (
            await context.app.inject({
              method: 'GET',
              url: `/api/exporting/v1/exports/${id}`,
              headers: bearer(owner),
            })
          ).json();
          return body!.status;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe('SUCCESS');
    const file = await context.app.inject({ method: 'GET', url: body!.file_url!.replace(PUBLIC_URL, '') });
    expect(file.statusCode).toBe(200);
    const rows = await readSheetRows(file.rawPayload, 'xlsx');
    return { header: rows[0] as string[], data: rows.slice(1, -1), total: rows.at(-1)! };
  }

  it('exports one outlet’s cancelled orders; count and total equal the cancelled tab’s tiles', async () => {
    const created = await post(owner, {
      feature_name: 'order-export-cancelled',
      additional: { ...range, outlet_id: outlet },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { header, data, total } = await rowsOf(created.json().id);
    const tiles = (
      await transactionRequests(context.app).cancelledSummary(owner, {
        ...instants,
        outletId: String(outlet),
      })
    ).json();
    expect(tiles.cancelledCount).toBe(9);
    expect(data).toHaveLength(tiles.cancelledCount);
    expect(total[0]).toBe('Total');
    expect(total[header.indexOf('Total Price')]).toBe(tiles.cancelledTotalPrice);
    expect(data.every((row) => row[header.indexOf('Outlet')] === data[0]![header.indexOf('Outlet')])).toBe(
      true,
    );
    // Latest cancellation first, on the outlet's wall clock; a reason that would run as a formula stays text.
    expect(data[0]![header.indexOf('Cancelled At')]).toBe('2024-05-22 11:30:00');
    expect(data.at(-1)![header.indexOf('Reason')]).toBe(`'=HYPERLINK("x")`);
    // The fixture owner is "Ayu" and a surname.
    expect(data[0]![header.indexOf('Cancelled By')]).toMatch(/^Ayu \S/);
  });

  it('exports one outlet’s void items of completed and cancelled orders; units and total equal the void tiles', async () => {
    const created = await post(owner, {
      feature_name: 'order-export-void',
      additional: { ...range, outlet_id: otherOutlet },
      format: 'xlsx',
    });
    const { header, data, total } = await rowsOf(created.json().id);
    const tiles = (
      await transactionRequests(context.app).voidSummary(owner, {
        ...instants,
        outlets: String(otherOutlet),
        statuses: 'COMPLETE,CANCELLED',
      })
    ).json();
    expect(data).toHaveLength(3);
    expect(total[header.indexOf('Quantity')]).toBe(tiles.totalVoidItems);
    expect(total[header.indexOf('Total Price')]).toBe(tiles.totalVoidPrice);
    expect(tiles.totalVoidPrice).toBeGreaterThan(0);
  });

  it('refuses All Outlet (400) and another business’s outlet (404)', async () => {
    for (const feature of ['order-export-cancelled', 'order-export-void']) {
      const all = await post(owner, { feature_name: feature, additional: { ...range, outlet_id: null } });
      expect(all.statusCode).toBe(400);
      expect(all.json().errors[0].message).toBe(
        'Exporting cancelled or void transactions needs a single outlet.',
      );
      const foreign = await post(ownerB, {
        feature_name: feature,
        additional: { ...range, outlet_id: outlet },
      });
      expect(foreign.statusCode).toBe(404);
    }
  });
});
