import type { FastifyInstance } from 'fastify';

/**
 * API answers carry tokens, profiles and business data: no browser or proxy cache may keep them (a shared computer's
 * back button, a caching proxy). Every /api response is `no-store` unless its route chose a cache policy itself.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
