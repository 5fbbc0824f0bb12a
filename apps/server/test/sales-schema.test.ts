import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, voidItems } from '../src/db/schema/index.js';
import { useTestDatabase } from './test-context.js';

async function sqlStateOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    const failure = error as { code?: string; cause?: { code?: string } };
    return failure.cause?.code ?? failure.code;
  }
}

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/** What a device replaying its queue or a refund racing another must run into: the database's own rules. */
describe('sales schema', () => {
  const context = useTestDatabase();
  let orderId: number;

  const order = (businessId: number, outletId: number, uuid: string) =>
    context.database.db
      .insert(orders)
      .values({
        businessId,
        outletId,
        uuid,
        receiptNumber: uuid,
        status: 'completed',
        createdAt: new Date('2026-03-01T16:30:00Z'),
        businessDate: '2026-03-01',
        subtotal: 50_000,
        netSales: 50_000,
        grossSales: 50_000,
        totalCollected: 50_000,
      })
      .returning({ id: orders.id });

  beforeAll(async () => {
    const [row] = await order(context.fx.a.id, context.fx.a.outletIds[0]!, 'device-order-1');
    orderId = row!.id;
    await context.database.db.insert(orderItems).values({
      businessId: context.fx.a.id,
      orderId,
      uuid: 'device-line-1',
      itemName: 'Kopi Susu',
      quantity: 2,
      unitPrice: 25_000,
      grossAmount: 50_000,
    });
  });

  it('takes an order, a line and a void once per business and device uuid', async () => {
    expect(await sqlStateOf(order(context.fx.a.id, context.fx.a.outletIds[1]!, 'device-order-1'))).toBe(
      UNIQUE_VIOLATION,
    );
    const line = (businessId: number, id: number) =>
      context.database.db
        .insert(orderItems)
        .values({ businessId, orderId: id, uuid: 'device-line-1', itemName: 'Teh', quantity: 1 });
    expect(await sqlStateOf(line(context.fx.a.id, orderId))).toBe(UNIQUE_VIOLATION);
    const voided = (businessId: number, id: number, outletId: number) =>
      context.database.db.insert(voidItems).values({
        businessId,
        outletId,
        orderId: id,
        uuid: 'device-void-1',
        itemName: 'Teh',
        quantity: 1,
        unitPrice: 8000,
        totalPrice: 8000,
        reason: 'Salah input',
        cancelledTime: new Date('2026-03-01T16:31:00Z'),
        businessDate: '2026-03-01',
      });
    expect(await sqlStateOf(voided(context.fx.a.id, orderId, context.fx.a.outletIds[0]!))).toBeUndefined();
    expect(await sqlStateOf(voided(context.fx.a.id, orderId, context.fx.a.outletIds[0]!))).toBe(
      UNIQUE_VIOLATION,
    );
    // Another business's device may use the same uuid: uniqueness is per business.
    const [other] = await order(context.fx.b.id, context.fx.b.outletIds[0]!, 'device-order-1');
    expect(other?.id).toBeGreaterThan(0);
    expect(await sqlStateOf(line(context.fx.b.id, other!.id))).toBeUndefined();
    expect(await sqlStateOf(voided(context.fx.b.id, other!.id, context.fx.b.outletIds[0]!))).toBeUndefined();
  });

  it('never refunds more units of a line than were sold, nor more money than was collected', async () => {
    const itemWhere = and(eq(orderItems.businessId, context.fx.a.id), eq(orderItems.uuid, 'device-line-1'));
    const refundUnits = (units: number) =>
      context.database.db.update(orderItems).set({ refundedQuantity: units }).where(itemWhere);
    expect(await sqlStateOf(refundUnits(3))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(refundUnits(-1))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(refundUnits(2))).toBeUndefined();

    const orderWhere = and(eq(orders.businessId, context.fx.a.id), eq(orders.id, orderId));
    const refundMoney = (amount: number) =>
      context.database.db.update(orders).set({ refundedAmount: amount }).where(orderWhere);
    expect(await sqlStateOf(refundMoney(50_001))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(refundMoney(-1))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(refundMoney(50_000))).toBeUndefined();
  });

  it('serves one outlet, one local date range, newest first, by status from an index without sorting', async () => {
    const plan = await context.database.db.transaction(async (tx) => {
      // The fixture is tiny; forbid the sequential scan so the planner shows what it does at two million rows.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from orders
        where business_id = ${context.fx.a.id} and outlet_id = ${context.fx.a.outletIds[0]} and status = 'completed'
          and business_date between '2026-02-01' and '2026-03-31'
          and (business_date, created_at, id) < ('2026-03-31', now(), 9223372036854775807)
        order by business_date desc, created_at desc, id desc limit 50`);
      const rows = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows;
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('orders_outlet_status_date_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
