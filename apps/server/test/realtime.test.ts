import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signStreamTicket } from '../src/platform/auth/access-token.js';
import { connectEventStream, type EventStreamClient } from './event-stream-client.js';
import { bearer, signIn } from './identity-fixtures.js';
import { createTestApp, TEST_JWT_SECRET } from './test-app.js';
import { useTestApp } from './test-context.js';
import { testDatabaseKind } from './test-database.js';

const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * The realtime channel (issue 11 item 3, decision 0057): tickets, the stream's `ready` moment, events only after
 * commit and only to their business and topic, replay from Last-Event-ID, and fan-out from another process.
 */
describe('the realtime channel', () => {
  const context = useTestApp();
  let base: string;
  let ownerA: string;
  let ownerB: string;

  beforeAll(async () => {
    context.app.realtime.defineTopic('probe', { permission: 'reports.transactions' });
    base = await context.app.listen({ port: 0, host: '127.0.0.1' });
    ownerA = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    ownerB = (await signIn(context.app, context.fx.b.owner.email)).access_token;
  });

  async function ticketFor(accessToken: string): Promise<string> {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/realtime/v1/tickets',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().expires_in).toBe(60);
    return response.json().ticket as string;
  }

  async function openStream(
    accessToken: string,
    topics: string,
    extra: { lastEventId?: string; header?: Record<string, string> } = {},
  ): Promise<EventStreamClient> {
    const query = new URLSearchParams({ ticket: await ticketFor(accessToken), topics });
    if (extra.lastEventId) query.set('last_event_id', extra.lastEventId);
    return connectEventStream(`${base}/api/realtime/v1/stream?${query}`, extra.header);
  }

  async function ready(stream: EventStreamClient): Promise<void> {
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const first = await stream.next();
    expect(first.event).toBe('ready');
  }

  function publish(businessId: number, topic: string, data: Record<string, unknown>, rollback = false) {
    return context.database.db
      .transaction(async (tx) => {
        await context.app.realtime.publish({ businessId, topic, type: 'finished', data }, { in: tx });
        if (rollback) tx.rollback();
      })
      .catch((error: Error) => {
        if (!rollback) throw error;
      });
  }

  it('issues a ticket only to a signed-in caller, and a ticket is not an access token', async () => {
    expect((await context.app.inject({ method: 'POST', url: '/api/realtime/v1/tickets' })).statusCode).toBe(
      401,
    );
    const ticket = await ticketFor(ownerA);
    const asAccessToken = await context.app.inject({
      method: 'GET',
      url: '/api/account/v2/profile',
      headers: bearer(ticket),
    });
    expect(asAccessToken.statusCode).toBe(401);
    const accessTokenAsTicket = await connectEventStream(
      `${base}/api/realtime/v1/stream?${new URLSearchParams({ ticket: ownerA, topics: 'probe' })}`,
    );
    expect(accessTokenAsTicket.status).toBe(401);
  });

  it('refuses an expired ticket, an unknown topic and a caller without the topic’s permission', async () => {
    const claims = JSON.parse(Buffer.from(ownerA.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      bid: number;
      tv: number;
      sid: string;
      at: 'email';
    };
    const { token: expired } = await signStreamTicket(
      {
        userId: Number(claims.sub),
        businessId: claims.bid,
        tokenVersion: claims.tv,
        sessionId: claims.sid,
        authType: claims.at,
      },
      TEST_JWT_SECRET,
      new Date(Date.now() - 61_000),
      60,
    );
    const stale = await connectEventStream(`${base}/api/realtime/v1/stream?ticket=${expired}&topics=probe`);
    expect(stale.status).toBe(401);

    const unknown = await openStream(ownerA, 'nothing-like-this');
    expect(unknown.status).toBe(400);
    const malformed = await openStream(ownerA, 'Probe;drop');
    expect(malformed.status).toBe(400);

    const noGrants = (await signIn(context.app, context.fx.a.noGrants.email)).access_token;
    const refused = await openStream(noGrants, 'probe');
    expect(refused.status).toBe(403);
  });

  it('announces a committed event to its business’s streams only, never a rolled-back one', async () => {
    const streamA = await openStream(ownerA, 'probe');
    const streamB = await openStream(ownerB, 'probe');
    await ready(streamA);
    await ready(streamB);

    await publish(context.fx.a.id, 'probe:x', { step: 'rolled back' }, true);
    await publish(context.fx.a.id, 'probe:x', { step: 'committed' });
    const received = await streamA.next();
    expect(received.event).toBe('message');
    expect(JSON.parse(received.data)).toMatchObject({
      topic: 'probe:x',
      type: 'finished',
      data: { step: 'committed' },
    });
    expect(received.id).toMatch(/^\d+$/);

    // Business B's stream hears its own event, and nothing of A's came before it.
    await publish(context.fx.b.id, 'probe', { step: 'for b' });
    expect(JSON.parse((await streamB.next()).data).data).toEqual({ step: 'for b' });
    streamA.close();
    streamB.close();
  });

  it('delivers a keyed topic only to streams of that key or of the whole kind', async () => {
    const keyed = await openStream(ownerA, 'probe:one');
    const kind = await openStream(ownerA, 'probe');
    await ready(keyed);
    await ready(kind);
    await publish(context.fx.a.id, 'probe:two', { n: 2 });
    await publish(context.fx.a.id, 'probe:one', { n: 1 });
    expect(JSON.parse((await keyed.next()).data).data).toEqual({ n: 1 });
    expect(JSON.parse((await kind.next()).data).data).toEqual({ n: 2 });
    expect(JSON.parse((await kind.next()).data).data).toEqual({ n: 1 });
    keyed.close();
    kind.close();
  });

  it('lets a whole kind be heard only in the keys the caller may hear (export:<feature>, decision 0231)', async () => {
    const { db } = context.database;
    const { a } = context.fx;
    // A manager without Reports › Sales: the transactions' exports, never a sales report's.
    await db.execute(
      sql`delete from role_permissions where business_id = ${a.id} and role_id = ${a.manager.roleId}
            and permission_key = 'reports.sales'`,
    );
    const manager = (await signIn(context.app, a.manager.email)).access_token;
    expect((await openStream(manager, 'export:sales-report')).status).toBe(403);
    const kind = await openStream(manager, 'export');
    const owner = await openStream(ownerA, 'export');
    await ready(kind);
    await ready(owner);
    await publish(a.id, 'export:sales-report', { id: 'report', status: 'SUCCESS', outlet_ids: [] });
    await publish(a.id, 'export:order-export-transaction', { id: 'list', status: 'SUCCESS', outlet_ids: [] });
    expect(JSON.parse((await kind.next()).data).data.id).toBe('list');
    expect(JSON.parse((await owner.next()).data).data.id).toBe('report');
    expect(JSON.parse((await owner.next()).data).data.id).toBe('list');
    kind.close();
    owner.close();
    await db.execute(
      sql`insert into role_permissions (business_id, role_id, permission_key)
          values (${a.id}, ${a.manager.roleId}, 'reports.sales')`,
    );
  });

  it('replays what a stream missed after its Last-Event-ID, then goes on live', async () => {
    const first = await openStream(ownerA, 'probe:replay');
    await ready(first);
    await publish(context.fx.a.id, 'probe:replay', { n: 1 });
    const seen = await first.next();
    first.close();

    await publish(context.fx.a.id, 'probe:replay', { n: 2 });
    await publish(context.fx.a.id, 'probe:replay', { n: 3 });
    // As a browser's EventSource reconnects: the header; a hand-made reconnect uses the query instead.
    const again = await openStream(ownerA, 'probe:replay', { header: { 'last-event-id': seen.id! } });
    expect(JSON.parse((await again.next()).data).data).toEqual({ n: 2 });
    expect(JSON.parse((await again.next()).data).data).toEqual({ n: 3 });
    expect((await again.next()).event).toBe('ready');
    await publish(context.fx.a.id, 'probe:replay', { n: 4 });
    expect(JSON.parse((await again.next()).data).data).toEqual({ n: 4 });
    again.close();

    const byQuery = await openStream(ownerA, 'probe:replay', { lastEventId: seen.id! });
    expect(JSON.parse((await byQuery.next()).data).data).toEqual({ n: 2 });
    byQuery.close();
  });

  it('ends a stream when the session behind its ticket is signed out', async () => {
    const session = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    const stream = await openStream(session, 'probe');
    await ready(stream);
    await context.app.inject({ method: 'POST', url: '/api/account/v2/logout', headers: bearer(session) });
    // The next heartbeat finds the session gone and ends the stream.
    await stream.ended;
  }, 30_000);

  it.runIf(testDatabaseKind === 'postgres')(
    'hears an event raised by another process on the same database',
    async () => {
      const stream = await openStream(ownerA, 'probe:elsewhere');
      await ready(stream);
      const { rows } = await context.database.executeSql('select current_database() as name');
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${String(rows[0]!.name)}`;
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'test/realtime-publisher.ts',
          url.toString(),
          String(context.fx.a.id),
          'probe:elsewhere',
        ],
        { cwd: serverDir },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exitCode = await new Promise((resolve) => child.on('exit', resolve));
      expect(output.trim(), output).toBe('published');
      expect(exitCode).toBe(0);
      const event = JSON.parse((await stream.next()).data) as { data: { pid: number } };
      expect(event.data.pid).toBe(child.pid);
      stream.close();
    },
    60_000,
  );

  it('ends open streams when the server closes, so it can stop', async () => {
    const second = await createTestApp(context.database);
    second.realtime.defineTopic('probe', { permission: 'reports.transactions' });
    const secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
    const stream = await connectEventStream(
      `${secondBase}/api/realtime/v1/stream?${new URLSearchParams({ ticket: await ticketFor(ownerA), topics: 'probe' })}`,
    );
    await ready(stream);
    await second.close();
    await stream.ended;
  });

  it('does not replay events older than the replay window', async () => {
    await context.database.db.execute(sql`update realtime_events set created_at = now() - interval '1 hour'`);
    const stream = await openStream(ownerA, 'probe', { lastEventId: '1' });
    expect((await stream.next()).event).toBe('ready');
    stream.close();
  });
});
