import type { FastifyRequest } from 'fastify';

const loopbackAddress = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && loopbackAddress.test(address);
}

/**
 * A request from this machine: the connection comes from a loopback address and, when a reverse proxy is trusted,
 * so does the client it forwards for. Checking both means neither a forged X-Forwarded-For from outside nor a
 * proxy on this machine relaying outside clients can pass.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.raw.socket.remoteAddress) && isLoopbackAddress(request.ip);
}
