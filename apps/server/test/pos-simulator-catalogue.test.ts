import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PosCatalogue } from '@backoffice/contracts/pos';
import { itemOutlets, items, itemVariants, orderItems, variantOutlets } from '../src/db/schema/index.js';
import { startCatalogueSync } from '../src/pos-simulator/catalogue-sync.js';
import { buildSale } from '../src/pos-simulator/sale-builder.js';
import { bearer, signIn } from './identity-fixtures.js';
import { pairDevice, sendBatchOk } from './pos-fixtures.js';
import { seeded } from './pos-catalogue-edits.js';
import { useTestApp } from './test-context.js';

/**
 * The simulator sells from the catalogue it pulled and asks for what changed once a minute (issue 29): a price
 * changed for its outlet in the back office is on the next orders after the next pull, and not before it.
 */
describe('pos simulator: a price changed in the back office reaches the next orders', () => {
  const context = useTestApp();

  it('sells at the outlet’s new price after the next minute’s pull, and the server takes it', async () => {
    const { a } = context.fx;
    const db = context.database.db;
    const outletId = a.outletIds[0]!;
    const owner = (await signIn(context.app, a.owner.email)).access_token;
    const { credential } = await pairDevice(context.app, owner, outletId);
    const [item] = await db
      .insert(items)
      .values({ businessId: a.id, name: 'Es Teh Simulator' })
      .returning({ id: items.id });
    const [variant] = await db
      .insert(itemVariants)
      .values({ businessId: a.id, itemId: item!.id, name: '', price: 10_000 })
      .returning({ id: itemVariants.id });
    await db.insert(itemOutlets).values({ businessId: a.id, itemId: item!.id, outletId });

    let now = Date.parse('2026-11-26T03:00:00Z');
    const pulls: (number | undefined)[] = [];
    const sync = await startCatalogueSync(
      async (since) => {
        pulls.push(since);
        const response = await context.app.inject({
          method: 'GET',
          url: `/api/pos/v1/catalogue${since === undefined ? '' : `?since=${since}`}`,
          headers: bearer(credential),
        });
        expect(response.statusCode).toBe(200);
        return response.json<PosCatalogue>();
      },
      { now: () => now },
    );
    const random = seeded(14);
    let receipt = 0;
    const sell = () =>
      buildSale(sync.current(), {
        random,
        at: new Date(now),
        receiptNumber: `SIM-T-${++receipt}`,
        balances: new Map(),
      });
    const pricesOf = (orders: ReturnType<typeof sell>[]) =>
      new Set(orders.flatMap((o) => o.items.map((line) => line.unit_price)));

    expect(pricesOf([sell(), sell()])).toEqual(new Set([10_000]));

    // The back office prices the variant differently at this outlet.
    await db
      .insert(variantOutlets)
      .values({ businessId: a.id, variantId: variant!.id, itemId: item!.id, outletId, price: 12_500 });
    now += 30_000;
    expect(await sync.refreshIfDue()).toBe(false);
    expect(pricesOf([sell()])).toEqual(new Set([10_000]));
    now += 30_000;
    expect(await sync.refreshIfDue()).toBe(true);
    expect(pulls).toHaveLength(2);
    expect(pulls[1]).toBeGreaterThan(0);

    const next = [sell(), sell(), sell()];
    expect(pricesOf(next)).toEqual(new Set([12_500]));
    const result = await sendBatchOk(context.app, credential, next);
    expect(result.refused).toBe(0);
    const stored = await db
      .select({ price: orderItems.unitPrice })
      .from(orderItems)
      .where(and(eq(orderItems.businessId, a.id), eq(orderItems.variantId, variant!.id)));
    expect(stored.length).toBeGreaterThan(0);
    expect(new Set(stored.map((row) => row.price))).toEqual(new Set([12_500]));
  });
});
