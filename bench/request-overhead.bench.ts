/**
 * The fixed cost of one authenticated request: a bare Fastify "hello world", the same route in the product's app
 * as a public route, as an authenticated one (token check, caller with session and permissions), and behind a
 * permission; next to the raw SQL of the caller lookup. Run: `npm run bench -- request-overhead` (embedded
 * database; with DATABASE_URL=postgres://…/<any database> it creates a throw-away database beside it).
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase, type DatabaseTarget } from '../apps/server/src/db/database.js';
import { seedDemo } from '../apps/server/src/demo/seed-demo.js';
import { verifyAccessToken } from '../apps/server/src/platform/auth/access-token.js';
import { readCallerVersion } from '../apps/server/src/platform/auth/caller.repository.js';
import { benchConfig, measureInTurns, type Timing } from './measure.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);

let target: DatabaseTarget = { kind: 'pglite-memory' };
let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const serverUrl = process.env.DATABASE_URL;
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  target = { kind: 'postgres', url: url.toString() };
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    // Without FORCE: the pool's connections may still be closing; wait for them instead of killing them.
    for (let attempt = 0; ; attempt++) {
      try {
        await dropper.query(`drop database if exists ${name}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await dropper.end();
  };
}

const database = await openDatabase(target);
await database.migrate();
const config = benchConfig();
const app = await buildApp({ config, database });
// The same app with the caller loaded from the database on every request, as before decision 0140.
const uncached = await buildApp({ config: benchConfig({ CALLER_CACHE: 'off' }), database });
await seedDemo(database, { days: 1, now: new Date('2026-11-01T05:00:00Z'), archive: false });
await database.db.execute(sql`analyze`);
const answer = () => ({ hello: 'world' });
for (const instance of [app, uncached]) {
  instance.get('/api/bench/public', { schema: { hide: true }, config: { access: 'public' } }, answer);
  instance.get(
    '/api/bench/authenticated',
    { schema: { hide: true }, config: { access: 'authenticated' } },
    answer,
  );
  instance.get(
    '/api/bench/permission',
    { schema: { hide: true }, config: { access: { permission: 'library.discounts' } } },
    answer,
  );
  await instance.ready();
}

const bare = Fastify();
bare.get('/hello', answer);
await bare.ready();

async function tokenOf(login: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/v2/login',
    payload: { login, password: 'demo12345' },
  });
  return response.json().access_token as string;
}
const owner = { authorization: `Bearer ${await tokenOf('owner@demo.test')}` };
const manager = { authorization: `Bearer ${await tokenOf('manager@demo.test')}` };
const [caller] = (
  (await database.db.execute(
    sql`select u.id, u.business_id, r.id as role_id from users u join roles r on r.id = u.role_id
        where u.email = 'manager@demo.test'`,
  )) as unknown as { rows: { id: number; business_id: number; role_id: number }[] }
).rows;

/** What a developer would write by hand to load the caller: one indexed lookup of user, role and grants. */
function rawCaller() {
  return database.db.execute(sql`
    select u.id, u.token_version, r.is_owner,
           (select array_agg(p.permission_key) from role_permissions p
             where p.business_id = u.business_id and p.role_id = u.role_id) as grants
    from users u join roles r on r.business_id = u.business_id and r.id = u.role_id
    where u.business_id = ${caller!.business_id} and u.id = ${caller!.id}`);
}

// In turns: the cases share whatever load the machine has while they run.
const results: Timing[] = await measureInTurns(
  [
    { label: 'bare Fastify hello world', work: () => bare.inject({ method: 'GET', url: '/hello' }) },
    { label: 'app, public route', work: () => app.inject({ method: 'GET', url: '/api/bench/public' }) },
    {
      label: 'app, authenticated route (owner)',
      work: () => app.inject({ method: 'GET', url: '/api/bench/authenticated', headers: owner }),
    },
    {
      label: 'app, permission route (manager)',
      work: () => app.inject({ method: 'GET', url: '/api/bench/permission', headers: manager }),
    },
    {
      label: 'app, authenticated, caller loaded each time',
      work: () => uncached.inject({ method: 'GET', url: '/api/bench/authenticated', headers: owner }),
    },
    {
      label: 'app, permission, caller loaded each time',
      work: () => uncached.inject({ method: 'GET', url: '/api/bench/permission', headers: manager }),
    },
    {
      label: 'token verification alone',
      work: () => verifyAccessToken(owner.authorization.slice('Bearer '.length), config.JWT_SECRET),
    },
    { label: 'raw SQL: caller with grants', work: rawCaller },
    { label: 'caller version read alone', work: () => readCallerVersion(database, caller!.business_id) },
  ],
  RUNS,
);

console.log(`Per-request overhead, ${database.kind}, ${RUNS} runs each (median, p95)`);
const base = results[0]!.medianMs;
for (const timing of results) {
  // Only whole requests through the app have an overhead over the bare request; the parts are shown for scale.
  const extra = timing.label.startsWith('app')
    ? `   +${(timing.medianMs - base).toFixed(3)} ms over hello world`
    : '';
  console.log(
    `${timing.label.padEnd(44)} ${timing.medianMs.toFixed(3).padStart(7)} ms (p95 ${timing.p95Ms.toFixed(3)})${extra}`,
  );
}

const { hits, misses } = app.callerCache.stats;
console.log(`caller cache: ${hits} hits, ${misses} loads`);
await app.close();
await uncached.close();
await database.close();
await dropDatabase();
