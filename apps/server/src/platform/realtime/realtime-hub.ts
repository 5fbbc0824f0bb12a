import { REALTIME_REPLAY_SECONDS } from '@backoffice/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Queryable } from '../../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { type OutletReach, reachesEveryOutlet, reachesOutlets } from '../auth/outlet-reach.js';
import type { PermissionKey } from '../permissions/permission-catalogue.js';
import {
  findAllRealtimeEventsAfter,
  findRealtimeEventsAfter,
  insertRealtimeEvent,
  notifyChannel,
  pruneRealtimeEvents,
  type StoredRealtimeEvent,
} from './realtime-events.repository.js';

export type { StoredRealtimeEvent } from './realtime-events.repository.js';

const CHANNEL = 'backoffice_realtime';
/** NOTIFY payloads stop at 8000 bytes; an event is an announcement, its data a few ids and a status. */
const MAX_DATA_BYTES = 4000;
const RECENT_IDS_KEPT = 5000;

export interface TopicDefinition {
  /**
   * What a subscriber must hold to hear the topic at all; a function when the topic's key decides (one kind whose
   * keys belong to different screens, e.g. `export:<feature>`, decision 0231).
   */
  permission: PermissionKey | ((topic: string) => PermissionKey);
  /**
   * The outlets an event of the topic is about, read from its data; a subscriber limited to some outlets hears it
   * only when it reaches every one of them (decision 0011); null when the data does not say, which only a
   * subscriber reaching every outlet hears. Omitted for a topic that concerns the whole business.
   */
  outletsOf?: (data: Record<string, unknown>) => readonly number[] | null;
}

export interface RealtimeHub {
  /** A feature declares each topic kind it publishes, who may hear it, and which outlets its events concern. */
  defineTopic(kind: string, options: TopicDefinition): void;
  /** The permission a topic (`kind` or `kind:key`) needs; undefined for a kind no feature declared. */
  topicPermission(topic: string): PermissionKey | undefined;
  /** Whether a subscriber with this outlet reach may hear the event (its topic's `outletsOf`). */
  reaches(event: StoredRealtimeEvent, reach: OutletReach): boolean;
  /**
   * Writes the event in the caller's transaction and announces it on commit to every server process: an event
   * never announces a change that rolled back.
   */
  publish(event: Omit<StoredRealtimeEvent, 'id'>, options: { in: Queryable }): Promise<void>;
  /** Live events of one business in this process, until the returned function is called. */
  subscribe(businessId: number, listener: (event: StoredRealtimeEvent) => void): () => void;
  /** The business's recent events after `afterId` in the given topics, for a stream that comes back. */
  replay(businessId: number, afterId: number, topics: readonly string[]): Promise<StoredRealtimeEvent[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const REALTIME_PRUNE_JOB = 'realtime-prune';

/**
 * The realtime channel's fan-out (decision 0057): every server and worker process LISTENs on one PostgreSQL channel
 * (PGlite's own LISTEN when embedded) and hands each event to the streams of its business connected to it.
 */
export function createRealtimeHub(
  database: DatabaseHandle,
  log: Pick<FastifyBaseLogger, 'error'>,
  clock: () => Date = () => new Date(),
): RealtimeHub {
  const topicKinds = new Map<string, TopicDefinition>();
  const listeners = new Map<number, Set<(event: StoredRealtimeEvent) => void>>();
  // Ids already handed out, so that a catch-up after a lost connection does not repeat what did arrive.
  const recentIds = new Set<number>();
  let stopListening: (() => Promise<void>) | undefined;

  const dispatch = (event: StoredRealtimeEvent): void => {
    if (recentIds.has(event.id)) return;
    recentIds.add(event.id);
    if (recentIds.size > RECENT_IDS_KEPT) recentIds.delete(recentIds.values().next().value!);
    for (const listener of listeners.get(event.businessId) ?? []) listener(event);
  };

  const replayWindowStart = (): Date => new Date(clock().getTime() - REALTIME_REPLAY_SECONDS * 1000);

  return {
    defineTopic(kind, options) {
      if (topicKinds.has(kind)) throw new Error(`realtime topic ${kind} is defined twice`);
      topicKinds.set(kind, options);
    },
    topicPermission(topic) {
      const permission = topicKinds.get(topic.split(':', 1)[0]!)?.permission;
      return typeof permission === 'function' ? permission(topic) : permission;
    },
    reaches(event, reach) {
      const definition = topicKinds.get(event.topic.split(':', 1)[0]!);
      // An event the hub cannot place (a topic no feature declared here) is heard by nobody.
      if (!definition) return false;
      if (!definition.outletsOf) return true;
      const concerned = definition.outletsOf(event.data);
      return concerned === null ? reachesEveryOutlet(reach) : reachesOutlets(reach, concerned);
    },
    async publish(event, options) {
      if (!topicKinds.has(event.topic.split(':', 1)[0]!)) {
        throw new Error(`realtime topic ${event.topic} is not defined`);
      }
      if (Buffer.byteLength(JSON.stringify(event.data)) > MAX_DATA_BYTES) {
        throw new Error(
          `realtime event ${event.topic}/${event.type} carries more than ${MAX_DATA_BYTES} bytes`,
        );
      }
      const stored = await insertRealtimeEvent(options.in, event);
      await notifyChannel(options.in, CHANNEL, JSON.stringify(stored));
    },
    subscribe(businessId, listener) {
      let set = listeners.get(businessId);
      if (!set) listeners.set(businessId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(businessId) === set) listeners.delete(businessId);
      };
    },
    replay(businessId, afterId, topics) {
      return findRealtimeEventsAfter(database.db, businessId, afterId, replayWindowStart(), topics);
    },
    async start() {
      stopListening = await database.listen(CHANNEL, {
        onNotify(payload) {
          try {
            dispatch(JSON.parse(payload) as StoredRealtimeEvent);
          } catch (error) {
            log.error({ err: error }, 'unreadable realtime notification');
          }
        },
        onReconnected() {
          // Whatever was committed while the connection was away is in the table; hand out what did not arrive.
          findAllRealtimeEventsAfter(database.db, 0, replayWindowStart()).then(
            (events) => events.forEach(dispatch),
            (error: unknown) => log.error({ err: error }, 'realtime catch-up failed'),
          );
        },
      });
    },
    async stop() {
      await stopListening?.();
      stopListening = undefined;
      listeners.clear();
    },
  };
}

/** Rows older than twice the replay window go: a stream replays at most that far back, the rest is for whoever looks. */
export function defineRealtimePruning(
  jobs: JobQueue,
  database: DatabaseHandle,
  clock: () => Date = () => new Date(),
): void {
  jobs.define<Record<string, never>>({
    name: REALTIME_PRUNE_JOB,
    schedule: { cron: '*/10 * * * *', data: {} },
    retry: { limit: 2, delaySeconds: 60, backoff: false },
    async run(_data, { log }) {
      const before = new Date(clock().getTime() - 2 * REALTIME_REPLAY_SECONDS * 1000);
      log.info({ pruned: await pruneRealtimeEvents(database.db, before) }, 'old realtime events removed');
    },
  });
}
