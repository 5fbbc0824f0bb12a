import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-context.js';

/** Sends raw bytes to the listening server and returns the status line and the body. */
function rawRequest(port: number, text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body });
    });
  });
}

/** Issue 8 item 3: what Node's HTTP parser and Fastify's router refuse comes back in `{code, message, errors}`. */
describe('requests refused before routing', () => {
  const context = useTestApp();
  let port: number;
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as net.AddressInfo).port;
  });

  it('answers headers past the size limit with 431 in the error shape', async () => {
    const response = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({
      code: 'HEADERS_TOO_LARGE',
      message: 'The request headers are too large.',
      errors: [],
    });
    expect(response.headers).toContain('content-type: application/json');
  });

  it('answers a request that is not HTTP with 400 in the error shape', async () => {
    const response = await rawRequest(port, 'GARBAGE\r\n\r\n');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      code: 'MALFORMED_REQUEST',
      message: 'The request is not valid HTTP.',
      errors: [],
    });
  });

  it('answers a URL that cannot be decoded with 400 in the error shape', async () => {
    const response = await rawRequest(
      port,
      'GET /api/health/%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'VALIDATION_ERROR', errors: [] });
  });
});
