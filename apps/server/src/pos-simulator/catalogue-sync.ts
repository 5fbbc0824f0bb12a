import { POS_CATALOGUE_KINDS, type PosCatalogue } from '@backoffice/contracts/pos-catalogue';

/** How often a till asks for what changed (issue 29: a back-office price shows up within a minute). */
export const CATALOGUE_REFRESH_MS = 60_000;

type Entity = { id: number } | { item_id: number };
const idOf = (entity: Entity) => ('id' in entity ? entity.id : entity.item_id);

/**
 * What a till holds after an answer (decision 0175): a full answer replaces everything; a `since` answer drops the
 * deleted ids and replaces or adds each entity sent, whole. The unversioned lists are always the latest.
 */
export function applyCatalogueAnswer(held: PosCatalogue | null, answer: PosCatalogue): PosCatalogue {
  if (!held || answer.full) return answer;
  const next = { ...answer } as Record<string, unknown>;
  for (const kind of POS_CATALOGUE_KINDS) {
    const sent = answer[kind] as Entity[];
    const replaced = new Set([...answer.deleted[kind], ...sent.map(idOf)]);
    const kept = (held[kind] as Entity[]).filter((e) => !replaced.has(idOf(e)));
    next[kind] = [...kept, ...sent].sort((a, b) => idOf(a) - idOf(b));
  }
  return next as PosCatalogue;
}

export interface CatalogueSync {
  /** The catalogue as the till holds it now. */
  current(): PosCatalogue;
  /** Pulls what changed when a minute has passed since the last pull; answers whether it pulled. */
  refreshIfDue(): Promise<boolean>;
}

/**
 * A till's copy of its catalogue: pulled whole before the first sale, then every `everyMs` with `since` (its
 * version). The clock is passed in, so a test moves time instead of waiting for it.
 */
export async function startCatalogueSync(
  fetchCatalogue: (since: number | undefined) => Promise<PosCatalogue>,
  options: { now: () => number; everyMs?: number },
): Promise<CatalogueSync> {
  const everyMs = options.everyMs ?? CATALOGUE_REFRESH_MS;
  let held = applyCatalogueAnswer(null, await fetchCatalogue(undefined));
  let pulledAt = options.now();
  return {
    current: () => held,
    async refreshIfDue() {
      if (options.now() - pulledAt < everyMs) return false;
      held = applyCatalogueAnswer(held, await fetchCatalogue(held.version));
      pulledAt = options.now();
      return true;
    },
  };
}
