import type { FieldError } from '@backoffice/contracts/common/errors';
import {
  type SaveTaxBody,
  type Tax,
  type TaxDetail,
  TAX_NAME_TAKEN,
  TAX_NOT_FOUND_MESSAGE,
  taxErrors,
  taxMessages,
} from '@backoffice/contracts/taxes';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { type OutletReach, reachesOutlet } from '../../platform/auth/outlet-reach.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import { AppError } from '../../platform/errors/app-error.js';
import { mapUniqueViolations } from '../../platform/errors/unique-violation.js';
import {
  findItemIdsInBusiness,
  findOutletIdsInBusiness,
  findTaxById,
  listTaxItems,
  replaceTaxItems,
  replaceTaxOutlets,
  type TaxRow,
} from './taxes.repository.js';

/** Rules every Tax operation shares: its errors, the outlets and items it may name, its answer. */

type Business = Pick<Caller, 'businessId'>;

/** Another Business's Tax answers exactly like a missing one: 404 NOT_FOUND, as every resource does. */
export async function findTaxOrFail(
  db: Queryable,
  business: Business,
  taxId: number,
  options: { forUpdate?: boolean } = {},
): Promise<TaxRow> {
  return foundInBusiness(await findTaxById(db, business, taxId, options), TAX_NOT_FOUND_MESSAGE);
}

/**
 * Each outlet must be the Business's and within the caller's reach, each item the Business's: any other answers
 * like an id that does not exist, naming each offending entry (`body.outlet_ids.2`), and nothing is written.
 */
export async function assertOutletsAndItemsKnown(
  db: Queryable,
  caller: Business & OutletReach,
  input: Pick<SaveTaxBody, 'outlet_ids' | 'item_ids' | 'all_items'>,
): Promise<void> {
  const itemIds = input.all_items ? [] : input.item_ids;
  const [outlets, items] = await Promise.all([
    findOutletIdsInBusiness(db, caller, [...new Set(input.outlet_ids)]),
    findItemIdsInBusiness(db, caller, [...new Set(itemIds)]),
  ]);
  const errors: FieldError[] = [];
  input.outlet_ids.forEach((id, index) => {
    if (!outlets.has(id) || !reachesOutlet(caller, id))
      errors.push({ field: `body.outlet_ids.${index}`, message: taxMessages.outletNotInBusiness });
  });
  itemIds.forEach((id, index) => {
    if (!items.has(id))
      errors.push({ field: `body.item_ids.${index}`, message: taxMessages.itemNotInBusiness });
  });
  const [first, ...rest] = errors;
  if (first) throw AppError.invalidFields([first, ...rest]);
}

/** Writes the Tax's outlets and items as the request names them (both replaced). */
export async function writeTaxLinks(
  db: Queryable,
  business: Business,
  taxId: number,
  input: Pick<SaveTaxBody, 'outlet_ids' | 'item_ids' | 'all_items'>,
): Promise<void> {
  await replaceTaxOutlets(db, business, taxId, sortedUnique(input.outlet_ids));
  await replaceTaxItems(
    db,
    business,
    taxId,
    input.all_items ? { all: true } : { all: false, itemIds: sortedUnique(input.item_ids) },
  );
}

function sortedUnique(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function toTax(row: TaxRow): Tax {
  return {
    id: row.id,
    name: row.name,
    rate: row.rate,
    is_included: row.isIncluded,
    outlet_ids: row.outletIds,
    item_count: row.itemCount,
    all_items: row.allItems,
  };
}

/** The Tax with its items by name; none listed when it applies to all of them (the count says how many). */
export async function taxDetail(db: Queryable, business: Business, taxId: number): Promise<TaxDetail> {
  const row = await findTaxOrFail(db, business, taxId);
  const items = row.allItems ? [] : await listTaxItems(db, business, taxId);
  return { ...toTax(row), items };
}

/**
 * The unique index `taxes_business_name_uq` is the name rule: of concurrent writes of one name the database lets
 * one commit and refuses the others, which the client sees as the name error (decision 0026).
 */
export function withNameUniqueness<T>(work: () => Promise<T>): Promise<T> {
  return mapUniqueViolations(work, {
    taxes_business_name_uq: () => AppError.domain(taxErrors, TAX_NAME_TAKEN, 'body.name'),
  });
}
