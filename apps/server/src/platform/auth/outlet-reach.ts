import type { Caller } from './caller.js';

/**
 * A user works with every Outlet of the Business (`users.all_outlets`) or only with the Outlets of their
 * `user_outlets` rows (none at all when there are none). What they may
 * change is bounded by those Outlets: an Outlet beyond their reach is treated like one that does not exist, and a
 * shared record that also serves Outlets beyond it is theirs to read, not to change (decision 0011).
 */
export type OutletReach = Pick<Caller, 'allOutlets' | 'outletIds'>;

export function reachesEveryOutlet(caller: OutletReach): boolean {
  return caller.allOutlets;
}

export function reachesOutlet(caller: OutletReach, outletId: number): boolean {
  return reachesEveryOutlet(caller) || caller.outletIds.includes(outletId);
}

export function reachesOutlets(caller: OutletReach, outletIds: readonly number[]): boolean {
  return outletIds.every((outletId) => reachesOutlet(caller, outletId));
}
