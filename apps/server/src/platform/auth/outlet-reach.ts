import type { Caller } from './caller.js';

/**
 * A user may be limited to some Outlets of the Business (`users.outlet_ids`; empty means all). What they may
 * change is bounded by those Outlets: an Outlet beyond their reach is treated like one that does not exist, and a
 * shared record that also serves Outlets beyond it is theirs to read, not to change (decision 0011).
 */
export type OutletReach = Pick<Caller, 'outletIds'>;

export function reachesEveryOutlet(caller: OutletReach): boolean {
  return caller.outletIds.length === 0;
}

export function reachesOutlet(caller: OutletReach, outletId: number): boolean {
  return reachesEveryOutlet(caller) || caller.outletIds.includes(outletId);
}

export function reachesOutlets(caller: OutletReach, outletIds: readonly number[]): boolean {
  return outletIds.every((outletId) => reachesOutlet(caller, outletId));
}
