import {
  REALTIME_STREAM_PATH,
  realtimeEndpoints,
  realtimeStreamQuerySchema,
} from '@backoffice/contracts/realtime';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeEndpoint } from '../../platform/http/endpoint-route.js';
import { errorResponses } from '../../platform/http/endpoint-route.js';
import { issueStreamTicket } from './issue-stream-ticket.js';
import { openEventStream } from './open-event-stream.js';

const tags = ['realtime'];

export function registerRealtimeRoutes(app: FastifyInstance, closing: Promise<void>): void {
  const { deps } = app;
  const now = deps.clock ?? (() => new Date());
  routeEndpoint(app, realtimeEndpoints.ticket, { tags, config: { access: 'authenticated' } }, (request) =>
    issueStreamTicket(request.accessClaims, deps.config.JWT_SECRET, now()),
  );
  // An EventSource sends no Authorization header: the ticket in the query is the credential, checked in the
  // handler (the route is 'public' to the access hook only).
  app.withTypeProvider<ZodTypeProvider>().get(
    REALTIME_STREAM_PATH,
    {
      schema: {
        tags,
        summary: 'The caller’s business events as Server-Sent Events (open with a ticket)',
        querystring: realtimeStreamQuerySchema,
        response: errorResponses([400, 401, 403, 429]),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const lastEventId = Number(
        (typeof header === 'string' && /^\d{1,18}$/.test(header) ? header : undefined) ??
          request.query.last_event_id ??
          0,
      );
      await openEventStream(
        { db: deps.database.db, hub: app.realtime, secret: deps.config.JWT_SECRET, now, closing },
        { ticket: request.query.ticket, topics: request.query.topics, lastEventId },
        reply,
      );
    },
  );
}
