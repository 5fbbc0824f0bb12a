import { describe, expect, it } from 'vitest';
import { createIngestionGate } from './ingestion-gate.js';

describe('ingestion gate', () => {
  it('runs one batch at a time in arrival order, and a failed batch frees its turn', async () => {
    const gate = createIngestionGate(1);
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
    const gate = createIngestionGate(2);
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
});
