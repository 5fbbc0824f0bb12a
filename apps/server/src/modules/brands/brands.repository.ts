import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  brandOutlets,
  brands,
  itemOutlets,
  items,
  outlets,
  principalOutlets,
  principals,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;

/**
 * Columns for raw SQL fragments, table-qualified: Drizzle writes a column inside a selected `sql` expression
 * without its table, which inside a correlated subquery would name the subquery's own table.
 */
const qualified = <T extends string>(table: string, columns: Record<T, string>) =>
  Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql.raw(`"${table}"."${column as string}"`)]),
  ) as Record<T, SQL>;
const B = qualified('brands', {
  businessId: 'business_id',
  id: 'id',
  principalId: 'principal_id',
  name: 'name',
});
const P = qualified('principals', { businessId: 'business_id', id: 'id', name: 'name' });
const I = qualified('items', { brandId: 'brand_id', name: 'name', id: 'id' });

/** Same expressions as the unique indexes `brands_business_name_uq` / `principals_business_name_uq`. */
const brandKey = sql<string>`lower(trim(${B.name}))`;
const principalKey = sql<string>`lower(trim(${P.name}))`;

/** The brand is offered at the outlet. */
const brandAt = (outletId: number) =>
  sql`exists (select 1 from brand_outlets bo where bo.business_id = ${B.businessId}
    and bo.brand_id = ${B.id} and bo.outlet_id = ${outletId})`;

/** The principal is offered at the outlet. */
const principalAt = (outletId: number) =>
  sql`exists (select 1 from principal_outlets po where po.business_id = ${P.businessId}
    and po.principal_id = ${P.id} and po.outlet_id = ${outletId})`;

/**
 * A brand's principal as the outlet sees it: its principal when that principal is offered there, none otherwise
 * (so every brand of an outlet is in exactly one group: a principal of the outlet, or "None").
 */
const groupAt = (outletId: number) =>
  sql<number | null>`(select po.principal_id from principal_outlets po where po.business_id = ${B.businessId}
    and po.principal_id = ${B.principalId} and po.outlet_id = ${outletId})`;

/** `%keyword%` with LIKE's own characters taken literally. */
function containing(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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
    outletCount: sql<number>`(select count(*)::int from brand_outlets bo where bo.business_id = ${B.businessId}
      and bo.brand_id = ${B.id})`,
  };
}

/** One page of an outlet's brands in name order (page numbers, spec §7); one row more says a next page exists. */
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
  else if (query.principalId !== undefined)
    conditions.push(sql`${groupAt(query.outletId)} = ${query.principalId}`);
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

export async function lockPrincipals(
  db: Queryable,
  business: Business,
  principalIds: number[],
): Promise<void> {
  if (principalIds.length === 0) return;
  await db
    .select({ id: principals.id })
    .from(principals)
    .where(and(inBusiness(principals.businessId, business), inArray(principals.id, principalIds)))
    .orderBy(asc(principals.id))
    .for('update');
}

/** Which of the brands are offered at the outlet. */
export async function findBrandIdsAtOutlet(
  db: Queryable,
  business: Business,
  brandIds: number[],
  outletId: number,
): Promise<Set<number>> {
  if (brandIds.length === 0) return new Set();
  const rows = await db
    .select({ id: brandOutlets.brandId })
    .from(brandOutlets)
    .where(
      and(
        inBusiness(brandOutlets.businessId, business),
        inArray(brandOutlets.brandId, brandIds),
        eq(brandOutlets.outletId, outletId),
      ),
    );
  return new Set(rows.map((row) => row.id));
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

export interface NamedRow {
  id: number;
  name: string;
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

export async function findPrincipalByName(
  db: Queryable,
  business: Business,
  name: string,
  outletId: number,
): Promise<(NamedRow & { atOutlet: boolean }) | undefined> {
  const [row] = await db
    .select({ id: principals.id, name: principals.name, atOutlet: sql<boolean>`${principalAt(outletId)}` })
    .from(principals)
    .where(and(inBusiness(principals.businessId, business), sql`${principalKey} = lower(trim(${name}))`));
  return row;
}

export interface PrincipalRow extends NamedRow {
  brandCount: number;
  outletCount: number;
}

function principalColumns(outletId: number) {
  return {
    id: principals.id,
    name: principals.name,
    brandCount: sql<number>`(select count(*)::int from brands b join brand_outlets bo
      on bo.business_id = b.business_id and bo.brand_id = b.id and bo.outlet_id = ${outletId}
      where b.business_id = ${P.businessId} and b.principal_id = ${P.id})`,
    outletCount: sql<number>`(select count(*)::int from principal_outlets po
      where po.business_id = ${P.businessId} and po.principal_id = ${P.id})`,
  };
}

export async function listPrincipalPage(
  db: Queryable,
  business: Business,
  query: { outletId: number; offset: number; limit: number },
): Promise<PrincipalRow[]> {
  return db
    .select(principalColumns(query.outletId))
    .from(principals)
    .where(and(inBusiness(principals.businessId, business), principalAt(query.outletId)))
    .orderBy(asc(principalKey), asc(principals.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function findPrincipalAtOutlet(
  db: Queryable,
  business: Business,
  principalId: number,
  outletId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PrincipalRow | undefined> {
  if (options.forUpdate) await lockPrincipals(db, business, [principalId]);
  const [row] = await db
    .select(principalColumns(outletId))
    .from(principals)
    .where(
      and(inBusiness(principals.businessId, business), eq(principals.id, principalId), principalAt(outletId)),
    );
  return row;
}

/** Which of the principals are offered at the outlet. */
export async function findPrincipalIdsAtOutlet(
  db: Queryable,
  business: Business,
  principalIds: number[],
  outletId: number,
): Promise<Set<number>> {
  if (principalIds.length === 0) return new Set();
  const rows = await db
    .select({ id: principals.id })
    .from(principals)
    .where(
      and(
        inBusiness(principals.businessId, business),
        inArray(principals.id, principalIds),
        principalAt(outletId),
      ),
    );
  return new Set(rows.map((row) => row.id));
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

export async function linkBrands(db: Queryable, business: Business, brandIds: number[], outletIds: number[]) {
  if (brandIds.length === 0 || outletIds.length === 0) return;
  await db
    .insert(brandOutlets)
    .values(
      brandIds.flatMap((brandId) =>
        outletIds.map((outletId) => ({ businessId: business.businessId, brandId, outletId })),
      ),
    )
    .onConflictDoNothing();
}

export async function linkPrincipal(
  db: Queryable,
  business: Business,
  principalId: number,
  outletIds: number[],
) {
  if (outletIds.length === 0) return;
  await db
    .insert(principalOutlets)
    .values(outletIds.map((outletId) => ({ businessId: business.businessId, principalId, outletId })))
    .onConflictDoNothing();
}

export async function unlinkBrands(
  db: Queryable,
  business: Business,
  brandIds: number[],
  outletIds: number[],
) {
  if (brandIds.length === 0 || outletIds.length === 0) return;
  await db
    .delete(brandOutlets)
    .where(
      and(
        inBusiness(brandOutlets.businessId, business),
        inArray(brandOutlets.brandId, brandIds),
        inArray(brandOutlets.outletId, outletIds),
      ),
    );
}

export async function unlinkPrincipals(
  db: Queryable,
  business: Business,
  principalIds: number[],
  outletIds: number[],
): Promise<void> {
  if (principalIds.length === 0 || outletIds.length === 0) return;
  await db
    .delete(principalOutlets)
    .where(
      and(
        inBusiness(principalOutlets.businessId, business),
        inArray(principalOutlets.principalId, principalIds),
        inArray(principalOutlets.outletId, outletIds),
      ),
    );
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
      and(
        inBusiness(brands.businessId, business),
        inArray(brands.id, brandIds),
        sql`not exists (select 1 from brand_outlets bo where bo.business_id = ${B.businessId}
          and bo.brand_id = ${B.id})`,
      ),
    )
    .returning({ id: brands.id });
  return rows.length;
}

/** Principals offered nowhere any more are deleted; their brands get no principal (`brands_principal_fk`). */
export async function deleteUnofferedPrincipals(
  db: Queryable,
  business: Business,
  principalIds: number[],
): Promise<number> {
  if (principalIds.length === 0) return 0;
  const rows = await db
    .delete(principals)
    .where(
      and(
        inBusiness(principals.businessId, business),
        inArray(principals.id, principalIds),
        sql`not exists (select 1 from principal_outlets po where po.business_id = ${P.businessId}
          and po.principal_id = ${P.id})`,
      ),
    )
    .returning({ id: principals.id });
  return rows.length;
}

export async function insertPrincipal(db: Queryable, business: Business, name: string): Promise<number> {
  const [row] = await db
    .insert(principals)
    .values({ businessId: business.businessId, name })
    .returning({ id: principals.id });
  return row!.id;
}

export async function renamePrincipal(db: Queryable, business: Business, principalId: number, name: string) {
  await db
    .update(principals)
    .set({ name, updatedAt: new Date() })
    .where(and(inBusiness(principals.businessId, business), eq(principals.id, principalId)));
}
