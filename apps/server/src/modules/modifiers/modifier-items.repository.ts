import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { itemModifiers, items } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

/** The items a set is attached to, as its own panel reads and writes them (decision 0225). */

type Business = Pick<Caller, 'businessId'>;

/** Same expression as the items' unique index `items_business_name_uq`: their name order. */
const itemNameKey = sql`lower(trim(${items.name}))`;

/**
 * Which of `itemIds` are the Business's plain items (a bundle package is an item of kind `bundle`, decision 0170),
 * their rows locked `for share` until the transaction ends: an item deleted meanwhile waits for this save, or was
 * deleted before and is not found, so a link never names a missing item.
 */
export async function lockAttachableItems(
  db: Queryable,
  business: Business,
  itemIds: number[],
): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(inBusiness(items.businessId, business), inArray(items.id, itemIds), eq(items.kind, 'item')))
    .orderBy(asc(items.id))
    .for('share');
  return new Set(rows.map((row) => row.id));
}

/**
 * The set is attached to exactly `itemIds` afterwards. Only links that change are written, so the catalogue
 * records a change for exactly the items attached or detached (decision 0150's triggers note each one).
 * `item_modifiers` holds no order of its own: an item's sets are read in set id order, so a link added here comes
 * where the item panel would put it.
 */
export async function replaceModifierItems(
  db: Queryable,
  business: Business,
  modifierId: number,
  itemIds: number[],
): Promise<void> {
  const scope = and(inBusiness(itemModifiers.businessId, business), eq(itemModifiers.modifierId, modifierId));
  await db
    .delete(itemModifiers)
    .where(itemIds.length ? and(scope, not(inArray(itemModifiers.itemId, itemIds))) : scope);
  if (itemIds.length === 0) return;
  await db
    .insert(itemModifiers)
    .values(itemIds.map((itemId) => ({ businessId: business.businessId, itemId, modifierId })))
    .onConflictDoNothing();
}

/** The items the set is attached to, by name, at most `limit`. */
export async function listModifierItems(
  db: Queryable,
  business: Business,
  modifierId: number,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: items.id, name: items.name })
    .from(itemModifiers)
    .innerJoin(items, and(eq(items.businessId, itemModifiers.businessId), eq(items.id, itemModifiers.itemId)))
    .where(and(inBusiness(itemModifiers.businessId, business), eq(itemModifiers.modifierId, modifierId)))
    .orderBy(itemNameKey, asc(items.id))
    .limit(limit);
}

/** Plain items whose name holds `search` (any case), in name order. */
export async function findItemChoices(
  db: Queryable,
  business: Business,
  search: string | undefined,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  const conditions = [inBusiness(items.businessId, business), eq(items.kind, 'item')];
  if (search) conditions.push(sql`strpos(${itemNameKey}, lower(${search})) > 0`);
  return db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(and(...conditions))
    .orderBy(itemNameKey, asc(items.id))
    .limit(limit);
}
