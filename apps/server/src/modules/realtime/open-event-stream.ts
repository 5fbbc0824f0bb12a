import { REALTIME_HEARTBEAT_SECONDS } from '@backoffice/contracts/realtime';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database.js';
import { verifyStreamTicket } from '../../platform/auth/access-token.js';
import { type Caller, loadCaller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RealtimeHub, StoredRealtimeEvent } from '../../platform/realtime/realtime-hub.js';

/** Streams one business keeps open on one process; beyond it a tab loop or a script is refused, not served. */
const MAX_STREAMS_PER_BUSINESS = 50;
const openStreams = new Map<number, number>();

export interface StreamRequest {
  ticket: string;
  topics: string[];
  lastEventId: number;
}

interface StreamContext {
  db: Database;
  hub: RealtimeHub;
  secret: string;
  now: () => Date;
  /** Resolves when the server shuts down, so open streams end and the process can stop. */
  closing: Promise<void>;
}

/**
 * Checks the ticket and the topics, then turns the reply into an event stream (decision 0057): the events a
 * reconnecting client missed (after its Last-Event-ID), a `ready` event once the subscription is live (the spec's
 * "subscription succeeded", after which the page may request the work whose end it waits for), the live events of
 * its topics, and a heartbeat comment. Each heartbeat also checks the session is still live: a signed-out user's
 * stream ends.
 */
export async function openEventStream(
  context: StreamContext,
  request: StreamRequest,
  reply: FastifyReply,
): Promise<void> {
  const claims = await verifyStreamTicket(request.ticket, context.secret, context.now());
  const caller = await loadCaller(context.db, claims);
  for (const topic of request.topics) {
    const permission = context.hub.topicPermission(topic);
    if (!permission) throw AppError.invalidField('querystring.topics', `Unknown realtime topic ${topic}.`);
    if (!caller.permissions.has(permission)) throw AppError.platform('FORBIDDEN');
  }
  const open = openStreams.get(caller.businessId) ?? 0;
  if (open >= MAX_STREAMS_PER_BUSINESS)
    throw AppError.platform('RATE_LIMITED', 'Too many open event streams.');
  openStreams.set(caller.businessId, open + 1);

  // A subscription to a whole kind hears only the keys the caller may hear (decision 0231).
  const hears = (topic: string) => {
    const permission = context.hub.topicPermission(topic);
    return permission !== undefined && caller.permissions.has(permission);
  };
  const wants = (event: StoredRealtimeEvent) =>
    (request.topics.includes(event.topic) || request.topics.includes(event.topic.split(':', 1)[0]!)) &&
    context.hub.reaches(event, caller) &&
    hears(event.topic);
  const sent = new Set<number>();
  const raw = reply.raw;
  const write = (text: string) => {
    if (!raw.writableEnded) raw.write(text);
  };
  const send = (event: StoredRealtimeEvent) => {
    if (sent.has(event.id) || !wants(event)) return;
    sent.add(event.id);
    const data = { id: String(event.id), topic: event.topic, type: event.type, data: event.data };
    write(`id: ${event.id}\nevent: message\ndata: ${JSON.stringify(data)}\n\n`);
  };

  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  // Live events that arrive while the replay is read wait here, so none falls between the two.
  const early: StoredRealtimeEvent[] = [];
  let replaying = true;
  const unsubscribe = context.hub.subscribe(caller.businessId, (event) =>
    replaying ? early.push(event) : send(event),
  );
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    openStreams.set(caller.businessId, (openStreams.get(caller.businessId) ?? 1) - 1);
    if (!raw.writableEnded) raw.end();
  };
  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    stillSignedIn(context.db, claims, caller).then((live) => live || end(), end);
  }, REALTIME_HEARTBEAT_SECONDS * 1000);
  raw.on('close', end);
  void context.closing.then(end);

  write(`retry: 3000\n\n`);
  try {
    if (request.lastEventId > 0) {
      for (const event of await context.hub.replay(caller.businessId, request.lastEventId, request.topics))
        send(event);
    }
  } finally {
    replaying = false;
    early.sort((a, b) => a.id - b.id).forEach(send);
  }
  write(`event: ready\ndata: ${JSON.stringify({ topics: request.topics })}\n\n`);
}

async function stillSignedIn(
  db: Database,
  claims: Parameters<typeof loadCaller>[1],
  caller: Caller,
): Promise<boolean> {
  try {
    const now = await loadCaller(db, claims);
    return now.businessId === caller.businessId;
  } catch {
    return false;
  }
}
