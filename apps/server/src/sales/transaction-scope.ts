import type { Caller } from '../platform/auth/caller.js';
import { AppError } from '../platform/errors/app-error.js';
import type { OutletScope } from './transaction-outlets.repository.js';

export const OUTLET_NOT_FOUND_MESSAGE = 'Outlet not found.';

/**
 * The outlets a list or summary covers: the ones named (each must be an outlet of the business within the caller's
 * reach, else 404 like any id of another business), or every outlet the caller reaches when none is named. They
 * come with the caller (loaded with it in one statement, decision 0140), so the list's own query is its only round
 * trip.
 */
export function resolveOutletScope(caller: Caller, outletIds: readonly number[] | undefined): OutletScope {
  const named = outletIds !== undefined && outletIds.length > 0 ? new Set(outletIds) : undefined;
  const outlets = named ? caller.outlets.filter((outlet) => named.has(outlet.id)) : [...caller.outlets];
  if (named && outlets.length !== named.size) throw AppError.notFound(OUTLET_NOT_FOUND_MESSAGE);
  return { outlets, everyOutlet: named === undefined && caller.allOutlets };
}

export function outletById(scope: OutletScope, outletId: number) {
  const outlet = scope.outlets.find((candidate) => candidate.id === outletId);
  if (!outlet) throw new Error(`outlet ${outletId} is outside the query's scope`);
  return outlet;
}
