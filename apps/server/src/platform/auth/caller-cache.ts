import type { DatabaseHandle } from '../../db/database.js';
import type { AccessTokenClaims } from './access-token.js';
import { type Caller, callerFrom } from './caller.js';
import { findCaller, readCallerVersion } from './caller.repository.js';

/** Where the database announces, on commit, the business whose callers changed (migration 0021). */
export const CALLER_CHANGES_CHANNEL = 'caller_changes';

/** A safety net only: every change is announced; an entry is reloaded after this even if none was. */
const MAX_AGE_MS = 60_000;
/** More sessions than one server serves at once; past it the cache starts again empty. */
const MAX_ENTRIES = 20_000;

interface Entry {
  caller: Caller;
  tokenVersion: number;
  /** The business's `caller_versions` counter read with the caller. */
  version: number;
  loadedAt: number;
}

export interface CallerCache {
  /** The token's caller, in one round trip at most (decision 0140). */
  load(claims: AccessTokenClaims): Promise<Caller>;
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly stats: { hits: number; misses: number; entries: number };
}

/**
 * Callers kept in memory between requests (decision 0140). Every change to what a caller is made of raises its
 * business's counter in `caller_versions` and announces the business on `caller_changes`, both by triggers in the
 * committing transaction (migration 0021).
 *
 * - PostgreSQL (any number of instances): a cached caller is used when the counter, read in one tiny statement,
 *   still says what it said when the caller was loaded; otherwise the caller is loaded again. Either way one round
 *   trip, and a change committed anywhere is seen by the very next request everywhere.
 * - The embedded database (one process): the announcement reaches this process before the changing statement's
 *   commit returns, so the cache drops the business then and a hit needs no round trip at all.
 */
export function createCallerCache(database: DatabaseHandle, options: { enabled: boolean }): CallerCache {
  const confirmEachHit = database.kind === 'postgres';
  const byBusiness = new Map<number, Map<string, Entry>>();
  let entries = 0;
  /** Caching is on: on PostgreSQL from start-up, on the embedded database once its announcements are heard. */
  let active = false;
  /**
   * Counts every change heard. A caller whose load began before a change and ended after it may hold what the
   * change replaced: it is used for its own request (which began before the change) but not kept.
   */
  let generation = 0;
  let unlisten: (() => Promise<void>) | undefined;
  const stats = {
    hits: 0,
    misses: 0,
    get entries() {
      return entries;
    },
  };

  const forgetBusiness = (businessId: number): void => {
    generation++;
    const perBusiness = byBusiness.get(businessId);
    if (perBusiness) {
      entries -= perBusiness.size;
      byBusiness.delete(businessId);
    }
  };

  const forgetAll = (): void => {
    generation++;
    byBusiness.clear();
    entries = 0;
  };

  const keep = (claims: AccessTokenClaims, caller: Caller, version: number, now: number): void => {
    if (entries >= MAX_ENTRIES) forgetAll();
    let perBusiness = byBusiness.get(claims.businessId);
    if (!perBusiness) {
      perBusiness = new Map();
      byBusiness.set(claims.businessId, perBusiness);
    }
    const key = entryKey(claims);
    if (!perBusiness.has(key)) entries++;
    perBusiness.set(key, { caller, tokenVersion: claims.tokenVersion, version, loadedAt: now });
  };

  return {
    stats,

    async load(claims) {
      const now = Date.now();
      const entry = active ? byBusiness.get(claims.businessId)?.get(entryKey(claims)) : undefined;
      if (
        entry &&
        entry.tokenVersion === claims.tokenVersion &&
        entry.caller.authType === claims.authType &&
        now - entry.loadedAt < MAX_AGE_MS &&
        (!confirmEachHit || (await readCallerVersion(database, claims.businessId)) === entry.version)
      ) {
        stats.hits++;
        return entry.caller;
      }
      stats.misses++;
      const loadedIn = generation;
      const row = await findCaller(database.db, claims.businessId, claims.userId, claims.sessionId);
      // Throws for an ended session: only live callers are kept.
      const caller = callerFrom(row, claims);
      if (active && generation === loadedIn) keep(claims, caller, row!.version, now);
      return caller;
    },

    async start() {
      if (!options.enabled || active) return;
      if (confirmEachHit) {
        active = true;
        return;
      }
      unlisten = await database.listen(CALLER_CHANGES_CHANNEL, {
        onNotify(payload) {
          const businessId = Number(payload);
          if (Number.isSafeInteger(businessId)) forgetBusiness(businessId);
          else forgetAll();
        },
      });
      active = true;
    },

    async stop() {
      active = false;
      forgetAll();
      await unlisten?.();
      unlisten = undefined;
    },
  };
}

function entryKey(claims: AccessTokenClaims): string {
  return `${claims.userId} ${claims.sessionId}`;
}
