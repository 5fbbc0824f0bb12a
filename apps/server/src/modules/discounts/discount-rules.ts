import {
  type Discount,
  type DiscountKey,
  DISCOUNT_NAME_TAKEN,
  DISCOUNT_NOT_FOUND,
  discountErrors,
  discountMessages,
  formatDiscountAmount,
} from '@backoffice/contracts/discounts';
import type { FieldError } from '@backoffice/contracts/common/errors';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { mapUniqueViolations } from '../../platform/errors/unique-violation.js';
import { type OutletReach, reachesOutlet } from '../../platform/auth/outlet-reach.js';
import {
  type DiscountRow,
  findDiscountByName,
  findDiscountsBeyondReach,
  findOutletIdsInBusiness,
} from './discounts.repository.js';

/** Rules every Discount operation shares: how a Discount is named, which Outlets it may have, its errors. */

type Business = Pick<Caller, 'businessId'>;

export function discountNotFound(): AppError {
  return AppError.domain(discountErrors, DISCOUNT_NOT_FOUND);
}

export function discountNameTaken(): AppError {
  return AppError.domain(discountErrors, DISCOUNT_NAME_TAKEN, 'body.name');
}

/**
 * The Discount the client names. A type or amount that no longer matches means the client's copy is stale, which
 * the spec's single error covers: "does not found or already removed". A write locks the row (`forUpdate`) until it
 * commits, so a second write from the same copy waits, then finds the copy stale instead of overwriting.
 */
export async function findDiscountByKey(
  db: Queryable,
  business: Business,
  key: DiscountKey,
  options: { forUpdate?: boolean } = {},
): Promise<DiscountRow> {
  const row = await findDiscountByName(db, business, key.name, options);
  if (!row || row.type !== key.type || row.amount !== key.amount) throw discountNotFound();
  return row;
}

/**
 * Every id in each list must be an Outlet of the caller's Business that the caller works with. Another Business's
 * Outlet, or one beyond the caller's reach, gets the same answer as an id that does not exist, naming each offending
 * entry (`body.outlet_ids.2`), and nothing is written.
 */
export async function assertOutletsInReach(
  db: Queryable,
  caller: Business & OutletReach,
  lists: Record<string, readonly number[]>,
): Promise<void> {
  const known = await findOutletIdsInBusiness(db, caller, [...new Set(Object.values(lists).flat())]);
  const errors: FieldError[] = [];
  for (const [field, ids] of Object.entries(lists)) {
    ids.forEach((id, index) => {
      if (!known.has(id) || !reachesOutlet(caller, id))
        errors.push({ field: `${field}.${index}`, message: discountMessages.outletNotInBusiness });
    });
  }
  const [first, ...rest] = errors;
  if (first) throw AppError.invalidFields([first, ...rest]);
}

/**
 * A Discount that also serves Outlets beyond the caller's reach is read-only to them: its name and amount are
 * those Outlets' too. The one rule behind both the refusal of a write and each row's `can_edit`, so the list offers
 * exactly the edits the server accepts.
 */
export async function editableDiscounts(
  db: Queryable,
  caller: Business & OutletReach,
  discountIds: number[],
): Promise<(discountId: number) => boolean> {
  const beyond = await findDiscountsBeyondReach(db, caller, discountIds);
  return (discountId) => !beyond.has(discountId);
}

export async function assertDiscountWithinReach(
  db: Queryable,
  caller: Business & OutletReach,
  discountId: number,
): Promise<void> {
  const canEdit = await editableDiscounts(db, caller, [discountId]);
  if (!canEdit(discountId)) throw AppError.platform('FORBIDDEN', discountMessages.sharedBeyondReach);
}

export function toDiscount(
  row: Pick<DiscountRow, 'name' | 'type' | 'amount'>,
  outletIds: number[],
  canEdit: boolean,
): Discount {
  return {
    name: row.name,
    type: row.type,
    amount: row.amount,
    outlet_ids: outletIds,
    outlets: outletIds.map((outletId) => ({ outlet_id: outletId })),
    total_outlets: outletIds.length,
    amount_format: formatDiscountAmount(row.type, row.amount),
    can_edit: canEdit,
  };
}

/**
 * The unique index `discounts_business_name_uq` is the name rule: of concurrent writes of one name, the database
 * lets one commit and refuses the others, which the client sees as the name error (decision 0026).
 */
export function withNameUniqueness<T>(work: () => Promise<T>): Promise<T> {
  return mapUniqueViolations(work, { discounts_business_name_uq: discountNameTaken });
}
