import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PosCatalogue, PosOrder } from '@backoffice/contracts/pos';
import { itemOutlets, items, itemVariants } from '../src/db/schema/index.js';
import { bearer, signIn } from './identity-fixtures.js';
import { completedOrder, pairDevice, sendBatchOk } from './pos-fixtures.js';
import { useTestApp } from './test-context.js';

/**
 * Ingestion refuses a line naming a variant the device's outlet does not sell, with the field named, and takes the
 * rest of the batch; an order sold offline from an older catalogue keeps a variant removed since (decision 0177).
 */
describe('pos ingestion: the variants an outlet sells', () => {
  const context = useTestApp();
  let credential: string;
  let owner: string;
  const v: Record<string, { itemId: number; variantId: number }> = {};

  /** An item with one variant, sold at the given outlets of the business. */
  const createItem = async (businessId: number, name: string, outletIds: number[], isActive = true) => {
    const db = context.database.db;
    const [item] = await db.insert(items).values({ businessId, name, isActive }).returning({ id: items.id });
    const [variant] = await db
      .insert(itemVariants)
      .values({ businessId, itemId: item!.id, name: '', price: 25_000 })
      .returning({ id: itemVariants.id });
    if (outletIds.length)
      await db
        .insert(itemOutlets)
        .values(outletIds.map((outletId) => ({ businessId, itemId: item!.id, outletId })));
    return { itemId: item!.id, variantId: variant!.id };
  };

  /** The fixture's order with its lines naming these variants (one per line). */
  const orderOf = (
    lines: ({ itemId: number; variantId: number } | null)[],
    extra: Partial<PosOrder> = {},
  ) => {
    const order = completedOrder('2026-11-24T09:00:00+07:00', extra);
    order.items = order.items.map((line, i) => ({
      ...line,
      item_id: lines[i]?.itemId ?? null,
      variant_id: lines[i]?.variantId ?? null,
    }));
    return order;
  };

  const currentVersion = async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/pos/v1/catalogue',
      headers: bearer(credential),
    });
    return response.json<PosCatalogue>().version;
  };

  beforeAll(async () => {
    const { a, b } = context.fx;
    owner = (await signIn(context.app, a.owner.email)).access_token;
    credential = (await pairDevice(context.app, owner, a.outletIds[0]!)).credential;
    v.sold = await createItem(a.id, 'Es Kopi Dijual', [a.outletIds[0]!]);
    v.soldToo = await createItem(a.id, 'Roti Dijual', [a.outletIds[0]!, a.outletIds[1]!]);
    v.elsewhere = await createItem(a.id, 'Hanya di Outlet Lain', [a.outletIds[1]!]);
    v.inactive = await createItem(a.id, 'Tidak Aktif', [a.outletIds[0]!], false);
    v.otherBusiness = await createItem(b.id, 'Milik Bisnis Lain', [b.outletIds[0]!]);
  });

  it('refuses a line of a variant the outlet does not sell, naming the line, and takes the rest of the batch', async () => {
    const good = orderOf([v.sold!, v.soldToo!]);
    const openPrice = orderOf([null, null]);
    const elsewhere = orderOf([v.sold!, v.elsewhere!]);
    const inactive = orderOf([v.inactive!, v.sold!]);
    const foreign = orderOf([v.otherBusiness!, v.sold!]);
    const result = await sendBatchOk(context.app, credential, [
      good,
      openPrice,
      elsewhere,
      inactive,
      foreign,
    ]);
    expect(result.results.map((r) => r.status)).toEqual([
      'accepted',
      'accepted',
      'refused',
      'refused',
      'refused',
    ]);
    expect(result.results[2]!.errors).toEqual([
      { field: 'items.1.variant_id', message: 'This outlet does not sell this variant.' },
    ]);
    expect(result.results[3]!.errors).toEqual([
      { field: 'items.0.variant_id', message: 'This outlet does not sell this variant.' },
    ]);
    // Another business's variant answers exactly as one that does not exist.
    expect(result.results[4]!.errors).toEqual([
      { field: 'items.0.variant_id', message: 'Not found in this business.' },
    ]);
  });

  it('takes an order sold from a catalogue older than the variant’s removal, and refuses one sold after it', async () => {
    const { a } = context.fx;
    const deleted = await createItem(a.id, 'Dihapus Nanti', [a.outletIds[0]!]);
    const withdrawn = await createItem(a.id, 'Ditarik Nanti', [a.outletIds[0]!]);
    const held = await currentVersion();
    // After the till pulled version `held`, the back office deletes one item and stops selling the other here.
    await context.database.db
      .delete(items)
      .where(and(eq(items.businessId, a.id), eq(items.id, deleted.itemId)));
    await context.database.db
      .delete(itemOutlets)
      .where(and(eq(itemOutlets.businessId, a.id), eq(itemOutlets.itemId, withdrawn.itemId)));
    const now = await currentVersion();
    expect(now).toBeGreaterThan(held);

    const offline = orderOf([deleted, withdrawn], { catalogue_version: held });
    const unversioned = orderOf([deleted, v.sold!]);
    const afterwards = orderOf([v.sold!, withdrawn], { catalogue_version: now });
    const result = await sendBatchOk(context.app, credential, [offline, unversioned, afterwards]);
    expect(result.results.map((r) => r.status)).toEqual(['accepted', 'refused', 'refused']);
    expect(result.results[1]!.errors.map((e) => e.field)).toEqual(['items.0.variant_id']);
    expect(result.results[2]!.errors.map((e) => e.field)).toEqual(['items.1.variant_id']);
    // A replay of the offline order is still the same order.
    expect(await sendBatchOk(context.app, credential, [offline])).toMatchObject({ duplicate: 1 });
  });
});
