import { describe, expect, it, vi } from 'vitest';
import { createForegroundRequests } from './foreground-requests.js';

describe('foreground requests', () => {
  it('is quiet at once when nobody is waiting', async () => {
    const foreground = createForegroundRequests();
    let quiet = false;
    void foreground.quiet(60_000).then(() => (quiet = true));
    await Promise.resolve();
    expect(quiet).toBe(true);
  });

  it('becomes quiet when the last person’s request is answered, not before', async () => {
    const foreground = createForegroundRequests();
    foreground.enter();
    foreground.enter();
    let quiet = false;
    const waited = foreground.quiet(60_000).then(() => (quiet = true));
    foreground.leave();
    await new Promise((resolve) => setImmediate(resolve));
    expect(quiet).toBe(false);
    foreground.leave();
    await waited;
    expect(quiet).toBe(true);
    expect(foreground.inFlight).toBe(0);
  });

  it('stops waiting after the longest wait it was given, and forgets the waiter', async () => {
    vi.useFakeTimers();
    try {
      const foreground = createForegroundRequests();
      foreground.enter();
      let quiet = false;
      void foreground.quiet(100).then(() => (quiet = true));
      await vi.advanceTimersByTimeAsync(99);
      expect(quiet).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(quiet).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never counts below zero (a leave without an enter does not make later requests invisible)', () => {
    const foreground = createForegroundRequests();
    foreground.leave();
    foreground.enter();
    expect(foreground.inFlight).toBe(1);
  });
});
