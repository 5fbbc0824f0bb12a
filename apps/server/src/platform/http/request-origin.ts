import type { FastifyRequest } from 'fastify';

/** A host as a browser sends it: a name or address, an optional port; anything else is not used in an address. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The address a caller reached this server by, for the addresses it is answered (decision 0132). `PUBLIC_URL`
 * when the caller came by its host (so its scheme and any path prefix hold behind a proxy); otherwise the
 * request's own scheme and host, so a server reached by another name (a LAN address, a second domain) answers
 * addresses that work there. Addresses in mail and for other parties keep `PUBLIC_URL`: no request to read.
 */
export function requestOrigin(request: Pick<FastifyRequest, 'host' | 'protocol'>, publicUrl: string): string {
  const configured = new URL(publicUrl);
  const base = publicUrl.replace(/\/+$/, '');
  const host = request.host;
  if (!host || host === configured.host || !HOST.test(host)) return base;
  return `${request.protocol}://${host}`;
}
