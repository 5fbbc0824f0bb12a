import type { ForegroundRequests } from '../../platform/http/foreground-requests.js';

/**
 * Paces the cashier devices' ingestion in one server process (decisions 0104, 0105):
 * - at most `writers` ingestion transactions run at once, the others waiting their turn in arrival order. On a small
 *   machine several batches writing at once take every core from the people reading the back office, for no more
 *   orders per second: the checks before the transaction still run for every waiting batch;
 * - a batch whose turn has come waits while people's requests are in flight, at most `holdMs`; its checks pause
 *   between slices the same way, and its transaction between statements, each time for at most `pauseMs`, so a
 *   person's read does not share the cores with them.
 */
export interface IngestionGate {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Between two slices of a batch's checks: a turn of the event loop, longer while people wait on the server. */
  pause(): Promise<void>;
  /**
   * Between two statements of a batch's transaction, the same pause; none where the database has one connection
   * (the embedded one), since there the people's requests wait for the transaction to end.
   */
  pauseWriting(): Promise<void>;
}

export interface IngestionGateOptions {
  writers: number;
  foreground?: ForegroundRequests;
  /** The database runs other requests' statements beside an open transaction (PostgreSQL, not PGlite). */
  concurrentDatabase?: boolean;
  /** The longest a batch whose turn has come waits for people's requests to finish. */
  holdMs?: number;
  /** The longest one pause between check slices waits for them. */
  pauseMs?: number;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createIngestionGate(options: IngestionGateOptions): IngestionGate {
  const { writers, foreground, concurrentDatabase = false, holdMs = 100, pauseMs = 20 } = options;
  let running = 0;
  const waiting: (() => void)[] = [];
  const pause = async () => {
    await nextTurn();
    if (foreground) await foreground.quiet(pauseMs);
  };
  return {
    async run(work) {
      if (running >= writers) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        if (foreground) await foreground.quiet(holdMs);
        return await work();
      } finally {
        // The slot passes straight to the next batch waiting, if any.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    pause,
    pauseWriting: () => (concurrentDatabase ? pause() : Promise.resolve()),
  };
}
