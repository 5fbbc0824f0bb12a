import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests of people signed in to the back office that this process is answering right now, so that work nobody
 * is watching — cashier devices' batches — can give way to them (decision 0105). On a two-core machine a device's
 * batch and a person's list read compete for the same cores; a till waits a few milliseconds unnoticed, a person
 * reading a screen notices every one of them.
 */
export interface ForegroundRequests {
  readonly inFlight: number;
  /** Resolves once no person's request is in flight, or after `maxWaitMs` whatever happens (nothing starves). */
  quiet(maxWaitMs: number): Promise<void>;
  enter(): void;
  leave(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    foreground: ForegroundRequests;
  }
}

export function createForegroundRequests(): ForegroundRequests {
  let inFlight = 0;
  const waiting = new Set<() => void>();
  return {
    get inFlight() {
      return inFlight;
    },
    enter() {
      inFlight++;
    },
    leave() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight > 0) return;
      for (const wake of [...waiting]) wake();
    },
    quiet(maxWaitMs) {
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, maxWaitMs);
        waiting.add(wake);
      });
    },
  };
}

/**
 * Counts every request that carries a person's token (access 'authenticated' or a permission) from its arrival —
 * the token check included — until its answer is sent or the client goes away. Public routes (sign-in, the
 * realtime stream that stays open for hours) and the devices' own routes are not counted.
 * Call before `registerAccessControl`, so that the count starts before the token is checked.
 */
export function registerForegroundRequests(app: FastifyInstance): ForegroundRequests {
  const foreground = createForegroundRequests();
  const counted = new WeakSet<FastifyRequest>();
  const done = async (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    foreground.leave();
  };
  app.decorate('foreground', foreground);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public' || access === 'device') return;
    counted.add(request);
    foreground.enter();
  });
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
  return foreground;
}
