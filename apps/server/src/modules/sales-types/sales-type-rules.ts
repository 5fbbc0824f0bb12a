import {
  type SalesType,
  SALES_TYPE_NAME_TAKEN,
  salesTypeErrors,
  salesTypeMessages,
} from '@backoffice/contracts/sales-types';
import type { FieldError } from '@backoffice/contracts/common/errors';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { type OutletReach, reachesOutlet, reachesOutlets } from '../../platform/auth/outlet-reach.js';
import { AppError } from '../../platform/errors/app-error.js';
import { mapUniqueViolations, violatedUniqueIndex } from '../../platform/errors/unique-violation.js';
import {
  findOutletIdsInBusiness,
  findSalesType,
  type GratuityRow,
  listGratuitiesWithSalesTypes,
  type SalesTypeRow,
} from './sales-types.repository.js';

/** Rules every Sales type operation shares: its errors, which Outlets it may have, who may change it. */

type Business = Pick<Caller, 'businessId'>;

export function salesTypeNotFound(): AppError {
  return AppError.notFound(salesTypeMessages.notFound);
}

/** The row, locked when asked (`forUpdate`): another business's answers exactly like a missing one. */
export async function findSalesTypeOrFail(
  db: Queryable,
  business: Business,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<SalesTypeRow> {
  const row = await findSalesType(db, business, id, options);
  if (!row) throw salesTypeNotFound();
  return row;
}

/**
 * A Sales type also offered beyond the caller's reach is theirs to read, not to change: its name, default and state
 * are those Outlets' too (decision 0011). The one rule behind each row's `can_edit` and the refusal of a write.
 */
export function canEdit(caller: OutletReach, row: Pick<SalesTypeRow, 'outletIds'>): boolean {
  return reachesOutlets(caller, row.outletIds);
}

export function assertCanEdit(caller: OutletReach, row: Pick<SalesTypeRow, 'outletIds'>): void {
  if (!canEdit(caller, row)) throw AppError.platform('FORBIDDEN', salesTypeMessages.sharedBeyondReach);
}

/**
 * Every id must be an Outlet of the caller's Business within their reach; one that is not gets the same answer as
 * an id that does not exist, naming each entry (`body.outlet_ids.2`), and nothing is written.
 */
export async function assertOutletsInReach(
  db: Queryable,
  caller: Business & OutletReach,
  field: string,
  ids: readonly number[],
): Promise<void> {
  const known = await findOutletIdsInBusiness(db, caller, [...new Set(ids)]);
  const errors: FieldError[] = [];
  ids.forEach((id, index) => {
    if (!known.has(id) || !reachesOutlet(caller, id))
      errors.push({ field: `${field}.${index}`, message: salesTypeMessages.outletNotInBusiness });
  });
  const [first, ...rest] = errors;
  if (first) throw AppError.invalidFields([first, ...rest]);
}

/**
 * The name rule is the unique index `sales_types_business_name_uq` (decision 0026). The one-default rule is the
 * partial unique index `sales_types_business_default_uq`: when two people make different sales types the default at
 * once, the second commit is refused and its whole transaction runs again, now seeing the first's default, so
 * both requests succeed and the later one's choice stands (decision 0153).
 */
export async function withSalesTypeRules<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await mapUniqueViolations(work, {
        sales_types_business_name_uq: () =>
          AppError.domain(salesTypeErrors, SALES_TYPE_NAME_TAKEN, 'body.name'),
      });
    } catch (error) {
      if (attempt >= 5 || violatedUniqueIndex(error) !== 'sales_types_business_default_uq') throw error;
    }
  }
}

/** The service charges a Sales type carries: those naming it, and those naming none (decision 0150). */
export function gratuitiesOf(all: GratuityRow[], salesTypeId: number): SalesType['gratuities'] {
  return all
    .filter((g) => g.salesTypeIds.length === 0 || g.salesTypeIds.includes(salesTypeId))
    .map((g) => ({
      id: g.id,
      name: g.name,
      percentage: g.percentage,
      applies_to_all: g.salesTypeIds.length === 0,
    }));
}

export function toSalesType(caller: OutletReach, row: SalesTypeRow, all: GratuityRow[]): SalesType {
  return {
    id: row.id,
    name: row.name,
    is_active: row.isActive,
    is_default: row.isDefault,
    // A limited caller sees only the Outlets they work with (decision 0152).
    outlet_ids: row.outletIds.filter((outletId) => reachesOutlet(caller, outletId)),
    gratuities: gratuitiesOf(all, row.id),
    can_edit: canEdit(caller, row),
  };
}

/** The Sales type as it is now (after a write, read in the same transaction), with what it carries. */
export async function readSalesType(db: Queryable, caller: Caller, id: number): Promise<SalesType> {
  const [row, all] = await Promise.all([
    findSalesTypeOrFail(db, caller, id),
    listGratuitiesWithSalesTypes(db, caller),
  ]);
  return toSalesType(caller, row, all);
}
