import { and, asc, eq, exists, inArray, not, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  itemModifiers,
  items,
  modifierOptions,
  modifierOutlets,
  modifiers,
  outlets,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { OutletReach } from '../../platform/auth/outlet-reach.js';
import { inBusiness, inOutletReach } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;

/** Same expression as the unique index `modifiers_business_name_uq`: the list's order and its keyset. */
const nameKey = sql<string>`lower(trim(${modifiers.name}))`;

export interface ModifierRow {
  id: number;
  name: string;
  minSelect: number;
  maxSelect: number | null;
  nameKey: string;
}

const modifierColumns = {
  id: modifiers.id,
  name: modifiers.name,
  minSelect: modifiers.minSelect,
  maxSelect: modifiers.maxSelect,
  nameKey,
};

/** `%`, `_` and `\` typed in a search are matched as themselves. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;
}

/**
 * One page of the Business's sets in name order after `afterKey` (keyset on the unique name key: a boundary never
 * repeats or skips a set while others are added), matching `search` and offered at `outletId` when given.
 */
export async function listModifierPage(
  db: Queryable,
  business: Business,
  page: { search?: string; outletId?: number; afterKey?: string; limit: number },
): Promise<ModifierRow[]> {
  const conditions = [inBusiness(modifiers.businessId, business)];
  if (page.afterKey !== undefined) conditions.push(sql`${nameKey} > ${page.afterKey}`);
  if (page.search) conditions.push(sql`lower(${modifiers.name}) like ${likePattern(page.search)}`);
  if (page.outletId !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(modifierOutlets)
          .where(
            and(
              eq(modifierOutlets.businessId, modifiers.businessId),
              eq(modifierOutlets.modifierId, modifiers.id),
              eq(modifierOutlets.outletId, page.outletId),
            ),
          ),
      ),
    );
  }
  return db
    .select(modifierColumns)
    .from(modifiers)
    .where(and(...conditions))
    .orderBy(asc(nameKey))
    .limit(page.limit);
}

/** The set with this id in the Business; `forUpdate` locks its row until the transaction ends. */
export async function findModifierById(
  db: Queryable,
  business: Business,
  modifierId: number,
  options: { forUpdate?: boolean } = {},
): Promise<ModifierRow | undefined> {
  const query = db
    .select(modifierColumns)
    .from(modifiers)
    .where(and(inBusiness(modifiers.businessId, business), eq(modifiers.id, modifierId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The sets of `modifierIds` that exist in the Business, their rows locked (in id order, so two bulk deletes never deadlock). */
export async function lockModifiers(
  db: Queryable,
  business: Business,
  modifierIds: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: modifiers.id })
    .from(modifiers)
    .where(and(inBusiness(modifiers.businessId, business), inArray(modifiers.id, modifierIds)))
    .orderBy(asc(modifiers.id))
    .for('update');
  return rows.map((row) => row.id);
}

export interface OptionRow {
  id: number;
  modifierId: number;
  name: string;
  price: number;
}

/** The options of each given set, in the cashier's order. */
export async function listOptionsByModifier(
  db: Queryable,
  business: Business,
  modifierIds: number[],
): Promise<Map<number, OptionRow[]>> {
  const byModifier = new Map<number, OptionRow[]>(modifierIds.map((id) => [id, []]));
  if (modifierIds.length === 0) return byModifier;
  const rows = await db
    .select({
      id: modifierOptions.id,
      modifierId: modifierOptions.modifierId,
      name: modifierOptions.name,
      price: modifierOptions.price,
    })
    .from(modifierOptions)
    .where(
      and(inBusiness(modifierOptions.businessId, business), inArray(modifierOptions.modifierId, modifierIds)),
    )
    .orderBy(asc(modifierOptions.modifierId), asc(modifierOptions.position), asc(modifierOptions.id));
  for (const row of rows) byModifier.get(row.modifierId)?.push(row);
  return byModifier;
}

/** Outlet ids of each given set, ascending. */
export async function listOutletIdsByModifier(
  db: Queryable,
  business: Business,
  modifierIds: number[],
): Promise<Map<number, number[]>> {
  const byModifier = new Map<number, number[]>(modifierIds.map((id) => [id, []]));
  if (modifierIds.length === 0) return byModifier;
  const rows = await db
    .select({ modifierId: modifierOutlets.modifierId, outletId: modifierOutlets.outletId })
    .from(modifierOutlets)
    .where(
      and(inBusiness(modifierOutlets.businessId, business), inArray(modifierOutlets.modifierId, modifierIds)),
    )
    .orderBy(asc(modifierOutlets.modifierId), asc(modifierOutlets.outletId));
  for (const row of rows) byModifier.get(row.modifierId)?.push(row.outletId);
  return byModifier;
}

/** How many items each given set is attached to, and the first `namesShown` of their names in name order. */
export async function listItemsByModifier(
  db: Queryable,
  business: Business,
  modifierIds: number[],
  namesShown: number,
): Promise<Map<number, { count: number; names: string[] }>> {
  const byModifier = new Map(modifierIds.map((id) => [id, { count: 0, names: [] as string[] }]));
  if (modifierIds.length === 0) return byModifier;
  const rows = await db
    .select({
      modifierId: itemModifiers.modifierId,
      count: sql<number>`count(*)::int`,
      names: sql<
        string[]
      >`(array_agg(${items.name} order by lower(${items.name}), ${items.id}))[1:${sql.raw(String(namesShown))}]`,
    })
    .from(itemModifiers)
    .innerJoin(items, and(eq(items.businessId, itemModifiers.businessId), eq(items.id, itemModifiers.itemId)))
    .where(
      and(inBusiness(itemModifiers.businessId, business), inArray(itemModifiers.modifierId, modifierIds)),
    )
    .groupBy(itemModifiers.modifierId);
  for (const row of rows) byModifier.set(row.modifierId, { count: row.count, names: row.names ?? [] });
  return byModifier;
}

/** Which of the given sets are also offered at an Outlet beyond the caller's reach (decision 0011). */
export async function findModifiersBeyondReach(
  db: Queryable,
  caller: Business & OutletReach,
  modifierIds: number[],
): Promise<Set<number>> {
  const reach = inOutletReach(caller, modifierOutlets.outletId);
  if (reach === undefined || modifierIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ modifierId: modifierOutlets.modifierId })
    .from(modifierOutlets)
    .where(
      and(
        inBusiness(modifierOutlets.businessId, caller),
        inArray(modifierOutlets.modifierId, modifierIds),
        not(reach),
      ),
    );
  return new Set(rows.map((row) => row.modifierId));
}

/** Which of `outletIds` are Outlets of the Business. */
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

export interface ModifierValues {
  name: string;
  minSelect: number;
  maxSelect: number;
  isRequired: boolean;
  isSingleChoice: boolean;
}

export async function insertModifier(
  db: Queryable,
  business: Business,
  values: ModifierValues,
): Promise<number> {
  const [row] = await db
    .insert(modifiers)
    .values({ businessId: business.businessId, ...values })
    .returning({ id: modifiers.id });
  return row!.id;
}

export async function updateModifierRow(
  db: Queryable,
  business: Business,
  modifierId: number,
  values: ModifierValues,
): Promise<void> {
  await db
    .update(modifiers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inBusiness(modifiers.businessId, business), eq(modifiers.id, modifierId)));
}

/** Options, Outlets and item attachments go with it (foreign keys on delete cascade); stored orders keep their copy. */
export async function deleteModifierRows(
  db: Queryable,
  business: Business,
  modifierIds: number[],
): Promise<void> {
  if (modifierIds.length === 0) return;
  await db
    .delete(modifiers)
    .where(and(inBusiness(modifiers.businessId, business), inArray(modifiers.id, modifierIds)));
}

export interface OptionValues {
  id?: number;
  name: string;
  price: number;
}

/**
 * The set's options become exactly `options`, in that order: kept ones (by id) are updated in place, the others
 * removed, new ones added. Returns nothing; the caller reads them back.
 */
export async function replaceOptions(
  db: Queryable,
  business: Business,
  modifierId: number,
  options: OptionValues[],
): Promise<void> {
  const kept = options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  const scope = and(
    inBusiness(modifierOptions.businessId, business),
    eq(modifierOptions.modifierId, modifierId),
  );
  await db
    .delete(modifierOptions)
    .where(kept.length ? and(scope, not(inArray(modifierOptions.id, kept))) : scope);
  for (const [position, option] of options.entries()) {
    if (option.id === undefined) continue;
    await db
      .update(modifierOptions)
      .set({ name: option.name, price: option.price, position })
      .where(and(scope, eq(modifierOptions.id, option.id)));
  }
  const added = [...options.entries()].filter(([, option]) => option.id === undefined);
  if (added.length === 0) return;
  await db.insert(modifierOptions).values(
    added.map(([position, option]) => ({
      businessId: business.businessId,
      modifierId,
      name: option.name,
      price: option.price,
      position,
    })),
  );
}

/** The ids of the set's options now. */
export async function listOptionIds(
  db: Queryable,
  business: Business,
  modifierId: number,
): Promise<Set<number>> {
  const rows = await db
    .select({ id: modifierOptions.id })
    .from(modifierOptions)
    .where(and(inBusiness(modifierOptions.businessId, business), eq(modifierOptions.modifierId, modifierId)));
  return new Set(rows.map((row) => row.id));
}

/** The set is offered at exactly `outletIds` afterwards. */
export async function replaceOutlets(
  db: Queryable,
  business: Business,
  modifierId: number,
  outletIds: number[],
): Promise<void> {
  const scope = and(
    inBusiness(modifierOutlets.businessId, business),
    eq(modifierOutlets.modifierId, modifierId),
  );
  await db
    .delete(modifierOutlets)
    .where(outletIds.length ? and(scope, not(inArray(modifierOutlets.outletId, outletIds))) : scope);
  if (outletIds.length === 0) return;
  await db
    .insert(modifierOutlets)
    .values(outletIds.map((outletId) => ({ businessId: business.businessId, modifierId, outletId })))
    .onConflictDoNothing();
}

/** The item panel's picker: a page of sets in name order with their option counts. */
export async function listModifierChoicePage(
  db: Queryable,
  business: Business,
  page: { search?: string; afterKey?: string; limit: number },
): Promise<(ModifierRow & { optionCount: number })[]> {
  const conditions = [inBusiness(modifiers.businessId, business)];
  if (page.afterKey !== undefined) conditions.push(sql`${nameKey} > ${page.afterKey}`);
  if (page.search) conditions.push(sql`lower(${modifiers.name}) like ${likePattern(page.search)}`);
  return db
    .select({
      ...modifierColumns,
      // Qualified by hand: inside the subquery an unqualified `id` would be the option's own.
      optionCount: sql<number>`(
        select count(*)::int from modifier_options o
        where o.business_id = "modifiers"."business_id" and o.modifier_id = "modifiers"."id"
      )`,
    })
    .from(modifiers)
    .where(and(...conditions))
    .orderBy(asc(nameKey))
    .limit(page.limit);
}
