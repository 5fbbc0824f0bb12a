import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type PlatformErrorCode, platformErrors } from '@backoffice/contracts/common/errors';

/**
 * Requests Node's HTTP parser refuses (headers too large, a request line that is not HTTP, a request that takes
 * too long to arrive) never reach Fastify's routes or error handler. Answered here, in the same error shape as
 * everything else, on a connection that then closes.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A client that went away, or a response already under way: nothing can be said any more.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const code: PlatformErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'MALFORMED_REQUEST';
  const { status, message } = platformErrors[code];
  const body = JSON.stringify({ code, message, errors: [] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
