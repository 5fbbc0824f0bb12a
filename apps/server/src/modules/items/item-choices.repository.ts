import { ITEM_CHOICES_MAX, type ItemChoice } from '@backoffice/contracts/items';
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database.js';
import { brands, categories, modifiers, outlets, salesTypes, taxes } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

/**
 * What an item names that other screens own (categories, brands, modifiers, taxes, sales types, outlets), read
 * directly: the item panel's pickers and the check that each id named is the business's.
 */

type Business = Pick<Caller, 'businessId'>;

interface NamedTable {
  table: PgTable;
  id: PgColumn;
  businessId: PgColumn;
  name: PgColumn;
}

export const referenceTables = {
  category: {
    table: categories,
    id: categories.id,
    businessId: categories.businessId,
    name: categories.name,
  },
  brand: { table: brands, id: brands.id, businessId: brands.businessId, name: brands.name },
  modifier: { table: modifiers, id: modifiers.id, businessId: modifiers.businessId, name: modifiers.name },
  tax: { table: taxes, id: taxes.id, businessId: taxes.businessId, name: taxes.name },
  salesType: {
    table: salesTypes,
    id: salesTypes.id,
    businessId: salesTypes.businessId,
    name: salesTypes.name,
  },
  outlet: { table: outlets, id: outlets.id, businessId: outlets.businessId, name: outlets.name },
} satisfies Record<string, NamedTable>;
export type ReferenceKind = keyof typeof referenceTables;

/** Which of `ids` are rows of the business in the given table. */
export async function findExistingIds(
  db: Queryable,
  business: Business,
  kind: ReferenceKind,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const ref: NamedTable = referenceTables[kind];
  const rows = await db
    .select({ id: sql<number>`${ref.id}` })
    .from(ref.table)
    .where(and(inBusiness(ref.businessId, business), inArray(ref.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** A picker's choices in name order, at most `ITEM_CHOICES_MAX`. */
export async function listChoices(
  db: Queryable,
  business: Business,
  kind: ReferenceKind,
): Promise<ItemChoice[]> {
  const ref: NamedTable = referenceTables[kind];
  return db
    .select({ id: sql<number>`${ref.id}`, name: sql<string>`${ref.name}` })
    .from(ref.table)
    .where(inBusiness(ref.businessId, business))
    .orderBy(asc(sql`lower(${ref.name})`), asc(ref.id))
    .limit(ITEM_CHOICES_MAX);
}
