import {
  type Brand,
  BRAND_ITEM_NAMES_SHOWN,
  BRAND_NAME_TAKEN_ELSEWHERE,
  BRAND_NAME_TAKEN_HERE,
  BRAND_NOT_FOUND,
  brandErrors,
  brandMessages,
  type BrandErrorCode,
  type BrandSummary,
  NO_PRINCIPAL_ID,
  type Principal,
  PRINCIPAL_NAME_RESERVED,
  PRINCIPAL_NAME_TAKEN_ELSEWHERE,
  PRINCIPAL_NAME_TAKEN_HERE,
  PRINCIPAL_NOT_FOUND,
} from '@backoffice/contracts/brands';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { type OutletReach, reachesOutlet } from '../../platform/auth/outlet-reach.js';
import { AppError } from '../../platform/errors/app-error.js';
import { mapUniqueViolations } from '../../platform/errors/unique-violation.js';
import {
  type BrandRow,
  findBrandByName,
  findOutletIdsInBusiness,
  listBrandsByGroup,
  listItemNamesByBrand,
  listOutletIdsOfBusiness,
} from './brands.repository.js';
import { findPrincipalAtOutlet, findPrincipalByName, type PrincipalRow } from './principals.repository.js';
import { findIdsOfferedAt, type Offered } from './outlet-offers.js';

/** Rules every brand and principal operation shares: the outlet, the names, the errors. */

type Business = Pick<Caller, 'businessId'>;

export const brandError = (code: BrandErrorCode, field?: string) => AppError.domain(brandErrors, code, field);

/**
 * The outlet a request works at must be one of the Business's that the caller reaches; another Business's outlet
 * answers exactly like one that does not exist.
 */
export async function assertOutletReachable(
  db: Queryable,
  caller: Business & OutletReach,
  outletId: number,
  field: string,
): Promise<void> {
  const known = await findOutletIdsInBusiness(db, caller, [outletId]);
  if (!known.has(outletId) || !reachesOutlet(caller, outletId)) {
    const message = brandMessages.outletNotInBusiness;
    throw AppError.platform('NOT_FOUND', message, [{ field, message }]);
  }
}

/** The outlets a write reaches: this one, or with "all outlets" every outlet of the Business the caller reaches. */
export async function outletsOfWrite(
  db: Queryable,
  caller: Business & OutletReach,
  outletId: number,
  allOutlets: boolean,
): Promise<number[]> {
  if (!allOutlets) return [outletId];
  const every = await listOutletIdsOfBusiness(db, caller);
  return every.filter((id) => reachesOutlet(caller, id));
}

/** A taken name is told apart: taken at this outlet (0072-0002) or only at others of the Business (0072-0003). */
export async function assertBrandNameFree(
  db: Queryable,
  business: Business,
  name: string,
  outletId: number,
  exceptId?: number,
): Promise<void> {
  const taken = await findBrandByName(db, business, name, outletId);
  if (!taken || taken.id === exceptId) return;
  throw brandError(taken.atOutlet ? BRAND_NAME_TAKEN_HERE : BRAND_NAME_TAKEN_ELSEWHERE, 'body.name');
}

/** "None" names the group of brands without a principal; a principal of that name would be two groups in one. */
export async function assertPrincipalNameFree(
  db: Queryable,
  business: Business,
  name: string,
  outletId: number,
  exceptId?: number,
): Promise<void> {
  if (name.trim().toLowerCase() === 'none') throw brandError(PRINCIPAL_NAME_RESERVED, 'body.name');
  const taken = await findPrincipalByName(db, business, name, outletId);
  if (!taken || taken.id === exceptId) return;
  throw brandError(taken.atOutlet ? PRINCIPAL_NAME_TAKEN_HERE : PRINCIPAL_NAME_TAKEN_ELSEWHERE, 'body.name');
}

/** A principal a request names must be offered at the outlet; null (none) always is. */
export async function assertPrincipalAtOutlet(
  db: Queryable,
  business: Business,
  principalId: number | null,
  outletId: number,
  field: string,
): Promise<void> {
  if (principalId === null) return;
  const row = await findPrincipalAtOutlet(db, business, principalId, outletId);
  if (!row) throw brandError(PRINCIPAL_NOT_FOUND, field);
}

export const brandNotFound = (field?: string) => brandError(BRAND_NOT_FOUND, field);

/**
 * Both name rules are unique indexes too: of two concurrent writes of one name, the second fails there (after the
 * check above saw nothing yet) and gets the name error.
 */
export function withNameUniqueness<T>(work: () => Promise<T>): Promise<T> {
  return mapUniqueViolations(work, {
    brands_business_name_uq: () => brandError(BRAND_NAME_TAKEN_HERE, 'body.name'),
    principals_business_name_uq: () => brandError(PRINCIPAL_NAME_TAKEN_HERE, 'body.name'),
  });
}

/** Brands as the API answers them, with the first names of their items at the outlet. */
export async function toBrands(
  db: Queryable,
  business: Business,
  rows: BrandRow[],
  outletId: number,
): Promise<Brand[]> {
  const names = await listItemNamesByBrand(
    db,
    business,
    rows.map((row) => row.id),
    outletId,
    BRAND_ITEM_NAMES_SHOWN,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    principal_id: row.principalId,
    principal_name: row.principalName,
    item_count: row.itemCount,
    item_names: names.get(row.id) ?? [],
    outlet_count: row.outletCount,
  }));
}

const notFoundCodes = { brand: BRAND_NOT_FOUND, principal: PRINCIPAL_NOT_FOUND } as const;

/** Every brand or principal a request names must be offered at the outlet; the first that is not is named (404). */
async function assertOfferedAt(
  db: Queryable,
  kind: Offered,
  business: Business,
  ids: number[],
  outletId: number,
  field: string,
): Promise<void> {
  const found = await findIdsOfferedAt(db, kind, business, ids, outletId);
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw brandError(notFoundCodes[kind], `${field}.${missing}`);
}

export const assertBrandsAtOutlet = (
  db: Queryable,
  business: Business,
  brandIds: number[],
  outletId: number,
  field: string,
) => assertOfferedAt(db, 'brand', business, brandIds, outletId, field);

export const assertPrincipalsAtOutlet = (
  db: Queryable,
  business: Business,
  principalIds: number[],
  outletId: number,
  field: string,
) => assertOfferedAt(db, 'principal', business, principalIds, outletId, field);

/** Principals as the API answers them; `deep` adds each one's brands at the outlet. */
export async function toPrincipals(
  db: Queryable,
  business: Business,
  rows: PrincipalRow[],
  outletId: number,
  deep: boolean,
): Promise<Principal[]> {
  const brandsOf = deep
    ? await listBrandsByGroup(
        db,
        business,
        outletId,
        rows.map((row) => (row.id === NO_PRINCIPAL_ID ? null : row.id)),
      )
    : new Map<number | null, BrandSummary[]>();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    brand_count: row.brandCount,
    item_count: row.itemCount,
    brands: brandsOf.get(row.id === NO_PRINCIPAL_ID ? null : row.id) ?? [],
    outlet_count: row.outletCount,
  }));
}

export async function readPrincipal(
  db: Queryable,
  business: Business,
  principalId: number,
  outletId: number,
): Promise<Principal> {
  const row = await findPrincipalAtOutlet(db, business, principalId, outletId);
  if (!row) throw brandError(PRINCIPAL_NOT_FOUND);
  const [principal] = await toPrincipals(db, business, [row], outletId, true);
  return principal!;
}
