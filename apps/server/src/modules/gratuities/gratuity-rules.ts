import type { FieldError } from '@backoffice/contracts/common/errors';
import {
  type Gratuity,
  GRATUITY_NAME_TAKEN,
  GRATUITY_NOT_FOUND_MESSAGE,
  gratuityErrors,
  gratuityMessages,
  type SaveGratuityBody,
} from '@backoffice/contracts/gratuities';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { type OutletReach, reachesOutlet } from '../../platform/auth/outlet-reach.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import { AppError } from '../../platform/errors/app-error.js';
import { mapUniqueViolations } from '../../platform/errors/unique-violation.js';
import {
  findGratuityById,
  findOutletIdsInBusiness,
  findSalesTypeIdsInBusiness,
  type GratuityRow,
  replaceGratuityLinks,
} from './gratuities.repository.js';

/** Rules every Gratuity operation shares: its errors, the outlets and sales types it may name, its answer. */

type Business = Pick<Caller, 'businessId'>;

/** Another Business's Gratuity answers exactly like a missing one: 404 NOT_FOUND, as every resource does. */
export async function findGratuityOrFail(
  db: Queryable,
  business: Business,
  gratuityId: number,
  options: { forUpdate?: boolean } = {},
): Promise<GratuityRow> {
  return foundInBusiness(
    await findGratuityById(db, business, gratuityId, options),
    GRATUITY_NOT_FOUND_MESSAGE,
  );
}

/**
 * Each outlet must be the Business's and within the caller's reach, each sales type the Business's: any other
 * answers like an id that does not exist, naming each offending entry, and nothing is written.
 */
export async function assertOutletsAndSalesTypesKnown(
  db: Queryable,
  caller: Business & OutletReach,
  input: Pick<SaveGratuityBody, 'outlet_ids' | 'sales_type_ids'>,
): Promise<void> {
  const [outlets, salesTypes] = await Promise.all([
    findOutletIdsInBusiness(db, caller, [...new Set(input.outlet_ids)]),
    findSalesTypeIdsInBusiness(db, caller, [...new Set(input.sales_type_ids)]),
  ]);
  const errors: FieldError[] = [];
  input.outlet_ids.forEach((id, index) => {
    if (!outlets.has(id) || !reachesOutlet(caller, id))
      errors.push({ field: `body.outlet_ids.${index}`, message: gratuityMessages.outletNotInBusiness });
  });
  input.sales_type_ids.forEach((id, index) => {
    if (!salesTypes.has(id))
      errors.push({
        field: `body.sales_type_ids.${index}`,
        message: gratuityMessages.salesTypeNotInBusiness,
      });
  });
  const [first, ...rest] = errors;
  if (first) throw AppError.invalidFields([first, ...rest]);
}

export function writeGratuityLinks(
  db: Queryable,
  business: Business,
  gratuityId: number,
  input: Pick<SaveGratuityBody, 'outlet_ids' | 'sales_type_ids'>,
): Promise<void> {
  return replaceGratuityLinks(db, business, gratuityId, {
    outletIds: sortedUnique(input.outlet_ids),
    salesTypeIds: sortedUnique(input.sales_type_ids),
  });
}

function sortedUnique(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function toGratuity(row: GratuityRow): Gratuity {
  return {
    id: row.id,
    name: row.name,
    rate: row.rate,
    outlet_ids: row.outletIds,
    sales_type_ids: row.salesTypeIds,
  };
}

/** The unique index `gratuities_business_name_uq` is the name rule, also under concurrent writes (decision 0026). */
export function withNameUniqueness<T>(work: () => Promise<T>): Promise<T> {
  return mapUniqueViolations(work, {
    gratuities_business_name_uq: () => AppError.domain(gratuityErrors, GRATUITY_NAME_TAKEN, 'body.name'),
  });
}
