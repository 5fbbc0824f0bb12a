import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';

/**
 * The realtime channel (docs/architecture.md: Server-Sent Events per business). A browser's EventSource cannot
 * send the bearer token, so it first asks for a ticket with the token, then opens the stream with the ticket in its
 * address (decision 0057). Events are small announcements ("export 12 finished"); the page then reads the result
 * through the ordinary API, so an event never carries more than its topic's subscriber could read anyway.
 */

/** A ticket opens one stream within this many seconds of being issued; the stream itself then lives on. */
export const REALTIME_TICKET_LIFETIME_SECONDS = 60;
/** The server writes a comment at least this often, so proxies and the browser see the stream is alive. */
export const REALTIME_HEARTBEAT_SECONDS = 15;
/** How far back a reconnecting stream is replayed from its Last-Event-ID. */
export const REALTIME_REPLAY_SECONDS = 600;

/**
 * A topic is a kind, optionally narrowed by a key: `exports`, `export:order-export-transaction`. The business is
 * never part of it: it comes from the ticket.
 */
export const realtimeTopicSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}(?::[A-Za-z0-9_.-]{1,80})?$/, 'Must be a realtime topic.');

export const realtimeTicketSchema = z.object({
  ticket: z.string(),
  expires_in: z.number().int().positive(),
});

/** `topics`: comma-separated; an event is delivered when its topic is listed, or its kind is listed alone. */
export const realtimeStreamQuerySchema = z.object({
  ticket: z.string().min(1).max(2048),
  topics: z
    .string()
    .max(1000)
    .transform((value, context) => {
      const topics = value.split(',').filter((topic) => topic !== '');
      if (
        topics.length === 0 ||
        topics.length > 20 ||
        !topics.every((t) => realtimeTopicSchema.safeParse(t).success)
      ) {
        context.addIssue({ code: 'custom', message: 'Must be 1 to 20 realtime topics, comma-separated.' });
        return z.NEVER;
      }
      return [...new Set(topics)];
    }),
  /** For clients that reconnect by hand (a new ticket means a new EventSource, which sends no Last-Event-ID). */
  last_event_id: z
    .string()
    .regex(/^\d{1,18}$/, 'Must be an event id.')
    .optional(),
});

/** What every `message` event's data holds; `ready` (the subscription is live) carries `{ topics }`. */
export const realtimeEventSchema = z.object({
  id: z.string(),
  topic: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

export const REALTIME_STREAM_PATH = '/realtime/v1/stream';

export const realtimeEndpoints = {
  ticket: defineEndpoint({
    method: 'POST',
    path: '/realtime/v1/tickets',
    summary: 'A short-lived ticket that opens one realtime stream of the caller’s business',
    response: realtimeTicketSchema,
    errors: [401],
  }),
};
