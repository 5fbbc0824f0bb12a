import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { brands, itemOutlets, items, outlets } from '../../db/schema/index.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';
import { B, type Business, brandAt, brandKey, containing, groupAt, I, type NamedRow } from './brand-sql.js';
import { linkToOutlets, offeredAt, offeredNowhere, outletCount, unlinkFromOutlets } from './outlet-offers.js';

export type { NamedRow };

export interface BrandRow {
  id: number;
  name: string;
  principalId: number | null;
  principalName: string | null;
  itemCount: number;
  outletCount: number;
}

function brandColumns(outletId: number) {
  return {
    id: brands.id,
    name: brands.name,
    principalId: groupAt(outletId),
    principalName: sql<string | null>`(select p.name from principals p where p.business_id = ${B.businessId}
      and p.id = ${groupAt(outletId)})`,
    itemCount: sql<number>`(select count(*)::int from items i join item_outlets io
      on io.business_id = i.business_id and io.item_id = i.id and io.outlet_id = ${outletId}
      where i.business_id = ${B.businessId} and i.brand_id = ${B.id})`,
    outletCount: outletCount('brand', B),
  };
}

/** One page of an outlet's brands in name order (page numbers); one row more says a next page exists. */
export async function listBrandPage(
  db: Queryable,
  business: Business,
  query: {
    outletId: number;
    principalId?: number | null;
    keyword?: string;
    deep: boolean;
    offset: number;
    limit: number;
  },
): Promise<BrandRow[]> {
  const conditions: (SQL | undefined)[] = [inBusiness(brands.businessId, business), brandAt(query.outletId)];
  if (query.principalId === null) conditions.push(sql`${groupAt(query.outletId)} is null`);
  else if (query.principalId !== undefined) {
    // The same as `groupAt(outlet) = principal`, written so the principal index narrows the rows first.
    conditions.push(
      eq(brands.principalId, query.principalId),
      offeredAt('principal', { businessId: B.businessId, id: query.principalId }, query.outletId),
    );
  }
  if (query.keyword) {
    const pattern = containing(query.keyword);
    const byBrand = sql`lower(${B.name}) like ${pattern}`;
    conditions.push(
      query.deep
        ? or(
            byBrand,
            sql`exists (select 1 from principals p where p.business_id = ${B.businessId}
              and p.id = ${groupAt(query.outletId)} and lower(p.name) like ${pattern})`,
          )
        : byBrand,
    );
  }
  return db
    .select(brandColumns(query.outletId))
    .from(brands)
    .where(and(...conditions))
    .orderBy(asc(brandKey), asc(brands.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function findBrandAtOutlet(
  db: Queryable,
  business: Business,
  brandId: number,
  outletId: number,
  options: { forUpdate?: boolean } = {},
): Promise<BrandRow | undefined> {
  if (options.forUpdate) await lockBrands(db, business, [brandId]);
  const [row] = await db
    .select(brandColumns(outletId))
    .from(brands)
    .where(and(inBusiness(brands.businessId, business), eq(brands.id, brandId), brandAt(outletId)));
  return row;
}

/** Locks the brands' rows in id order (so two bulk writes never wait on each other in a circle). */
export async function lockBrands(db: Queryable, business: Business, brandIds: number[]): Promise<void> {
  if (brandIds.length === 0) return;
  await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(inBusiness(brands.businessId, business), inArray(brands.id, brandIds)))
    .orderBy(asc(brands.id))
    .for('update');
}

/** The first item names of each brand at the outlet, in name order. */
export async function listItemNamesByBrand(
  db: Queryable,
  business: Business,
  brandIds: number[],
  outletId: number,
  perBrand: number,
): Promise<Map<number, string[]>> {
  const byBrand = new Map<number, string[]>(brandIds.map((id) => [id, []]));
  if (brandIds.length === 0) return byBrand;
  const ranked = db
    .select({
      brandId: sql<number>`${I.brandId}`.as('brand_id'),
      name: sql<string>`${I.name}`.as('name'),
      rank: sql<number>`row_number() over (partition by ${I.brandId} order by lower(${I.name}), ${I.id})`.as(
        'rank',
      ),
    })
    .from(items)
    .innerJoin(
      itemOutlets,
      and(
        eq(itemOutlets.businessId, items.businessId),
        eq(itemOutlets.itemId, items.id),
        eq(itemOutlets.outletId, outletId),
      ),
    )
    .where(and(inBusiness(items.businessId, business), inArray(items.brandId, brandIds)))
    .as('ranked');
  const rows = await db
    .select({ brandId: ranked.brandId, name: ranked.name })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perBrand}`)
    .orderBy(asc(ranked.brandId), asc(ranked.rank));
  for (const row of rows) byBrand.get(row.brandId)?.push(row.name);
  return byBrand;
}

/** The brand with this name (ignoring case and surrounding spaces), and whether the outlet offers it. */
export async function findBrandByName(
  db: Queryable,
  business: Business,
  name: string,
  outletId: number,
): Promise<(NamedRow & { atOutlet: boolean }) | undefined> {
  const [row] = await db
    .select({ id: brands.id, name: brands.name, atOutlet: sql<boolean>`${brandAt(outletId)}` })
    .from(brands)
    .where(and(inBusiness(brands.businessId, business), sql`${brandKey} = lower(trim(${name}))`));
  return row;
}

/** How many of the outlet's brands have no principal there (the "None" group). */
export async function countUngroupedBrands(
  db: Queryable,
  business: Business,
  outletId: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(brands)
    .where(
      and(inBusiness(brands.businessId, business), brandAt(outletId), sql`${groupAt(outletId)} is null`),
    );
  return row?.count ?? 0;
}

/** How many items the brands of the "None" group sell at the outlet (its line's "Item stock"). */
export async function countUngroupedItems(
  db: Queryable,
  business: Business,
  outletId: number,
): Promise<number> {
  const ungrouped = db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(inBusiness(brands.businessId, business), brandAt(outletId), sql`${groupAt(outletId)} is null`),
    );
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(items)
    .innerJoin(
      itemOutlets,
      and(
        eq(itemOutlets.businessId, items.businessId),
        eq(itemOutlets.itemId, items.id),
        eq(itemOutlets.outletId, outletId),
      ),
    )
    .where(and(inBusiness(items.businessId, business), inArray(items.brandId, ungrouped)));
  return row?.count ?? 0;
}

/** The outlet's brands of each group (principal id, or null for "None"), in name order. */
export async function listBrandsByGroup(
  db: Queryable,
  business: Business,
  outletId: number,
  groups: (number | null)[],
): Promise<Map<number | null, NamedRow[]>> {
  const byGroup = new Map<number | null, NamedRow[]>(groups.map((group) => [group, []]));
  const ids = groups.filter((group): group is number => group !== null);
  const wanted: SQL[] = [];
  if (ids.length) wanted.push(sql`${groupAt(outletId)} in ${ids}`);
  if (groups.includes(null)) wanted.push(sql`${groupAt(outletId)} is null`);
  if (wanted.length === 0) return byGroup;
  const rows = await db
    .select({ id: brands.id, name: brands.name, group: groupAt(outletId) })
    .from(brands)
    .where(and(inBusiness(brands.businessId, business), brandAt(outletId), or(...wanted)))
    .orderBy(asc(brandKey), asc(brands.id));
  for (const row of rows) byGroup.get(row.group)?.push({ id: row.id, name: row.name });
  return byGroup;
}

/** The outlet's brands whose principal there is one of these. */
export async function listBrandIdsOfPrincipals(
  db: Queryable,
  business: Business,
  principalIds: number[],
  outletId: number,
): Promise<number[]> {
  if (principalIds.length === 0) return [];
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        inBusiness(brands.businessId, business),
        brandAt(outletId),
        inArray(brands.principalId, principalIds),
      ),
    );
  return rows.map((row) => row.id);
}

/** Which of the ids are outlets of the business. */
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

export async function listOutletIdsOfBusiness(db: Queryable, business: Business): Promise<number[]> {
  const rows = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(inBusiness(outlets.businessId, business))
    .orderBy(asc(outlets.id));
  return rows.map((row) => row.id);
}

// ---- Writes ----

export async function insertBrand(
  db: Queryable,
  business: Business,
  values: { name: string; principalId: number | null },
): Promise<number> {
  const [row] = await db
    .insert(brands)
    .values({ businessId: business.businessId, ...values })
    .returning({ id: brands.id });
  return row!.id;
}

export async function updateBrandRow(
  db: Queryable,
  business: Business,
  brandId: number,
  values: { name: string; principalId: number | null },
): Promise<void> {
  await db
    .update(brands)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inBusiness(brands.businessId, business), eq(brands.id, brandId)));
}

export async function setBrandsPrincipal(
  db: Queryable,
  business: Business,
  brandIds: number[],
  principalId: number | null,
): Promise<void> {
  if (brandIds.length === 0) return;
  await db
    .update(brands)
    .set({ principalId, updatedAt: new Date() })
    .where(and(inBusiness(brands.businessId, business), inArray(brands.id, brandIds)));
}

/** The outlet's brands of the principal that are not in `keep` lose it. */
export async function releaseBrandsOfPrincipal(
  db: Queryable,
  business: Business,
  principalId: number,
  outletId: number,
  keep: number[],
): Promise<void> {
  const conditions = [
    inBusiness(brands.businessId, business),
    eq(brands.principalId, principalId),
    brandAt(outletId),
  ];
  if (keep.length) conditions.push(sql`${B.id} not in ${keep}`);
  await db
    .update(brands)
    .set({ principalId: null, updatedAt: new Date() })
    .where(and(...conditions));
}

export function linkBrands(db: Queryable, business: Business, brandIds: number[], outletIds: number[]) {
  return linkToOutlets(db, 'brand', business, brandIds, outletIds);
}

export function unlinkBrands(db: Queryable, business: Business, brandIds: number[], outletIds: number[]) {
  return unlinkFromOutlets(db, 'brand', business, brandIds, outletIds);
}

/**
 * Brands offered nowhere any more are deleted; their items become Unbranded (`items_brand_fk` sets `brand_id`
 * null). Returns how many went.
 */
export async function deleteUnofferedBrands(
  db: Queryable,
  business: Business,
  brandIds: number[],
): Promise<number> {
  if (brandIds.length === 0) return 0;
  const rows = await db
    .delete(brands)
    .where(
      and(inBusiness(brands.businessId, business), inArray(brands.id, brandIds), offeredNowhere('brand', B)),
    )
    .returning({ id: brands.id });
  return rows.length;
}
