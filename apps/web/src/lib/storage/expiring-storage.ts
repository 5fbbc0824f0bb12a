/**
 * localStorage entries that forget themselves: the spec keeps billing state for 24 hours and marketing state for
 * 70 days. Every key is prefixed so sign-out can clear exactly what this app stored.
 */
export const STORAGE_PREFIX = 'backoffice.';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** Local storage default 24 h. */
export const DEFAULT_TTL_MS = DAY_MS;

interface StoredEntry<T> {
  value: T;
  expiresAt: number;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Private modes and sandboxed frames may refuse access; the app then simply forgets.
    return undefined;
  }
}

export function writeStored<T>(
  key: string,
  value: T,
  ttlMs: number = DEFAULT_TTL_MS,
  now = Date.now(),
): void {
  const entry: StoredEntry<T> = { value, expiresAt: now + ttlMs };
  try {
    storage()?.setItem(STORAGE_PREFIX + key, JSON.stringify(entry));
  } catch {
    // Quota exceeded: losing a remembered preference is better than breaking the page.
  }
}

export function readStored<T>(key: string, now = Date.now()): T | undefined {
  const raw = storage()?.getItem(STORAGE_PREFIX + key);
  if (raw == null) return undefined;
  try {
    const entry = JSON.parse(raw) as Partial<StoredEntry<T>>;
    if (typeof entry.expiresAt !== 'number' || entry.expiresAt <= now || !('value' in entry)) {
      removeStored(key);
      return undefined;
    }
    return entry.value as T;
  } catch {
    removeStored(key);
    return undefined;
  }
}

export function removeStored(key: string): void {
  storage()?.removeItem(STORAGE_PREFIX + key);
}

/**
 * Device preferences (which marketing version was seen, a closed banner) are not session data and survive
 * sign-out; callers key them by business or user so another account on the same device is not affected.
 */
export const PREFERENCE_PREFIX = 'pref.';

/** Everything this app persisted for the session; preferences stay unless `includePreferences`. */
export function clearAllStored(options: { includePreferences?: boolean } = {}): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (!key?.startsWith(STORAGE_PREFIX)) continue;
    if (!options.includePreferences && key.startsWith(STORAGE_PREFIX + PREFERENCE_PREFIX)) continue;
    keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
