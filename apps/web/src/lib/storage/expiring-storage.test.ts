import { afterEach, describe, expect, it } from 'vitest';
import {
  clearAllStored,
  DAY_MS,
  PREFERENCE_PREFIX,
  readStored,
  removeStored,
  STORAGE_PREFIX,
  writeStored,
} from './expiring-storage';

describe('expiring storage', () => {
  afterEach(() => window.localStorage.clear());

  it('returns a value until its time is up, then forgets it', () => {
    const now = 1_000_000;
    writeStored('marketing', { version: 3 }, 70 * DAY_MS, now);
    expect(readStored('marketing', now + 69 * DAY_MS)).toEqual({ version: 3 });
    expect(readStored('marketing', now + 70 * DAY_MS)).toBeUndefined();
    expect(window.localStorage.getItem(`${STORAGE_PREFIX}marketing`)).toBeNull();
  });

  it('defaults to 24 hours', () => {
    const now = 5_000;
    writeStored('billing', 'regular', undefined, now);
    expect(readStored('billing', now + DAY_MS - 1)).toBe('regular');
    expect(readStored('billing', now + DAY_MS)).toBeUndefined();
  });

  it('treats broken entries as absent', () => {
    window.localStorage.setItem(`${STORAGE_PREFIX}broken`, '{not json');
    expect(readStored('broken')).toBeUndefined();
    window.localStorage.setItem(`${STORAGE_PREFIX}old`, JSON.stringify({ value: 1 }));
    expect(readStored('old')).toBeUndefined();
  });

  it('clears only its own keys and keeps device preferences', () => {
    writeStored('a', 1);
    writeStored(`${PREFERENCE_PREFIX}marketing.7`, 3);
    window.localStorage.setItem('someone-else', 'keep');
    clearAllStored();
    expect(readStored('a')).toBeUndefined();
    expect(readStored(`${PREFERENCE_PREFIX}marketing.7`)).toBe(3);
    expect(window.localStorage.getItem('someone-else')).toBe('keep');
    clearAllStored({ includePreferences: true });
    expect(readStored(`${PREFERENCE_PREFIX}marketing.7`)).toBeUndefined();
    removeStored('missing');
  });
});
