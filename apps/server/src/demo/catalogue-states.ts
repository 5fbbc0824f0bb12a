import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import {
  bundleComponents,
  itemOutlets,
  items,
  itemTaxes,
  itemVariants,
  modifierOptions,
  modifierOutlets,
  modifiers,
  promoOutlets,
  promos,
  taxes,
  taxOutlets,
} from '../db/schema/index.js';
import type { SeededBusiness } from './businesses.js';
import type { SaleItem } from './catalogue.js';

/** Rounds a price to whole hundreds of Rupiah, as menus print them. */
const hundreds = (value: number) => Math.round(value / 100) * 100;

/**
 * The catalogue states the Library screens and the device catalogue show (issue 29, decision 0150), written after
 * the catalogue and the checkout lists: a default sales type and the outlets of each, modifiers with a minimum and
 * maximum and their outlets (one offered at the first outlet only), a tax included in the price beside the added
 * one, a bundle package, and the main business's promotions with a schedule, a priority and outlets. Nothing here
 * changes how the demo's orders are priced: the included tax only marks the catalogue (its orders stay priced as
 * before), and the bundle is not sold in the history. No random draws, so the rest of the demo is unchanged.
 */
export async function showCatalogueStates(
  db: Queryable,
  business: SeededBusiness,
  saleItems: readonly SaleItem[],
): Promise<void> {
  const businessId = business.id;
  const stamp = { createdAt: business.createdAt, updatedAt: business.createdAt };
  const outletIds = business.outlets.map((o) => o.id);
  const everywhere = <T>(row: (outletId: number) => T) => outletIds.map(row);

  // The default sales type and the outlets offering each are set where the sales types are made (checkout-setup.ts).
  const groups = await db
    .select({ id: modifiers.id, single: modifiers.isSingleChoice, options: count(modifierOptions.id) })
    .from(modifiers)
    .leftJoin(
      modifierOptions,
      and(eq(modifierOptions.businessId, modifiers.businessId), eq(modifierOptions.modifierId, modifiers.id)),
    )
    .where(eq(modifiers.businessId, businessId))
    .groupBy(modifiers.businessId, modifiers.id)
    .orderBy(asc(modifiers.id));
  for (const group of groups) {
    // One choice: at most one. Several: at most two, and never more than the set has (the Modifiers screen refuses
    // a maximum above the number of options, so a demo set with one option would not save).
    await db
      .update(modifiers)
      .set({ minSelect: 0, maxSelect: group.single ? 1 : Math.min(2, Number(group.options)) })
      .where(and(eq(modifiers.businessId, businessId), eq(modifiers.id, group.id)));
  }
  if (groups.length) {
    const limited = groups.length > 1 && outletIds.length > 1 ? groups.at(-1)!.id : null;
    await db.insert(modifierOutlets).values(
      groups.flatMap((g) =>
        (g.id === limited ? outletIds.slice(0, 1) : outletIds).map((outletId) => ({
          businessId,
          modifierId: g.id,
          outletId,
        })),
      ),
    );
  }

  // The added tax (PB1) on every item sold, as the demo's orders are priced with it at its outlets: a till charges
  // only the taxes an item carries (decision 0220).
  const added = await db
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.businessId, businessId), eq(taxes.isIncluded, false)));
  const taxedItems = [...new Set(saleItems.map((item) => item.itemId))];
  if (added.length && taxedItems.length)
    await db
      .insert(itemTaxes)
      .values(added.flatMap((tax) => taxedItems.map((itemId) => ({ businessId, itemId, taxId: tax.id }))));

  // A tax included in the price, at the first outlet, on the items of the last category.
  const lastCategory = saleItems.at(-1)?.categoryId;
  if (outletIds.length && lastCategory !== undefined) {
    const [included] = await db
      .insert(taxes)
      .values({ businessId, name: 'PPN (termasuk harga)', percentage: 11, isIncluded: true, ...stamp })
      .returning({ id: taxes.id });
    await db.insert(taxOutlets).values({ businessId, taxId: included!.id, outletId: outletIds[0]! });
    await db
      .insert(itemTaxes)
      .values(
        saleItems
          .filter((item) => item.categoryId === lastCategory)
          .map((item) => ({ businessId, itemId: item.itemId, taxId: included!.id })),
      );
  }

  // A bundle package of the two best sellers' first variants, a little under their sum.
  const [first, second] = [...saleItems].sort((x, y) => y.popularity - x.popularity || x.itemId - y.itemId);
  if (first && second && outletIds.length) {
    const parts = [first.variants[0]!, second.variants[0]!];
    const [bundle] = await db
      .insert(items)
      .values({
        businessId,
        name: `Paket Hemat ${first.name}`,
        kind: 'bundle',
        categoryId: first.categoryId,
        ...stamp,
      })
      .returning({ id: items.id });
    await db.insert(itemVariants).values({
      businessId,
      itemId: bundle!.id,
      name: '',
      price: hundreds((parts[0]!.price + parts[1]!.price) * 0.85),
      cost: parts[0]!.cost + parts[1]!.cost,
      ...stamp,
    });
    await db
      .insert(bundleComponents)
      .values(
        parts.map((variant) => ({ businessId, bundleId: bundle!.id, variantId: variant.id, quantity: 1 })),
      );
    await db
      .insert(itemOutlets)
      .values(everywhere((outletId) => ({ businessId, itemId: bundle!.id, outletId })));
  }

  // The main business's promotions: the morning coffee one on weekday mornings and ahead of the other.
  const promoRows = await db
    .select({ id: promos.id, name: promos.name })
    .from(promos)
    .where(eq(promos.businessId, businessId))
    .orderBy(asc(promos.id));
  for (const [position, promo] of promoRows.entries()) {
    await db
      .update(promos)
      .set(
        position === 0
          ? { schedule: { days: [1, 2, 3, 4, 5, 6, 7], from: '06:00', to: '11:00' }, priority: 2 }
          : { priority: 1 },
      )
      .where(and(eq(promos.businessId, businessId), eq(promos.id, promo.id)));
  }
  if (promoRows.length && outletIds.length) {
    await db
      .insert(promoOutlets)
      .values(promoRows.flatMap((p) => everywhere((outletId) => ({ businessId, promoId: p.id, outletId }))));
  }
}
