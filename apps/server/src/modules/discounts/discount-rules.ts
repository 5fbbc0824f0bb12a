import {
  type Discount,
  DISCOUNT_NAME_TAKEN,
  DISCOUNT_NOT_FOUND,
  discountErrors,
  discountMessages,
  type DiscountType,
  formatDiscountAmount,
} from '@backoffice/contracts/discounts';
import type { FieldError } from '@backoffice/contracts/common/errors';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  type OutletReach,
  reachesEveryOutlet,
  reachesOutlet,
  reachesOutlets,
} from '../../platform/auth/outlet-reach.js';
import {
  type DiscountRow,
  findDiscountByName,
  findOutletIdsInBusiness,
  listOutletIdsByDiscount,
} from './discounts.repository.js';

/** Rules every Discount operation shares: how a Discount is named, which Outlets it may have, its errors. */

type Business = Pick<Caller, 'businessId'>;

export function discountNotFound(): AppError {
  const { status, message } = discountErrors[DISCOUNT_NOT_FOUND];
  return new AppError(status, DISCOUNT_NOT_FOUND, message);
}

export function discountNameTaken(): AppError {
  const { status, message } = discountErrors[DISCOUNT_NAME_TAKEN];
  return new AppError(status, DISCOUNT_NAME_TAKEN, message, [{ field: 'body.name', message }]);
}

export interface DiscountKey {
  name: string;
  type: DiscountType;
  amount: number | null;
}

/**
 * The Discount the client names. A type or amount that no longer matches means the client's copy is stale, which
 * the spec's single error covers: "does not found or already removed".
 */
export async function findDiscountByKey(
  db: Queryable,
  business: Business,
  key: DiscountKey,
): Promise<DiscountRow> {
  const row = await findDiscountByName(db, business, key.name);
  if (!row || row.type !== key.type || row.amount !== key.amount) throw discountNotFound();
  return row;
}

/** Another Discount of the Business already answers to `name`. */
export async function isNameTaken(
  db: Queryable,
  business: Business,
  name: string,
  exceptDiscountId?: number,
): Promise<boolean> {
  const row = await findDiscountByName(db, business, name);
  return row !== undefined && row.id !== exceptDiscountId;
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
  const [first] = errors;
  if (first) throw AppError.platform('VALIDATION_ERROR', `${first.field}: ${first.message}`, errors);
}

/** A Discount that also serves Outlets beyond the caller's reach is read-only to them: its name and amount are theirs too. */
export async function assertDiscountWithinReach(
  db: Queryable,
  caller: Business & OutletReach,
  discountId: number,
): Promise<void> {
  if (reachesEveryOutlet(caller)) return;
  const outletIds = (await listOutletIdsByDiscount(db, caller, [discountId])).get(discountId) ?? [];
  if (!reachesOutlets(caller, outletIds)) {
    throw new AppError(403, 'FORBIDDEN', discountMessages.sharedBeyondReach);
  }
}

export function toDiscount(
  row: Pick<DiscountRow, 'name' | 'type' | 'amount'>,
  outletIds: number[],
): Discount {
  return {
    name: row.name,
    type: row.type,
    amount: row.amount,
    outlet_ids: outletIds,
    outlets: outletIds.map((outletId) => ({ outlet_id: outletId })),
    total_outlets: outletIds.length,
    amount_format: formatDiscountAmount(row.type, row.amount),
  };
}

/**
 * Writes are serialized per Business and check the name first, so the unique index should never fire; when it
 * does (a write that bypassed the check), the client still gets the name error rather than a 500.
 */
export async function withNameUniqueness<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isNameIndexViolation(error)) throw discountNameTaken();
    throw error;
  }
}

function isNameIndexViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: string; constraint?: string };
    if (code === '23505' && (constraint === undefined || constraint === 'discounts_business_name_uq'))
      return true;
  }
  return false;
}
