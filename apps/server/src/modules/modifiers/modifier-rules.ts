import type { FieldError } from '@backoffice/contracts/common/errors';
import {
  type Modifier,
  type ModifierDetail,
  MODIFIER_ITEMS_SHOWN,
  MODIFIER_MAX_ITEMS,
  MODIFIER_NAME_TAKEN,
  modifierErrors,
  modifierMessages,
  type SaveModifierBody,
} from '@backoffice/contracts/modifiers';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { type OutletReach, reachesOutlet } from '../../platform/auth/outlet-reach.js';
import { AppError } from '../../platform/errors/app-error.js';
import { mapUniqueViolations } from '../../platform/errors/unique-violation.js';
import { listModifierItems, lockAttachableItems, replaceModifierItems } from './modifier-items.repository.js';
import {
  findModifierById,
  findModifiersBeyondReach,
  findOutletIdsInBusiness,
  listItemsByModifier,
  listOptionsByModifier,
  listOutletIdsByModifier,
  type ModifierRow,
  type ModifierValues,
} from './modifiers.repository.js';

/** Rules every modifier operation shares: its errors, the Outlets it may have, who may change it, its answer. */

type Business = Pick<Caller, 'businessId'>;

export function modifierNotFound(): AppError {
  // Another Business's set answers exactly like a missing one: the platform's NOT_FOUND (decision 0160).
  return AppError.notFound(modifierMessages.notFound);
}

/**
 * The unique index `modifiers_business_name_uq` is the name rule: of concurrent saves of one name the database lets
 * one commit and refuses the others, which the client sees as the name error, never a 500 (decision 0026).
 */
export function withNameUniqueness<T>(work: () => Promise<T>): Promise<T> {
  return mapUniqueViolations(work, {
    modifiers_business_name_uq: () => AppError.domain(modifierErrors, MODIFIER_NAME_TAKEN, 'body.name'),
  });
}

/** The row as stored from a save: the two flags always say what min and max say (decision 0160). */
export function modifierValuesOf(input: SaveModifierBody): ModifierValues {
  return {
    name: input.name,
    minSelect: input.min_select,
    maxSelect: input.max_select,
    isRequired: input.min_select >= 1,
    isSingleChoice: input.max_select === 1,
  };
}

/**
 * Every Outlet named must be one of the Business's that the caller reaches (decision 0011): otherwise a 400 naming
 * each entry (`body.outlet_ids.2`), the same for another Business's Outlet as for one that does not exist.
 */
export async function assertOutletsInReach(
  db: Queryable,
  caller: Business & OutletReach,
  outletIds: readonly number[],
): Promise<void> {
  const known = await findOutletIdsInBusiness(db, caller, [...new Set(outletIds)]);
  const errors: FieldError[] = [];
  outletIds.forEach((id, index) => {
    if (!known.has(id) || !reachesOutlet(caller, id))
      errors.push({ field: `body.outlet_ids.${index}`, message: modifierMessages.outletNotInReach });
  });
  const [first, ...rest] = errors;
  if (first) throw AppError.invalidFields([first, ...rest]);
}

/** An option id must be one of the set's own options (on create there are none yet). */
export function assertOptionsOfSet(input: SaveModifierBody, ownOptionIds: ReadonlySet<number>): void {
  const errors: FieldError[] = [];
  input.options.forEach((option, index) => {
    if (option.id !== undefined && !ownOptionIds.has(option.id))
      errors.push({ field: `body.options.${index}.id`, message: modifierMessages.optionNotInSet });
  });
  const [first, ...rest] = errors;
  if (first) throw AppError.invalidFields([first, ...rest]);
}

/**
 * The items a save attaches the set to, when it names them (decision 0225): those that are plain items of the
 * Business, their rows locked until the save commits. Called before the set's own row is locked, in the order an
 * item save takes them (its item, then the sets it links), so the two saves wait for each other and never deadlock.
 */
export async function lockItemsToAttach(
  db: Queryable,
  business: Business,
  itemIds: readonly number[] | undefined,
): Promise<ReadonlySet<number>> {
  return itemIds === undefined ? new Set() : lockAttachableItems(db, business, [...new Set(itemIds)]);
}

/**
 * Another Business's item, one deleted, or a bundle package (decision 0170) is a 400 naming each entry
 * (`body.item_ids.2`), as the taxes refuse an item, and nothing is written.
 */
export function assertItemsAttachable(
  itemIds: readonly number[] | undefined,
  found: ReadonlySet<number>,
): void {
  const errors: FieldError[] = [];
  itemIds?.forEach((id, index) => {
    if (!found.has(id))
      errors.push({ field: `body.item_ids.${index}`, message: modifierMessages.itemNotInBusiness });
  });
  const [first, ...rest] = errors;
  if (first) throw AppError.invalidFields([first, ...rest]);
}

/** Replaces the set's items with those the save names; a save without `item_ids` leaves them as they are. */
export async function writeModifierItems(
  db: Queryable,
  business: Business,
  modifierId: number,
  itemIds: readonly number[] | undefined,
): Promise<void> {
  if (itemIds === undefined) return;
  await replaceModifierItems(db, business, modifierId, [...new Set(itemIds)]);
}

/**
 * A set also offered at Outlets beyond the caller's reach is read-only to them (decision 0011): the one rule behind
 * each row's `can_edit` and the refusal of an edit or a delete.
 */
export async function editableModifiers(
  db: Queryable,
  caller: Business & OutletReach,
  modifierIds: number[],
): Promise<(modifierId: number) => boolean> {
  const beyond = await findModifiersBeyondReach(db, caller, modifierIds);
  return (modifierId) => !beyond.has(modifierId);
}

export async function assertModifiersWithinReach(
  db: Queryable,
  caller: Business & OutletReach,
  modifierIds: number[],
): Promise<void> {
  const canEdit = await editableModifiers(db, caller, modifierIds);
  if (!modifierIds.every(canEdit)) throw AppError.platform('FORBIDDEN', modifierMessages.sharedBeyondReach);
}

/** The answer for the given rows, read in four queries whatever their number (a list page is one round of them). */
export async function assembleModifiers(
  db: Queryable,
  caller: Business & OutletReach,
  rows: ModifierRow[],
  itemNamesShown: number,
): Promise<Modifier[]> {
  const ids = rows.map((row) => row.id);
  const [options, outletIds, itemsOf, canEdit] = await Promise.all([
    listOptionsByModifier(db, caller, ids),
    listOutletIdsByModifier(db, caller, ids),
    listItemsByModifier(db, caller, ids, itemNamesShown),
    editableModifiers(db, caller, ids),
  ]);
  return rows.map((row) => {
    const own = options.get(row.id) ?? [];
    const maxSelect = row.maxSelect ?? own.length;
    const attached = itemsOf.get(row.id) ?? { count: 0, names: [] };
    return {
      id: row.id,
      name: row.name,
      options: own.map((option) => ({ id: option.id, name: option.name, price: option.price })),
      min_select: row.minSelect,
      max_select: maxSelect,
      is_required: row.minSelect >= 1,
      is_single_choice: maxSelect === 1,
      outlet_ids: outletIds.get(row.id) ?? [],
      item_count: attached.count,
      item_names: attached.names,
      can_edit: canEdit(row.id),
    };
  });
}

/** One set as its panel reads it: the list's row with its items by id and name (decision 0225). */
export async function modifierDetail(
  db: Queryable,
  caller: Business & OutletReach,
  modifierId: number,
): Promise<ModifierDetail> {
  const row = await findModifierById(db, caller, modifierId);
  if (!row) throw modifierNotFound();
  const [[modifier], items] = await Promise.all([
    assembleModifiers(db, caller, [row], MODIFIER_ITEMS_SHOWN),
    listModifierItems(db, caller, modifierId, MODIFIER_MAX_ITEMS),
  ]);
  return { ...modifier!, items };
}
