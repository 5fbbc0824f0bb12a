import { and, asc, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { bundleComponents, itemOutlets, items, itemVariants, outlets } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { OutletReach } from '../../platform/auth/outlet-reach.js';
import { inBusiness, inOutletReach } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;

/** Same expression as the unique index `items_business_name_uq`: lookups and the list order use it. */
const nameKey = sql<string>`lower(trim(${items.name}))`;

/** "teh" finds "Es Teh Manis": a search term as an ILIKE pattern with its own wildcards escaped. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The bundle's one variant (decision 0150): the same business, the same item. */
const ownVariant = and(eq(itemVariants.businessId, items.businessId), eq(itemVariants.itemId, items.id));

export interface BundleRow {
  id: number;
  name: string;
  nameKey: string;
  variantId: number;
  sku: string | null;
  price: number;
}

export interface BundlePageRow extends BundleRow {
  outletIds: number[];
  contentsPrice: number;
  componentCount: number;
}

const bundleColumns = {
  id: items.id,
  name: items.name,
  nameKey,
  variantId: itemVariants.id,
  sku: itemVariants.sku,
  price: itemVariants.price,
};

const outletIdsOf = sql<number[]>`coalesce((
  select array_agg(${itemOutlets.outletId} order by ${itemOutlets.outletId}) from ${itemOutlets}
  where ${itemOutlets.businessId} = ${items.businessId} and ${itemOutlets.itemId} = ${items.id}
), '{}'::int[])`;

/** The contents bought one by one, at each content variant's own price. */
const contentsPriceOf = sql<string>`(
  select coalesce(sum(cv.price * bc.quantity), 0)::bigint
  from ${bundleComponents} bc
  join ${itemVariants} cv on cv.business_id = bc.business_id and cv.id = bc.variant_id
  where bc.business_id = ${items.businessId} and bc.bundle_id = ${items.id}
)`;

const componentCountOf = sql<number>`(
  select count(*)::int from ${bundleComponents} bc
  where bc.business_id = ${items.businessId} and bc.bundle_id = ${items.id}
)`;

/**
 * One page of the business's bundles in name order after `afterKey` (keyset on the unique name key, so a page
 * boundary never repeats or skips one while others are added), with their outlets and the contents' price.
 */
export async function listBundlePage(
  db: Queryable,
  business: Business,
  page: { search?: string; afterKey?: string; limit: number },
): Promise<BundlePageRow[]> {
  const conditions: (SQL | undefined)[] = [inBusiness(items.businessId, business), eq(items.kind, 'bundle')];
  if (page.afterKey !== undefined) conditions.push(sql`${nameKey} > ${page.afterKey}`);
  if (page.search) {
    const pattern = containing(page.search);
    conditions.push(or(sql`${items.name} ilike ${pattern}`, sql`${itemVariants.sku} ilike ${pattern}`));
  }
  const rows = await db
    .select({
      ...bundleColumns,
      outletIds: outletIdsOf,
      contentsPrice: contentsPriceOf,
      componentCount: componentCountOf,
    })
    .from(items)
    .innerJoin(itemVariants, ownVariant)
    .where(and(...conditions))
    .orderBy(asc(nameKey))
    .limit(page.limit);
  return rows.map((row) => ({ ...row, contentsPrice: Number(row.contentsPrice) }));
}

/** The bundle with this id, or undefined (another business's, a plain item's, or none); `forUpdate` locks its row. */
export async function findBundleById(
  db: Queryable,
  business: Business,
  bundleId: number,
  options: { forUpdate?: boolean } = {},
): Promise<(BundleRow & { outletIds: number[] }) | undefined> {
  const query = db
    .select({ ...bundleColumns, outletIds: outletIdsOf })
    .from(items)
    .innerJoin(itemVariants, ownVariant)
    .where(and(inBusiness(items.businessId, business), eq(items.id, bundleId), eq(items.kind, 'bundle')));
  const [row] = options.forUpdate ? await query.for('update', { of: items }) : await query;
  return row;
}

export interface ComponentRow {
  variantId: number;
  itemId: number;
  itemName: string;
  variantName: string;
  price: number;
  quantity: number;
}

/** A bundle's contents in the order of their items' names. */
export async function listBundleComponents(
  db: Queryable,
  business: Business,
  bundleId: number,
): Promise<ComponentRow[]> {
  return db
    .select({
      variantId: itemVariants.id,
      itemId: items.id,
      itemName: items.name,
      variantName: itemVariants.name,
      price: itemVariants.price,
      quantity: bundleComponents.quantity,
    })
    .from(bundleComponents)
    .innerJoin(
      itemVariants,
      and(
        eq(itemVariants.businessId, bundleComponents.businessId),
        eq(itemVariants.id, bundleComponents.variantId),
      ),
    )
    .innerJoin(items, ownVariant)
    .where(and(inBusiness(bundleComponents.businessId, business), eq(bundleComponents.bundleId, bundleId)))
    .orderBy(asc(nameKey), asc(itemVariants.position), asc(itemVariants.id));
}

/**
 * The named variants of the business with their item's kind; `forShare` keeps them (and their items) from being
 * deleted or turned into something else until the bundle that names them commits.
 */
export async function findVariantKinds(
  db: Queryable,
  business: Business,
  variantIds: number[],
): Promise<Map<number, 'item' | 'bundle'>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ variantId: itemVariants.id, kind: items.kind })
    .from(itemVariants)
    .innerJoin(items, and(eq(items.businessId, itemVariants.businessId), eq(items.id, itemVariants.itemId)))
    .where(and(inBusiness(itemVariants.businessId, business), inArray(itemVariants.id, variantIds)))
    .for('share');
  return new Map(rows.map((row) => [row.variantId, row.kind]));
}

export interface VariantOptionRow {
  variantId: number;
  itemId: number;
  itemName: string;
  variantName: string;
  sku: string | null;
  price: number;
  nameKey: string;
}

/**
 * One page of the variants a bundle may hold — of plain items, never of a bundle — in item-name order, then
 * variant id (keyset on that pair, which is unique).
 */
export async function listVariantOptionPage(
  db: Queryable,
  business: Business,
  page: { search?: string; after?: { k: string; v: number }; limit: number },
): Promise<VariantOptionRow[]> {
  const conditions: (SQL | undefined)[] = [inBusiness(items.businessId, business), eq(items.kind, 'item')];
  if (page.after) conditions.push(sql`(${nameKey}, ${itemVariants.id}) > (${page.after.k}, ${page.after.v})`);
  if (page.search) {
    const pattern = containing(page.search);
    conditions.push(
      or(
        sql`${items.name} ilike ${pattern}`,
        sql`${itemVariants.name} ilike ${pattern}`,
        sql`${itemVariants.sku} ilike ${pattern}`,
      ),
    );
  }
  return db
    .select({
      variantId: itemVariants.id,
      itemId: items.id,
      itemName: items.name,
      variantName: itemVariants.name,
      sku: itemVariants.sku,
      price: itemVariants.price,
      nameKey,
    })
    .from(items)
    .innerJoin(itemVariants, ownVariant)
    .where(and(...conditions))
    .orderBy(asc(nameKey), asc(itemVariants.id))
    .limit(page.limit);
}

/** Which of the given bundles are also sold at an outlet beyond the caller's reach (decision 0011). */
export async function findBundlesBeyondReach(
  db: Queryable,
  caller: Business & OutletReach,
  bundleIds: number[],
): Promise<Set<number>> {
  const reach = inOutletReach(caller, itemOutlets.outletId);
  if (reach === undefined || bundleIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ itemId: itemOutlets.itemId })
    .from(itemOutlets)
    .where(
      and(inBusiness(itemOutlets.businessId, caller), inArray(itemOutlets.itemId, bundleIds), not(reach)),
    );
  return new Set(rows.map((row) => row.itemId));
}

export async function findOutletIdsInBusiness(
  db: Queryable,
  business: Business,
  outletIds: number[],
): Promise<Set<number>> {
  if (outletIds.length === 0) return new Set();
  const rows = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(and(inBusiness(outlets.businessId, business), inArray(outlets.id, outletIds)));
  return new Set(rows.map((row) => row.id));
}

export interface BundleValues {
  name: string;
  price: number;
  sku: string | null;
}

/** The item row of kind `bundle` and its one variant (empty name). */
export async function insertBundle(
  db: Queryable,
  business: Business,
  values: BundleValues,
): Promise<{ id: number; variantId: number }> {
  const [item] = await db
    .insert(items)
    .values({ businessId: business.businessId, name: values.name, kind: 'bundle' })
    .returning({ id: items.id });
  const [variant] = await db
    .insert(itemVariants)
    .values({
      businessId: business.businessId,
      itemId: item!.id,
      name: '',
      sku: values.sku,
      price: values.price,
    })
    .returning({ id: itemVariants.id });
  return { id: item!.id, variantId: variant!.id };
}

export async function updateBundleRows(
  db: Queryable,
  business: Business,
  bundle: { id: number; variantId: number },
  values: BundleValues,
): Promise<void> {
  const now = new Date();
  await db
    .update(items)
    .set({ name: values.name, updatedAt: now })
    .where(and(inBusiness(items.businessId, business), eq(items.id, bundle.id)));
  await db
    .update(itemVariants)
    .set({ sku: values.sku, price: values.price, updatedAt: now })
    .where(and(inBusiness(itemVariants.businessId, business), eq(itemVariants.id, bundle.variantId)));
}

/** Replaces the contents and the outlets: what the request names is what the bundle holds afterwards. */
export async function replaceBundleLinks(
  db: Queryable,
  business: Business,
  bundleId: number,
  links: { components: { variant_id: number; quantity: number }[]; outletIds: number[] },
): Promise<void> {
  const { businessId } = business;
  await db
    .delete(bundleComponents)
    .where(and(inBusiness(bundleComponents.businessId, business), eq(bundleComponents.bundleId, bundleId)));
  await db.insert(bundleComponents).values(
    links.components.map((component) => ({
      businessId,
      bundleId,
      variantId: component.variant_id,
      quantity: component.quantity,
    })),
  );
  await db
    .delete(itemOutlets)
    .where(and(inBusiness(itemOutlets.businessId, business), eq(itemOutlets.itemId, bundleId)));
  await db
    .insert(itemOutlets)
    .values(links.outletIds.map((outletId) => ({ businessId, itemId: bundleId, outletId })));
}

/** Its variant, contents and outlets go with it (foreign keys on delete cascade). */
export async function deleteBundleRow(db: Queryable, business: Business, bundleId: number): Promise<void> {
  await db.delete(items).where(and(inBusiness(items.businessId, business), eq(items.id, bundleId)));
}
