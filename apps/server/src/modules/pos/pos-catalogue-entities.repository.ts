import { and, asc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PosCatalogueEntities } from '@backoffice/contracts/pos-catalogue';
import type { Queryable } from '../../db/database.js';
import {
  bundleComponents,
  categories,
  discountOutlets,
  discounts,
  gratuities,
  gratuityOutlets,
  gratuitySalesTypes,
  itemModifiers,
  itemOutlets,
  items,
  itemSalesTypes,
  itemTaxes,
  itemVariants,
  modifierOptions,
  modifierOutlets,
  modifiers,
  promoOutlets,
  promos,
  salesTypeOutlets,
  salesTypes,
  taxes,
  taxOutlets,
  variantOutlets,
} from '../../db/schema/index.js';

/** Which entities of a kind to read: all of them, or those ids (the ones changed since a device's version). */
export type EntityFilter = 'all' | readonly number[];
export type EntityFilters = Record<keyof PosCatalogueEntities, EntityFilter>;

interface Place {
  businessId: number;
  outletId: number;
}

/** `column = any(ids)` with the ids as one array parameter, however many there are; no condition for 'all'. */
function within(column: AnyPgColumn, filter: EntityFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  return sql`${column} = any(${`{${filter.join(',')}}`}::int[])`;
}

const empty = (filter: EntityFilter) => filter !== 'all' && filter.length === 0;

function groupBy<Row, Key, Value>(rows: readonly Row[], key: (row: Row) => Key, value: (row: Row) => Value) {
  const map = new Map<Key, Value[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(value(row));
    map.set(key(row), list);
  }
  return map;
}

/**
 * Offered at an outlet through a link table added with the catalogue schema (modifiers, sales types, promotions):
 * no row at all = every outlet, as before those tables existed (decision 0175).
 */
function offeredHere(linkTable: SQL, ownerColumn: string, ownerId: AnyPgColumn, place: Place): SQL {
  return sql`(exists (select 1 from ${linkTable} l where l.business_id = ${place.businessId}
                 and l.${sql.identifier(ownerColumn)} = ${ownerId} and l.outlet_id = ${place.outletId})
           or not exists (select 1 from ${linkTable} l where l.business_id = ${place.businessId}
                 and l.${sql.identifier(ownerColumn)} = ${ownerId}))`;
}

/** The outlet's active items, each with its variants at the outlet's prices and the links a till applies. */
async function readItems(db: Queryable, place: Place, filter: EntityFilter) {
  if (empty(filter)) return [];
  const b = place.businessId;
  const rows = await db
    .select({
      id: items.id,
      name: items.name,
      categoryId: items.categoryId,
      kind: items.kind,
      description: items.description,
      trackStock: items.trackStock,
    })
    .from(items)
    .innerJoin(
      itemOutlets,
      and(
        eq(itemOutlets.businessId, items.businessId),
        eq(itemOutlets.itemId, items.id),
        eq(itemOutlets.outletId, place.outletId),
      ),
    )
    .where(and(eq(items.businessId, b), eq(items.isActive, true), within(items.id, filter)))
    .orderBy(asc(items.id));
  if (rows.length === 0) return [];
  const found = rows.map((r) => r.id);
  const variants = await db
    .select({
      id: itemVariants.id,
      itemId: itemVariants.itemId,
      name: itemVariants.name,
      sku: itemVariants.sku,
      price: sql<number>`coalesce(${variantOutlets.price}, ${itemVariants.price})`.mapWith(Number),
      cost: itemVariants.cost,
      lowStockLevel: variantOutlets.lowStockLevel,
    })
    .from(itemVariants)
    .leftJoin(
      variantOutlets,
      and(
        eq(variantOutlets.businessId, itemVariants.businessId),
        eq(variantOutlets.variantId, itemVariants.id),
        eq(variantOutlets.outletId, place.outletId),
      ),
    )
    .where(and(eq(itemVariants.businessId, b), within(itemVariants.itemId, found)))
    .orderBy(asc(itemVariants.itemId), asc(itemVariants.position), asc(itemVariants.id));
  const link = async (
    table: typeof itemModifiers | typeof itemTaxes | typeof itemSalesTypes,
    other: AnyPgColumn,
  ) =>
    groupBy(
      await db
        .select({ itemId: table.itemId, id: sql<number>`${other}`.mapWith(Number) })
        .from(table)
        .where(and(eq(table.businessId, b), within(table.itemId, found)))
        .orderBy(asc(other)),
      (r) => r.itemId,
      (r) => r.id,
    );
  const modifierLinks = await link(itemModifiers, itemModifiers.modifierId);
  const taxLinks = await link(itemTaxes, itemTaxes.taxId);
  const salesTypeLinks = await link(itemSalesTypes, itemSalesTypes.salesTypeId);
  const components = groupBy(
    await db
      .select({
        bundleId: bundleComponents.bundleId,
        variantId: bundleComponents.variantId,
        quantity: bundleComponents.quantity,
      })
      .from(bundleComponents)
      .where(and(eq(bundleComponents.businessId, b), within(bundleComponents.bundleId, found)))
      .orderBy(asc(bundleComponents.variantId)),
    (r) => r.bundleId,
    (r) => ({ variant_id: r.variantId, quantity: r.quantity }),
  );
  const variantsOf = groupBy(
    variants,
    (v) => v.itemId,
    (v) => ({
      variant_id: v.id,
      name: v.name,
      sku: v.sku,
      price: v.price,
      cost: v.cost,
      low_stock_level: v.lowStockLevel,
    }),
  );
  return rows.map((r) => ({
    item_id: r.id,
    item_name: r.name,
    category_id: r.categoryId,
    kind: r.kind,
    description: r.description,
    track_stock: r.trackStock,
    variants: variantsOf.get(r.id) ?? [],
    modifier_ids: modifierLinks.get(r.id) ?? [],
    tax_ids: taxLinks.get(r.id) ?? [],
    sales_type_ids: salesTypeLinks.get(r.id) ?? [],
    bundle_components: components.get(r.id) ?? [],
  }));
}

async function readModifiers(db: Queryable, place: Place, filter: EntityFilter) {
  if (empty(filter)) return [];
  const b = place.businessId;
  const rows = await db
    .select()
    .from(modifiers)
    .where(
      and(
        eq(modifiers.businessId, b),
        within(modifiers.id, filter),
        offeredHere(sql`${modifierOutlets}`, 'modifier_id', modifiers.id, place),
      ),
    )
    .orderBy(asc(modifiers.id));
  if (rows.length === 0) return [];
  const options = groupBy(
    await db
      .select()
      .from(modifierOptions)
      .where(
        and(
          eq(modifierOptions.businessId, b),
          within(
            modifierOptions.modifierId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(modifierOptions.position), asc(modifierOptions.id)),
    (o) => o.modifierId,
    (o) => ({ id: o.id, name: o.name, price: o.price }),
  );
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    is_required: m.isRequired,
    is_single_choice: m.isSingleChoice,
    min_select: m.minSelect,
    max_select: m.maxSelect,
    options: options.get(m.id) ?? [],
  }));
}

/** An entity offered at the outlet through a link table that lists its outlets (no row = nowhere). */
function linkedHere(
  link: typeof taxOutlets | typeof gratuityOutlets | typeof discountOutlets,
  owner: AnyPgColumn,
  ownerLink: AnyPgColumn,
  place: Place,
) {
  return exists(
    sql`(select 1 from ${link} where ${link.businessId} = ${place.businessId} and ${ownerLink} = ${owner}
          and ${link.outletId} = ${place.outletId})`,
  );
}

async function readGratuities(db: Queryable, place: Place, filter: EntityFilter) {
  if (empty(filter)) return [];
  const rows = await db
    .select({ id: gratuities.id, name: gratuities.name, percentage: gratuities.percentage })
    .from(gratuities)
    .where(
      and(
        eq(gratuities.businessId, place.businessId),
        within(gratuities.id, filter),
        linkedHere(gratuityOutlets, gratuities.id, gratuityOutlets.gratuityId, place),
      ),
    )
    .orderBy(asc(gratuities.id));
  if (rows.length === 0) return [];
  const types = groupBy(
    await db
      .select({ gratuityId: gratuitySalesTypes.gratuityId, salesTypeId: gratuitySalesTypes.salesTypeId })
      .from(gratuitySalesTypes)
      .where(
        and(
          eq(gratuitySalesTypes.businessId, place.businessId),
          within(
            gratuitySalesTypes.gratuityId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(gratuitySalesTypes.salesTypeId)),
    (r) => r.gratuityId,
    (r) => r.salesTypeId,
  );
  return rows.map((g) => ({ ...g, sales_type_ids: types.get(g.id) ?? [] }));
}

async function readPromos(db: Queryable, place: Place, filter: EntityFilter) {
  if (empty(filter)) return [];
  const rows = await db
    .select()
    .from(promos)
    .where(
      and(
        eq(promos.businessId, place.businessId),
        eq(promos.isActive, true),
        within(promos.id, filter),
        offeredHere(sql`${promoOutlets}`, 'promo_id', promos.id, place),
      ),
    )
    .orderBy(asc(promos.id));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    promo_type_id: p.promoTypeId,
    discount_type: p.discountType,
    amount: p.amount,
    max_discount: p.maxDiscount,
    requirement: {
      type: p.requirement.type,
      relation: p.requirement.relation ?? null,
      items: (p.requirement.items ?? []).map((i) => ({
        item_id: i.itemId,
        item_name: i.itemName,
        variant_name: i.variantName ?? null,
        quantity: i.quantity,
      })),
      category_id: p.requirement.categoryId ?? null,
      category_quantity: p.requirement.categoryQuantity ?? null,
      minimum_amount: p.requirement.minimumAmount ?? null,
    },
    sales_type_ids: p.salesTypeIds,
    start_at: p.startAt?.toISOString() ?? null,
    end_at: p.endAt?.toISOString() ?? null,
    schedule: p.schedule ?? null,
    priority: p.priority,
  }));
}

/**
 * The versioned part of a device's catalogue (decision 0175), each kind read whole or by the ids asked for. Run in
 * one snapshot by the caller, with the version it answers.
 */
export async function readCatalogueEntities(
  db: Queryable,
  place: Place,
  filters: EntityFilters,
): Promise<PosCatalogueEntities> {
  const b = place.businessId;
  const itemRows = await readItems(db, place, filters.items);
  const categoryRows = empty(filters.categories)
    ? []
    : await db
        .select({ id: categories.id, name: categories.name, color: categories.color })
        .from(categories)
        .where(and(eq(categories.businessId, b), within(categories.id, filters.categories)))
        .orderBy(asc(categories.id));
  const modifierRows = await readModifiers(db, place, filters.modifiers);
  const taxRows = empty(filters.taxes)
    ? []
    : await db
        .select({
          id: taxes.id,
          name: taxes.name,
          percentage: taxes.percentage,
          is_included: taxes.isIncluded,
        })
        .from(taxes)
        .where(
          and(
            eq(taxes.businessId, b),
            within(taxes.id, filters.taxes),
            linkedHere(taxOutlets, taxes.id, taxOutlets.taxId, place),
          ),
        )
        .orderBy(asc(taxes.id));
  const gratuityRows = await readGratuities(db, place, filters.gratuities);
  const salesTypeRows = empty(filters.sales_types)
    ? []
    : await db
        .select({ id: salesTypes.id, name: salesTypes.name, is_default: salesTypes.isDefault })
        .from(salesTypes)
        .where(
          and(
            eq(salesTypes.businessId, b),
            eq(salesTypes.isActive, true),
            within(salesTypes.id, filters.sales_types),
            offeredHere(sql`${salesTypeOutlets}`, 'sales_type_id', salesTypes.id, place),
          ),
        )
        .orderBy(asc(salesTypes.position), asc(salesTypes.id));
  const promoRows = await readPromos(db, place, filters.promos);
  const discountRows = empty(filters.discounts)
    ? []
    : await db
        .select({ id: discounts.id, name: discounts.name, type: discounts.type, amount: discounts.amount })
        .from(discounts)
        .where(
          and(
            eq(discounts.businessId, b),
            within(discounts.id, filters.discounts),
            linkedHere(discountOutlets, discounts.id, discountOutlets.discountId, place),
          ),
        )
        .orderBy(asc(discounts.id));
  return {
    items: itemRows,
    categories: categoryRows,
    modifiers: modifierRows,
    taxes: taxRows,
    gratuities: gratuityRows,
    sales_types: salesTypeRows,
    promos: promoRows,
    discounts: discountRows,
  };
}
