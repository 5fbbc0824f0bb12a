import type { CategorySort } from '@backoffice/contracts/categories';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { categories, items } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;

export interface CategoryRow {
  id: number;
  name: string;
  color: string | null;
  itemCount: number;
  /** The name as uniqueness and the list's order see it: lower-cased and trimmed. */
  nameKey: string;
}

/** Same expression as the unique index `categories_business_name_uq`, so lookups and the list order use it. */
const nameKey = sql<string>`lower(trim(${categories.name}))`;

/**
 * Items of the category, counted where it is read. Written with the table names spelled out: Drizzle writes a
 * column inside a selected `sql` expression without its table, which in a correlated subquery would name its own.
 */
const itemCount = sql<number>`(select count(*)::int from "items" where "items"."business_id" = "categories"."business_id" and "items"."category_id" = "categories"."id")`;

const columns = {
  id: categories.id,
  name: categories.name,
  color: categories.color,
  itemCount,
  nameKey,
};

/** Where a page starts: after the last row sent, in the page's own order. */
export interface CategoryPosition {
  key: string;
  count?: number;
}

/** `%keyword%` with LIKE's own characters taken literally. */
function containing(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of the Business's categories (keyset: the unique name key breaks ties, so a page boundary never repeats
 * or skips a row while others are added). Sorting by item count reads the counts of the business's categories,
 * which are few next to its items: the count comes from the `items_business_category_idx` index.
 */
export async function listCategoryPage(
  db: Queryable,
  business: Business,
  page: { search?: string; sort: CategorySort; after?: CategoryPosition; limit: number },
): Promise<CategoryRow[]> {
  const descending = page.sort.startsWith('-');
  const byCount = page.sort.endsWith('item_count');
  const conditions: SQL[] = [inBusiness(categories.businessId, business)];
  if (page.search) conditions.push(sql`${nameKey} like ${containing(page.search)}`);
  if (page.after) {
    const { key, count } = page.after;
    const op = descending ? sql`<` : sql`>`;
    conditions.push(
      byCount ? sql`(${itemCount}, ${nameKey}) ${op} (${count ?? 0}, ${key})` : sql`${nameKey} ${op} ${key}`,
    );
  }
  const direction = descending ? sql`desc` : sql`asc`;
  const order = byCount
    ? [sql`${itemCount} ${direction}`, sql`${nameKey} ${direction}`]
    : [sql`${nameKey} ${direction}`];
  return db
    .select(columns)
    .from(categories)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(page.limit);
}

export async function findCategory(
  db: Queryable,
  business: Business,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CategoryRow | undefined> {
  const query = db
    .select(columns)
    .from(categories)
    .where(and(inBusiness(categories.businessId, business), eq(categories.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertCategory(
  db: Queryable,
  business: Business,
  values: { name: string; color: string | null },
): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({ businessId: business.businessId, ...values })
    .returning({ id: categories.id });
  return row!.id;
}

export async function updateCategoryRow(
  db: Queryable,
  business: Business,
  id: number,
  values: { name: string; color: string | null },
): Promise<void> {
  await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inBusiness(categories.businessId, business), eq(categories.id, id)));
}

/** How many items the given categories hold now (read inside the delete's transaction, after its locks). */
export async function countItemsIn(db: Queryable, business: Business, ids: number[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(items)
    .where(and(inBusiness(items.businessId, business), inArray(items.categoryId, ids)));
  return row?.count ?? 0;
}

/**
 * Deletes the categories of the business among `ids`; their items stay, uncategorised (the foreign key
 * `items_category_fk` sets `category_id` null). Returns the ids deleted.
 */
export async function deleteCategoryRows(
  db: Queryable,
  business: Business,
  ids: number[],
): Promise<number[]> {
  const rows = await db
    .delete(categories)
    .where(and(inBusiness(categories.businessId, business), inArray(categories.id, ids)))
    .returning({ id: categories.id });
  return rows.map((row) => row.id);
}

/** Locks the business's categories among `ids` in id order (two bulk deletes never wait on each other in a circle). */
export async function lockCategories(db: Queryable, business: Business, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inBusiness(categories.businessId, business), inArray(categories.id, ids)))
    .orderBy(categories.id)
    .for('update');
  return rows.map((row) => row.id);
}
