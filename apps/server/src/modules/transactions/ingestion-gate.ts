/**
 * Lets at most `limit` ingestion transactions run at once in this server process, the others waiting their turn in
 * arrival order (decision 0104). On a small machine several devices' batches writing at once take every core from
 * the people reading the back office, for no more orders per second: the checks before the transaction still run
 * for every waiting batch.
 */
export interface IngestionGate {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createIngestionGate(limit: number): IngestionGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await work();
      } finally {
        // The slot passes straight to the next batch waiting, if any.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
