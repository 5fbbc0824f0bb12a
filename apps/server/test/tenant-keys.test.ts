import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, discountOutlets, discounts, orders, userOutlets } from '../src/db/schema/index.js';
import { useTestDatabase } from './test-context.js';

/** The SQLSTATE a failed statement reports, through drizzle's wrapping if any. */
async function sqlStateOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    const failure = error as { code?: string; cause?: { code?: string } };
    return failure.cause?.code ?? failure.code;
  }
}

const FOREIGN_KEY_VIOLATION = '23503';

describe('tenant keys enforced by the database', () => {
  const context = useTestDatabase();
  let discountOfA: number;

  beforeAll(async () => {
    const [row] = await context.database.db
      .insert(discounts)
      .values({ businessId: context.fx.a.id, name: 'Diskon A', type: 'cash', amount: 1000 })
      .returning({ id: discounts.id });
    discountOfA = row!.id;
  });

  const orderAt = (businessId: number, outletId: number, uuid: string) =>
    context.database.db.insert(orders).values({
      businessId,
      outletId,
      uuid,
      orderToken: uuid,
      receiptNumber: uuid,
      status: 'completed',
      createdAt: new Date(),
      businessDate: '2026-01-01',
    });

  it("refuses a discount of business A offered at business B's outlet", async () => {
    const link = (outletId: number) =>
      context.database.db
        .insert(discountOutlets)
        .values({ businessId: context.fx.a.id, discountId: discountOfA, outletId });
    expect(await sqlStateOf(link(context.fx.b.outletIds[0]!))).toBe(FOREIGN_KEY_VIOLATION);
    // The same statement with A's own outlet goes through: the refusal is about the other business only.
    expect(await sqlStateOf(link(context.fx.a.outletIds[0]!))).toBeUndefined();
  });

  it("refuses an order of business A at business B's outlet", async () => {
    expect(await sqlStateOf(orderAt(context.fx.a.id, context.fx.b.outletIds[0]!, 'cross-1'))).toBe(
      FOREIGN_KEY_VIOLATION,
    );
    expect(await sqlStateOf(orderAt(context.fx.a.id, context.fx.a.outletIds[0]!, 'own-1'))).toBeUndefined();
  });

  it("refuses a link that names business B's discount under business A", async () => {
    const [ofB] = await context.database.db
      .insert(discounts)
      .values({ businessId: context.fx.b.id, name: 'Diskon B', type: 'cash', amount: 1000 })
      .returning({ id: discounts.id });
    const link = context.database.db
      .insert(discountOutlets)
      .values({ businessId: context.fx.a.id, discountId: ofB!.id, outletId: context.fx.a.outletIds[1]! });
    expect(await sqlStateOf(link)).toBe(FOREIGN_KEY_VIOLATION);
  });

  it("refuses assigning a user of business A to business B's outlet", async () => {
    const assign = (outletId: number) =>
      context.database.db
        .insert(userOutlets)
        .values({ businessId: context.fx.a.id, userId: context.fx.a.manager.id, outletId });
    expect(await sqlStateOf(assign(context.fx.b.outletIds[0]!))).toBe(FOREIGN_KEY_VIOLATION);
    expect(await sqlStateOf(assign(context.fx.a.outletIds[0]!))).toBeUndefined();
    const rows = await context.database.db
      .select()
      .from(userOutlets)
      .where(
        and(eq(userOutlets.businessId, context.fx.a.id), eq(userOutlets.userId, context.fx.a.manager.id)),
      );
    expect(rows.map((row) => row.outletId)).toEqual([context.fx.a.outletIds[0]]);
  });

  it('clears only the reference, never the business, when a referenced row goes', async () => {
    const [customer] = await context.database.db
      .insert(customers)
      .values({ businessId: context.fx.a.id, name: 'Sari' })
      .returning({ id: customers.id });
    await context.database.db.insert(orders).values({
      businessId: context.fx.a.id,
      outletId: context.fx.a.outletIds[0]!,
      customerId: customer!.id,
      uuid: 'with-customer',
      orderToken: 'with-customer',
      receiptNumber: 'with-customer',
      status: 'completed',
      createdAt: new Date(),
      businessDate: '2026-01-01',
    });
    await context.database.db
      .delete(customers)
      .where(and(eq(customers.businessId, context.fx.a.id), eq(customers.id, customer!.id)));
    const [order] = await context.database.db
      .select({ businessId: orders.businessId, customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.businessId, context.fx.a.id), eq(orders.uuid, 'with-customer')));
    expect(order).toEqual({ businessId: context.fx.a.id, customerId: null });
  });
});
