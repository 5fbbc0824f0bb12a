import http from 'node:http';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn } from './identity-fixtures.js';
import { connectEventStream } from './event-stream-client.js';
import { completedOrder, pairDevice, sendBatchOk } from './pos-fixtures.js';
import { useTestApp } from './test-context.js';

/**
 * People's requests count as foreground while the server answers them, so that cashier devices' batches give way
 * to them (decision 0105); the count must come back to zero whatever happens to a request, or every batch would
 * wait its longest from then on.
 */
describe('foreground requests: what counts, and that the count always comes back', () => {
  const context = useTestApp();
  let base: URL;
  let owner: string;
  let device: string;

  beforeAll(async () => {
    base = new URL(await context.app.listen({ port: 0, host: '127.0.0.1' }));
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    device = (await pairDevice(context.app, owner, context.fx.a.outletIds[0]!)).credential;
  });

  /** A person's request whose body is still on its way: the server has its headers, not its end. */
  function slowTicketRequest(): { request: http.ClientRequest; answered: Promise<number> } {
    const request = http.request({
      host: base.hostname,
      port: base.port,
      method: 'POST',
      path: '/api/realtime/v1/tickets',
      headers: { ...bearer(owner), 'content-type': 'application/json', 'content-length': '2' },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
    });
    request.write('{');
    return { request, answered };
  }

  const inFlight = () => context.app.foreground.inFlight;

  it('counts a person’s request until it is answered, and a device’s batch is not held back for ever by it', async () => {
    expect(inFlight()).toBe(0);
    const slow = slowTicketRequest();
    await vi.waitFor(() => expect(inFlight()).toBe(1));

    // The batch waits a moment for the person, then goes ahead: a request that never ends starves no till.
    const batch = await sendBatchOk(context.app, device, [completedOrder('2026-11-21T09:00:00+07:00')]);
    expect(batch.accepted).toBe(1);
    expect(inFlight()).toBe(1);

    slow.request.end('}');
    expect(await slow.answered).toBe(200);
    await vi.waitFor(() => expect(inFlight()).toBe(0));
  });

  it('stops counting a request whose client went away before it was answered', async () => {
    const slow = slowTicketRequest();
    slow.answered.catch(() => undefined);
    await vi.waitFor(() => expect(inFlight()).toBe(1));
    slow.request.destroy();
    await vi.waitFor(() => expect(inFlight()).toBe(0));
  });

  it('does not count refused tokens, devices, public routes or the realtime stream that stays open', async () => {
    const refused = await context.app.inject({
      method: 'GET',
      url: '/api/account/v2/profile',
      headers: bearer('not-a-token'),
    });
    expect(refused.statusCode).toBe(401);
    expect(inFlight()).toBe(0);

    const ticket = await context.app.inject({
      method: 'POST',
      url: '/api/realtime/v1/tickets',
      headers: bearer(owner),
    });
    const stream = await connectEventStream(
      `${base.origin}/api/realtime/v1/stream?ticket=${ticket.json().ticket}&topics=orders`,
    );
    try {
      expect(stream.status).toBe(200);
      expect((await stream.next()).event).toBe('ready');
      // While the stream is open, nobody is waiting on the server.
      expect(inFlight()).toBe(0);
      await sendBatchOk(context.app, device, [completedOrder('2026-11-21T10:00:00+07:00')]);
      expect(inFlight()).toBe(0);
    } finally {
      stream.close();
    }
  });
});
