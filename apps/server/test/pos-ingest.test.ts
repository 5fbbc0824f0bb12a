import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PosCatalogue, PosOrder, PosStoredOrder } from '@backoffice/contracts/pos';
import { rebuildDailySales } from '../src/db/rebuild-daily-sales.js';
import {
  customers,
  dailyOutletSales,
  loyaltyMembers,
  loyaltyPrograms,
  orders,
  realtimeEvents,
  users,
  voidItems,
} from '../src/db/schema/index.js';
import { bearer, signIn } from './identity-fixtures.js';
import { cancelledOrder, completedOrder, pairDevice, sendBatch, sendBatchOk } from './pos-fixtures.js';
import { useTestApp } from './test-context.js';

describe('pos ingestion: idempotent, checked per order, rolled up in the same transaction', () => {
  const context = useTestApp();
  let credential: string;
  let credentialB: string;
  let outletId: number;

  const dailyRows = async () =>
    context.database.db
      .select({
        outletId: dailyOutletSales.outletId,
        businessDate: dailyOutletSales.businessDate,
        transactionCount: dailyOutletSales.transactionCount,
        netSales: dailyOutletSales.netSales,
        totalCollected: dailyOutletSales.totalCollected,
        cancelledCount: dailyOutletSales.cancelledCount,
        cancelledTotal: dailyOutletSales.cancelledTotal,
        voidItemCount: dailyOutletSales.voidItemCount,
        voidTotal: dailyOutletSales.voidTotal,
        costOfGoods: dailyOutletSales.costOfGoods,
      })
      .from(dailyOutletSales)
      .where(eq(dailyOutletSales.businessId, context.fx.a.id))
      .orderBy(asc(dailyOutletSales.outletId), asc(dailyOutletSales.businessDate));

  const ordersWithUuid = async (uuid: string) =>
    (
      await context.database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(and(eq(orders.businessId, context.fx.a.id), eq(orders.uuid, uuid)))
    )[0]!.n;

  beforeAll(async () => {
    const owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    outletId = context.fx.a.outletIds[0]!;
    credential = (await pairDevice(context.app, owner, outletId)).credential;
    const ownerB = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    credentialB = (await pairDevice(context.app, ownerB, context.fx.b.outletIds[0]!)).credential;
  });

  it('accepts a completed order with split payments and a cancelled bill with voids, and reads them back', async () => {
    const sale = completedOrder('2026-11-21T09:00:00+07:00');
    const cancel = cancelledOrder('2026-11-21T10:00:00+07:00', '2026-11-21T10:20:00+07:00');
    const result = await sendBatchOk(context.app, credential, [sale, cancel]);
    expect(result).toMatchObject({ accepted: 2, duplicate: 0, refused: 0, conflict: 0 });

    const read = await context.app.inject({
      method: 'GET',
      url: `/api/pos/v1/orders/${sale.uuid}`,
      headers: bearer(credential),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<PosStoredOrder>()).toMatchObject({
      uuid: sale.uuid,
      status: 'completed',
      total: 76_900,
      net_sales: 66_600,
      item_count: 2,
      payment_count: 2,
      business_date: '2026-11-21',
    });
    const voids = await context.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(voidItems)
      .where(eq(voidItems.uuid, cancel.voids![0]!.uuid));
    expect(voids[0]!.n).toBe(1);

    const events = await context.database.db
      .select({ data: realtimeEvents.data })
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.businessId, context.fx.a.id), eq(realtimeEvents.topic, 'orders')));
    expect(events.at(-1)?.data).toMatchObject({ outlet_id: outletId, count: 2, from_date: '2026-11-21' });
  });

  it('answers a replay as the first time, and 20 concurrent replays write one order', async () => {
    const sale = completedOrder('2026-11-22T12:00:00+07:00');
    const first = await sendBatchOk(context.app, credential, [sale]);
    const again = await sendBatchOk(context.app, credential, [sale]);
    expect(again.results[0]).toMatchObject({ status: 'duplicate', order_id: first.results[0]!.order_id });

    const racing = completedOrder('2026-11-22T12:30:00+07:00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendBatchOk(context.app, credential, [racing])),
    );
    const statuses = answers.map((a) => a.results[0]!.status);
    expect(statuses.filter((s) => s === 'accepted')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'duplicate')).toHaveLength(19);
    expect(new Set(answers.map((a) => a.results[0]!.order_id)).size).toBe(1);
    expect(await ordersWithUuid(racing.uuid)).toBe(1);
  });

  it('answers another body under a taken uuid as a conflict for that order only', async () => {
    const sale = completedOrder('2026-11-22T13:00:00+07:00');
    await sendBatchOk(context.app, credential, [sale]);
    const changed = { ...sale, receipt_number: 'CHANGED' };
    const fresh = completedOrder('2026-11-22T13:05:00+07:00');
    const result = await sendBatchOk(context.app, credential, [changed, fresh]);
    expect(result.results[0]).toMatchObject({ status: 'conflict', errors: [{ field: 'uuid' }] });
    expect(result.results[1]).toMatchObject({ status: 'accepted' });
    expect(result).toMatchObject({ accepted: 1, conflict: 1 });
  });

  it('refuses orders whose figures do not add up, naming the field, and takes the rest of the batch', async () => {
    const good = completedOrder('2026-11-23T08:00:00+07:00');
    const badLine = completedOrder('2026-11-23T08:10:00+07:00');
    badLine.items[0]!.gross_amount = 50_000;
    const badPayments = completedOrder('2026-11-23T08:20:00+07:00');
    badPayments.payments![1]!.amount -= 100;
    const badTotal = completedOrder('2026-11-23T08:30:00+07:00', { total: 77_000 });
    const malformed = { uuid: randomUUID(), status: 'completed', items: 'none' };
    const result = await sendBatchOk(context.app, credential, [
      good,
      badLine,
      badPayments,
      badTotal,
      malformed,
    ]);
    expect(result).toMatchObject({ accepted: 1, refused: 4 });
    const fields = (i: number) => result.results[i]!.errors.map((e) => e.field);
    expect(fields(1)).toContain('items.0.gross_amount');
    expect(fields(2)).toEqual(['payments']);
    expect(fields(3)).toContain('total');
    expect(fields(4)).toEqual(expect.arrayContaining(['items', 'receipt_number', 'total']));
    expect(result.results[4]!.uuid).toBe(malformed.uuid);
    expect(await ordersWithUuid(badLine.uuid)).toBe(0);
  });

  it('lands a late order in its own local day, and the rollup equals the raw rows afterwards', async () => {
    // Sent days later, out of order: 23:30 in Jakarta is already the next day in UTC+8 but not in Jakarta.
    const late = completedOrder('2026-11-02T23:30:00+07:00');
    const earlier = completedOrder('2026-11-01T00:10:00+07:00');
    const cancelledLate = cancelledOrder('2026-11-02T23:50:00+07:00', '2026-11-03T00:05:00+07:00');
    await sendBatchOk(context.app, credential, [late, cancelledLate, earlier]);
    const read = await context.app.inject({
      method: 'GET',
      url: `/api/pos/v1/orders/${late.uuid}`,
      headers: bearer(credential),
    });
    expect(read.json().business_date).toBe('2026-11-02');
    const kept = await dailyRows();
    const day = kept.find((row) => row.businessDate === '2026-11-02' && row.outletId === outletId);
    expect(day).toMatchObject({
      transactionCount: 1,
      netSales: 66_600,
      totalCollected: 76_900,
      voidItemCount: 2,
    });
    expect(kept.find((row) => row.businessDate === '2026-11-03')).toMatchObject({ cancelledCount: 1 });

    // The dashboard's item and payment-method days too (decision 0097): kept by the ingestion, equal to a rebuild.
    const itemAndPaymentDays = async () =>
      (
        await context.database.executeSql(
          `select 'item' as kind, outlet_id, business_date::text as day, item_label as name, quantity as n,
                  net_sales as amount from daily_item_sales where business_id = $1
           union all
           select 'payment', outlet_id, business_date::text, method_name, payment_count, amount
             from daily_payment_sales where business_id = $1
           order by 1, 2, 3, 4`,
          [context.fx.a.id],
        )
      ).rows.map((row) => Object.values(row).map(String).join('|'));
    const keptItems = await itemAndPaymentDays();
    expect(keptItems.filter((row) => row.includes('|2026-11-02|')).length).toBeGreaterThan(1);

    await context.database.db.transaction((tx) => rebuildDailySales(tx, context.fx.a.id));
    expect(await dailyRows()).toEqual(kept);
    expect(await itemAndPaymentDays()).toEqual(keptItems);
  });

  it('keeps outlets and businesses apart', async () => {
    const otherOutlet = completedOrder('2026-11-24T09:00:00+07:00', {
      outlet_id: context.fx.a.outletIds[1]!,
    });
    const [customerB] = await context.database.db
      .insert(customers)
      .values({ businessId: context.fx.b.id, name: 'Pelanggan B' })
      .returning({ id: customers.id });
    const foreignCustomer = completedOrder('2026-11-24T09:10:00+07:00', { customer_id: customerB!.id });
    const result = await sendBatchOk(context.app, credential, [otherOutlet, foreignCustomer]);
    expect(result.results.map((r) => r.errors.map((e) => e.field))).toEqual([['outlet_id'], ['customer_id']]);

    // Business B's device neither reads A's order nor collides with its uuid.
    const sale = completedOrder('2026-11-24T10:00:00+07:00');
    await sendBatchOk(context.app, credential, [sale]);
    const read = await context.app.inject({
      method: 'GET',
      url: `/api/pos/v1/orders/${sale.uuid}`,
      headers: bearer(credentialB),
    });
    expect(read.statusCode).toBe(404);
  });

  it('refuses a new order reusing a stored line or payment uuid, or naming another business’s staff or member, and takes the rest', async () => {
    const stored = completedOrder('2026-11-24T11:00:00+07:00');
    await sendBatchOk(context.app, credential, [stored]);
    const staffOf = async (businessId: number) =>
      (
        await context.database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.businessId, businessId))
          .limit(1)
      )[0]!.id;
    const staffA = await staffOf(context.fx.a.id);
    const staffB = await staffOf(context.fx.b.id);

    const reusedLine = completedOrder('2026-11-24T11:10:00+07:00');
    reusedLine.items[1]!.uuid = stored.items[0]!.uuid;
    const reusedPayment = completedOrder('2026-11-24T11:20:00+07:00');
    reusedPayment.payments![0]!.uuid = stored.payments![1]!.uuid;
    const foreignStaff = completedOrder('2026-11-24T11:30:00+07:00', { created_by: staffB });
    const unknownMember = completedOrder('2026-11-24T11:40:00+07:00', {
      loyalty: {
        type: 'EARNING',
        program_id: 1,
        member_id: 2 ** 40,
        member_since: '2026-01-01T00:00:00Z',
        current_balance: 0,
        new_earned_points: 0,
        closing_balance: 0,
        earning_rule: { type: 'SPENDING', amount: 10_000, point: 1 },
        redemption: null,
      },
    });
    const fine = completedOrder('2026-11-24T11:50:00+07:00', { created_by: staffA, collected_by: staffA });
    const result = await sendBatchOk(context.app, credential, [
      reusedLine,
      reusedPayment,
      foreignStaff,
      unknownMember,
      fine,
      stored,
    ]);
    expect(result.results.map((r) => [r.status, r.errors.map((e) => e.field)])).toEqual([
      ['refused', ['items.1.uuid']],
      ['refused', ['payments.0.uuid']],
      ['refused', ['created_by']],
      ['refused', ['loyalty.member_id']],
      ['accepted', []],
      ['duplicate', []],
    ]);
    expect(await ordersWithUuid(reusedLine.uuid)).toBe(0);
    expect(await ordersWithUuid(fine.uuid)).toBe(1);
  });

  it('moves a loyalty member’s points by the paid bills it accepts, once, and refuses another customer’s member', async () => {
    const db = context.database.db;
    const businessId = context.fx.a.id;
    const [program] = await db
      .insert(loyaltyPrograms)
      .values({ businessId, name: 'Poin', earnSpendAmount: 10_000, earnPoints: 1 })
      .returning({ id: loyaltyPrograms.id });
    const [regular, other] = await db
      .insert(customers)
      .values([
        { businessId, name: 'Pelanggan Setia' },
        { businessId, name: 'Pelanggan Lain' },
      ])
      .returning({ id: customers.id });
    const [member] = await db
      .insert(loyaltyMembers)
      .values({
        businessId,
        programId: program!.id,
        customerId: regular!.id,
        memberSince: new Date('2026-01-05'),
      })
      .returning({ id: loyaltyMembers.id });
    await db
      .update(loyaltyMembers)
      .set({ pointsBalance: 10, lifetimePoints: 10 })
      .where(eq(loyaltyMembers.id, member!.id));

    const catalogue = await context.app.inject({
      method: 'GET',
      url: '/api/pos/v1/catalogue',
      headers: bearer(credential),
    });
    const body = catalogue.json<PosCatalogue>();
    expect(body.loyalty).toMatchObject({
      program_id: program!.id,
      earn_spend_amount: 10_000,
      earn_points: 1,
    });
    expect(body.customers.find((c) => c.id === regular!.id)?.member).toMatchObject({
      member_id: member!.id,
      points_balance: 10,
    });
    expect(body.customers.find((c) => c.id === other!.id)?.member).toBeNull();

    // Net sales 66,600 earn 6 points; the second bill also redeems 15.
    const withPoints = (at: string, redeemed: number, customerId = regular!.id): PosOrder =>
      completedOrder(at, {
        customer_id: customerId,
        points_earned: 6,
        points_redeemed: redeemed,
        loyalty: {
          type: redeemed ? 'REDEMPTION' : 'EARNING',
          program_id: program!.id,
          member_id: member!.id,
          member_since: '2026-01-05T00:00:00.000Z',
          current_balance: 10,
          new_earned_points: 6,
          closing_balance: 16 - redeemed,
          earning_rule: { type: 'SPENDING', amount: 10_000, point: 1 },
          redemption: null,
        },
      });
    const earning = withPoints('2026-11-25T09:00:00+07:00', 0);
    const redeeming = withPoints('2026-11-25T09:30:00+07:00', 15);
    const wrongMember = withPoints('2026-11-25T09:40:00+07:00', 0, other!.id);
    const result = await sendBatchOk(context.app, credential, [earning, redeeming, wrongMember]);
    expect(result.results.map((r) => r.status)).toEqual(['accepted', 'accepted', 'refused']);
    expect(result.results[2]!.errors.map((e) => e.field)).toEqual(['loyalty.member_id']);
    // A replay answers duplicate and moves nothing again.
    expect(await sendBatchOk(context.app, credential, [earning, redeeming])).toMatchObject({ duplicate: 2 });

    const [balance] = await db
      .select({ points: loyaltyMembers.pointsBalance, lifetime: loyaltyMembers.lifetimePoints })
      .from(loyaltyMembers)
      .where(eq(loyaltyMembers.id, member!.id));
    expect(balance).toEqual({ points: 10 + 6 + 6 - 15, lifetime: 10 + 12 });

    // A till that was offline redeems more than is left: the balance stops at zero, the batch is taken.
    const late = await sendBatchOk(context.app, credential, [withPoints('2026-11-25T08:00:00+07:00', 40)]);
    expect(late.accepted).toBe(1);
    const [after] = await db
      .select({ points: loyaltyMembers.pointsBalance })
      .from(loyaltyMembers)
      .where(eq(loyaltyMembers.id, member!.id));
    expect(after!.points).toBe(0);
  });

  it('refuses more than 500 orders in one request', async () => {
    const response = await sendBatch(
      context.app,
      credential,
      Array.from({ length: 501 }, () => ({})),
    );
    expect(response.statusCode).toBe(400);
  });
});
