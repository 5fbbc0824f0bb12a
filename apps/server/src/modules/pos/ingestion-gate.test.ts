import { describe, expect, it, vi } from 'vitest';
import { createForegroundRequests } from '../../platform/http/foreground-requests.js';
import { createIngestionGate } from './ingestion-gate.js';

describe('ingestion gate', () => {
  it('runs one batch at a time in arrival order, and a failed batch frees its turn', async () => {
    const gate = createIngestionGate({ writers: 1 });
    const events: string[] = [];
    let release!: () => void;
    const first = gate.run(async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      events.push('first ends');
      throw new Error('database went away');
    });
    const second = gate.run(async () => {
      events.push('second starts');
      return 2;
    });
    const third = gate.run(async () => {
      events.push('third starts');
      return 3;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['first starts']);
    release();
    await expect(first).rejects.toThrow('database went away');
    expect(await second).toBe(2);
    expect(await third).toBe(3);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'third starts']);
  });

  it('lets as many batches as its limit run together', async () => {
    const gate = createIngestionGate({ writers: 2 });
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        gate.run(async () => {
          most = Math.max(most, ++running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
  });

  it('holds a batch whose turn has come while people wait on the server, and lets it go when they are answered', async () => {
    const foreground = createForegroundRequests();
    const gate = createIngestionGate({ writers: 1, foreground, holdMs: 60_000 });
    foreground.enter();
    let written = false;
    const batch = gate.run(async () => {
      written = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(written).toBe(false);
    foreground.leave();
    await batch;
    expect(written).toBe(true);
  });

  it('lets a held batch go after its longest hold, and a pause after its own, so no till starves', async () => {
    vi.useFakeTimers();
    try {
      const foreground = createForegroundRequests();
      const gate = createIngestionGate({ writers: 1, foreground, holdMs: 100, pauseMs: 20 });
      foreground.enter();
      let paused = false;
      void gate.pause().then(() => (paused = true));
      await vi.advanceTimersByTimeAsync(19);
      expect(paused).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(paused).toBe(true);

      let written = false;
      void gate.run(async () => {
        written = true;
      });
      await vi.advanceTimersByTimeAsync(99);
      expect(written).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(written).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pauses between a transaction’s statements only where other requests can run meanwhile', async () => {
    const foreground = createForegroundRequests();
    foreground.enter();
    const embedded = createIngestionGate({ writers: 1, foreground, pauseMs: 60_000 });
    // On the embedded database the person's request waits for the transaction: pausing would only delay both.
    await embedded.pauseWriting();

    const server = createIngestionGate({ writers: 1, foreground, concurrentDatabase: true, pauseMs: 60_000 });
    let paused = false;
    const pausing = server.pauseWriting().then(() => (paused = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(paused).toBe(false);
    foreground.leave();
    await pausing;
    expect(paused).toBe(true);
  });
});
