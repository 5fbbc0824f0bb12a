import { COMPARISON_MAX_OUTLETS, COMPARISON_MIN_OUTLETS } from '@backoffice/contracts/reporting';

/** The comparison's selection is kept for one day. */
export const SELECTION_TTL_MS = 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'dashboard.comparison.outlets';

interface Stored {
  ids: number[];
  savedAt: number;
}

/** The kept selection if it is younger than a day (undefined otherwise or when storage is unusable). */
export function readSelection(now: number = Date.now()): number[] | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (!Array.isArray(stored.ids) || typeof stored.savedAt !== 'number') return undefined;
    if (now - stored.savedAt > SELECTION_TTL_MS) return undefined;
    return stored.ids.filter((id): id is number => Number.isInteger(id));
  } catch {
    return undefined;
  }
}

export function saveSelection(ids: readonly number[], now: number = Date.now()): void {
  try {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ ids: [...ids], savedAt: now } satisfies Stored),
    );
  } catch {
    // A browser that refuses storage simply forgets the choice.
  }
}

/**
 * The outlets to compare: the kept choice limited to outlets that still exist (at most 10), topped up to 2 from
 * the first outlets when it has fewer (decision 0069); with exactly 2 outlets that is both.
 */
export function initialSelection(
  available: readonly number[],
  kept: readonly number[] | undefined,
): number[] {
  const chosen = (kept ?? []).filter((id) => available.includes(id)).slice(0, COMPARISON_MAX_OUTLETS);
  for (const id of available) {
    if (chosen.length >= COMPARISON_MIN_OUTLETS) break;
    if (!chosen.includes(id)) chosen.push(id);
  }
  return chosen;
}
