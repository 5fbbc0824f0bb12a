import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  catalogueChanges,
  catalogueVersions,
  categories,
  itemOutlets,
  items,
  itemVariants,
  variantOutlets,
} from '../src/db/schema/index.js';
import { useTestDatabase } from './test-context.js';

/**
 * The catalogue's version (decision 0150): every transaction that changes what a till sells from raises its
 * business's version once, and each entity it touched is recorded at that version — whoever wrote it, through the
 * API or behind its back.
 */
describe('catalogue versions', () => {
  const context = useTestDatabase();

  const versionOf = async (businessId: number) =>
    (
      await context.database.db
        .select({ version: catalogueVersions.version })
        .from(catalogueVersions)
        .where(eq(catalogueVersions.businessId, businessId))
    )[0]?.version ?? 0;

  const changesAbove = async (businessId: number, version: number) =>
    (
      await context.database.db
        .select({
          kind: catalogueChanges.kind,
          id: catalogueChanges.entityId,
          version: catalogueChanges.version,
        })
        .from(catalogueChanges)
        .where(eq(catalogueChanges.businessId, businessId))
    )
      .filter((row) => row.version > version)
      .map((row) => `${row.kind}:${row.id}@${row.version}`)
      .sort();

  it('one transaction that writes an item, its variants and outlets raises the version once', async () => {
    const { a, b } = context.fx;
    const before = await versionOf(a.id);
    const otherBefore = await versionOf(b.id);
    const itemId = await context.database.db.transaction(async (tx) => {
      const [item] = await tx
        .insert(items)
        .values({ businessId: a.id, name: 'Es Kopi Susu Versi' })
        .returning({ id: items.id });
      const variants = await tx
        .insert(itemVariants)
        .values([
          { businessId: a.id, itemId: item!.id, name: 'Regular', price: 18000 },
          { businessId: a.id, itemId: item!.id, name: 'Large', price: 22000 },
        ])
        .returning({ id: itemVariants.id });
      await tx.insert(itemOutlets).values({ businessId: a.id, itemId: item!.id, outletId: a.outletIds[0]! });
      await tx.insert(variantOutlets).values({
        businessId: a.id,
        variantId: variants[0]!.id,
        itemId: item!.id,
        outletId: a.outletIds[0]!,
        price: 17000,
      });
      return item!.id;
    });
    const after = await versionOf(a.id);
    expect(after).toBe(before + 1);
    expect(await changesAbove(a.id, before)).toEqual([`item:${itemId}@${after}`]);
    expect(await versionOf(b.id)).toBe(otherBefore);

    // A sale moving stock is not a catalogue change; a price at an outlet is.
    await context.database.db
      .update(variantOutlets)
      .set({ stock: 5 })
      .where(and(eq(variantOutlets.businessId, a.id), eq(variantOutlets.itemId, itemId)));
    expect(await versionOf(a.id)).toBe(after + 1);
    await context.database.db
      .update(variantOutlets)
      .set({ stock: 4 })
      .where(and(eq(variantOutlets.businessId, a.id), eq(variantOutlets.itemId, itemId)));
    expect(await versionOf(a.id)).toBe(after + 1);
    await context.database.db
      .update(variantOutlets)
      .set({ price: 16000 })
      .where(and(eq(variantOutlets.businessId, a.id), eq(variantOutlets.itemId, itemId)));
    expect(await versionOf(a.id)).toBe(after + 2);
  });

  it('a deletion is recorded at its version, and statements outside a transaction each raise it', async () => {
    const { a } = context.fx;
    const [category] = await context.database.db
      .insert(categories)
      .values({ businessId: a.id, name: 'Kategori Versi' })
      .returning({ id: categories.id });
    const created = await versionOf(a.id);
    await context.database.db
      .delete(categories)
      .where(and(eq(categories.businessId, a.id), eq(categories.id, category!.id)));
    const deleted = await versionOf(a.id);
    expect(deleted).toBe(created + 1);
    expect(await changesAbove(a.id, created)).toEqual([`category:${category!.id}@${deleted}`]);
  });

  it('names and SKUs are unique in the business, ignoring case and spaces', async () => {
    const { a, b } = context.fx;
    await context.database.db.insert(items).values({ businessId: a.id, name: 'Teh Tarik Unik' });
    await expect(
      context.database.db.insert(items).values({ businessId: a.id, name: '  teh tarik unik ' }),
    ).rejects.toThrow();
    await context.database.db.insert(items).values({ businessId: b.id, name: 'Teh Tarik Unik' });
    const [item] = await context.database.db
      .insert(items)
      .values({ businessId: a.id, name: 'Roti Bakar Unik' })
      .returning({ id: items.id });
    const variant = { businessId: a.id, itemId: item!.id, price: 15000 };
    await context.database.db.insert(itemVariants).values({ ...variant, name: 'Coklat', sku: 'RB-001' });
    await expect(
      context.database.db.insert(itemVariants).values({ ...variant, name: 'Keju', sku: ' rb-001' }),
    ).rejects.toThrow();
    // Variants without a SKU are many.
    await context.database.db.insert(itemVariants).values([
      { ...variant, name: 'Keju', sku: null },
      { ...variant, name: 'Susu', sku: '' },
      { ...variant, name: 'Kacang', sku: null },
    ]);
  });
});
