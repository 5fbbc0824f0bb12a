import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import {
  brandOutlets,
  brands,
  categories,
  itemModifiers,
  itemOutlets,
  itemVariants,
  items,
  variantOutlets,
  modifierOptions,
  modifiers,
  principalOutlets,
  principals,
} from '../db/schema/index.js';
import type { SeededBusiness } from './businesses.js';
import { type CatalogueSpec, variantSchemes } from './catalogue-spec.js';
import type { Random } from './random.js';

export interface SaleModifierGroup {
  id: number;
  name: string;
  singleChoice: boolean;
  options: { id: number; name: string; price: number }[];
}

/** What the order generator sells: the catalogue as inserted, with ids and popularity. */
export interface SaleItem {
  itemId: number;
  name: string;
  categoryId: number;
  categoryName: string;
  popularity: number;
  variants: {
    id: number;
    name: string;
    price: number;
    cost: number;
    /** The variant's own price at some outlets (decision 0150), by outlet id. */
    priceAt?: ReadonlyMap<number, number>;
  }[];
  modifierGroups: SaleModifierGroup[];
}

function byName<T extends { id: number; name: string }>(rows: T[], label: string): (name: string) => number {
  const map = new Map(rows.map((r) => [r.name, r.id]));
  return (name) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`${label} "${name}" was not inserted`);
    return id;
  };
}

/** Rounds a price to whole hundreds of Rupiah, as menus print them. */
const hundreds = (value: number) => Math.round(value / 100) * 100;

export async function createCatalogue(
  db: Queryable,
  business: SeededBusiness,
  catalogue: CatalogueSpec,
  rng: Random,
): Promise<SaleItem[]> {
  const businessId = business.id;
  const stamp = { createdAt: business.createdAt, updatedAt: business.createdAt };
  const outletIds = business.outlets.map((o) => o.id);

  const principalRows = catalogue.principals.length
    ? await db
        .insert(principals)
        .values(catalogue.principals.map((p) => ({ businessId, name: p.name, ...stamp })))
        .returning({ id: principals.id, name: principals.name })
    : [];
  const principalId = byName(principalRows, 'principal');
  const brandValues = [
    ...catalogue.principals.flatMap((p) =>
      p.brands.map((name) => ({ businessId, name, principalId: principalId(p.name), ...stamp })),
    ),
    ...catalogue.loneBrands.map((name) => ({ businessId, name, principalId: null, ...stamp })),
  ];
  const brandRows = brandValues.length
    ? await db.insert(brands).values(brandValues).returning({ id: brands.id, name: brands.name })
    : [];
  const brandId = byName(brandRows, 'brand');
  if (principalRows.length) {
    await db
      .insert(principalOutlets)
      .values(
        principalRows.flatMap((p) =>
          outletIds.map((outletId) => ({ businessId, principalId: p.id, outletId })),
        ),
      );
  }
  if (brandRows.length) {
    await db
      .insert(brandOutlets)
      .values(
        brandRows.flatMap((b) => outletIds.map((outletId) => ({ businessId, brandId: b.id, outletId }))),
      );
  }

  const categoryRows = await db
    .insert(categories)
    .values(catalogue.categories.map((c) => ({ businessId, name: c.name, color: c.color, ...stamp })))
    .returning({ id: categories.id, name: categories.name });
  const categoryId = byName(categoryRows, 'category');

  const groupByKey = new Map<string, SaleModifierGroup>();
  for (const group of catalogue.modifierGroups) {
    const [row] = await db
      .insert(modifiers)
      .values({ businessId, name: group.name, isSingleChoice: group.singleChoice, ...stamp })
      .returning({ id: modifiers.id });
    if (!row) throw new Error(`modifier ${group.name} was not inserted`);
    const options = await db
      .insert(modifierOptions)
      .values(
        group.options.map(([name, price], position) => ({
          businessId,
          modifierId: row.id,
          name,
          price,
          position,
        })),
      )
      .returning({ id: modifierOptions.id, name: modifierOptions.name, price: modifierOptions.price });
    const saleGroup = { id: row.id, name: group.name, singleChoice: group.singleChoice, options };
    groupByKey.set(group.key, saleGroup);
  }

  const flat = catalogue.categories.flatMap((category) =>
    category.items.map(([name, price, scheme = 'single', modifierKeys = [], popularity = 1, brand]) => ({
      category,
      name,
      price,
      scheme,
      modifierKeys,
      popularity,
      brand: brand ?? category.brand ?? null,
    })),
  );
  const itemRows = await db
    .insert(items)
    .values(
      flat.map((spec) => ({
        businessId,
        name: spec.name,
        categoryId: categoryId(spec.category.name),
        brandId: spec.brand ? brandId(spec.brand) : null,
        trackStock: catalogue.tracksStock,
        ...stamp,
      })),
    )
    .returning({ id: items.id, name: items.name });
  const itemId = byName(itemRows, 'item');

  const variantValues = flat.flatMap((spec) =>
    variantSchemes[spec.scheme].map(([variantName, extra], position) => {
      const price = spec.price + extra;
      return {
        businessId,
        itemId: itemId(spec.name),
        name: variantName,
        sku: `${spec.category.name.slice(0, 3).toUpperCase()}-${itemId(spec.name)}-${position + 1}`,
        price,
        cost: hundreds(price * spec.category.costRatio * (0.9 + rng.next() * 0.2)),
        // Units on hand at the first outlet; drawn here so the demo's random sequence stays as it was.
        onHand: catalogue.tracksStock ? rng.int(5, 200) : null,
        position,
        ...stamp,
      };
    }),
  );
  const variantRows = await db
    .insert(itemVariants)
    .values(variantValues.map(({ onHand: _onHand, ...variant }) => variant))
    .returning({ id: itemVariants.id, itemId: itemVariants.itemId, position: itemVariants.position });
  const priceAt = await writeOutletRows(db, business, catalogue, {
    items: itemRows,
    variants: variantRows.map((row) => {
      const value = variantValues.find((v) => v.itemId === row.itemId && v.position === row.position)!;
      return { ...row, price: value.price, onHand: value.onHand };
    }),
  });

  await db
    .insert(itemOutlets)
    .values(
      itemRows.flatMap((item) => outletIds.map((outletId) => ({ businessId, itemId: item.id, outletId }))),
    );
  const links = flat.flatMap((spec) =>
    spec.modifierKeys.map((key) => {
      const group = groupByKey.get(key);
      if (!group) throw new Error(`modifier group ${key} is not defined`);
      return { businessId, itemId: itemId(spec.name), modifierId: group.id };
    }),
  );
  if (links.length) await db.insert(itemModifiers).values(links);

  return flat.map((spec) => {
    const id = itemId(spec.name);
    const variants = variantValues
      .filter((v) => v.itemId === id)
      .map((v) => {
        const row = variantRows.find((r) => r.itemId === id && r.position === v.position);
        if (!row) throw new Error(`variant of ${spec.name} was not inserted`);
        return { id: row.id, name: v.name, price: v.price, cost: v.cost, priceAt: priceAt.get(row.id) };
      });
    return {
      itemId: id,
      name: spec.name,
      categoryId: categoryId(spec.category.name),
      categoryName: spec.category.name,
      popularity: spec.popularity,
      variants,
      modifierGroups: spec.modifierKeys.map((key) => groupByKey.get(key) as SaleModifierGroup),
    };
  });
}

/** Stock is counted under this many units at an outlet. */
const LOW_STOCK_LEVEL = 10;

/**
 * What the catalogue holds per outlet (decision 0150: `item_variants.stock` is superseded by `variant_outlets`):
 * the units on hand of tracked items at each outlet, with one variant low at the first outlet, and for a catalogue
 * that tracks nothing, its first item tracked all the same; and the first item's own, higher price at the second
 * outlet. Answers those prices by variant and outlet, for the orders. No random draws.
 */
async function writeOutletRows(
  db: Queryable,
  business: SeededBusiness,
  catalogue: CatalogueSpec,
  inserted: {
    items: { id: number }[];
    variants: { id: number; itemId: number; price: number; onHand: number | null }[];
  },
): Promise<Map<number, Map<number, number>>> {
  const businessId = business.id;
  const outletIds = business.outlets.map((o) => o.id);
  const firstItem = inserted.items[0]?.id;
  if (!catalogue.tracksStock && firstItem !== undefined) {
    await db
      .update(items)
      .set({ trackStock: true })
      .where(and(eq(items.businessId, businessId), eq(items.id, firstItem)));
  }
  const tracked = (itemId: number) => catalogue.tracksStock || itemId === firstItem;
  const pricedAt = outletIds[1];
  const prices = new Map<number, Map<number, number>>();
  const rows: (typeof variantOutlets.$inferInsert)[] = [];
  inserted.variants.forEach((variant, index) => {
    const ownPrice = variant.itemId === firstItem && pricedAt !== undefined ? variant.price + 2000 : null;
    if (ownPrice !== null) prices.set(variant.id, new Map([[pricedAt!, ownPrice]]));
    outletIds.forEach((outletId, position) => {
      const price = outletId === pricedAt ? ownPrice : null;
      if (!tracked(variant.itemId) && price === null) return;
      // The first variant is low at the first outlet; the others have a spread of stock.
      const onHand =
        index === 0 && position === 0
          ? 3
          : (((variant.onHand ?? 40) + position * 37) % 190) + LOW_STOCK_LEVEL + 1;
      rows.push({
        businessId,
        variantId: variant.id,
        itemId: variant.itemId,
        outletId,
        price,
        stock: tracked(variant.itemId) ? onHand : null,
        lowStockLevel: tracked(variant.itemId) ? LOW_STOCK_LEVEL : null,
      });
    });
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(variantOutlets).values(rows.slice(i, i + 1000));
  return prices;
}
