import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PairedPosDevice, PosCatalogue, PosOrder, PosOrderBatchResult } from '@backoffice/contracts/pos';
import type { ListOutletsResponse } from '@backoffice/contracts/outlets';
import { startCatalogueSync } from './catalogue-sync.js';
import { buildSale, sellableItems } from './sale-builder.js';

/*
 * The POS simulator (issue 14): signs in as a back-office user, pairs a cashier device to one outlet (or reuses the
 * one it paired before), then sells from the outlet's catalogue (pulled again every minute) at a steady rate through the ingestion API, with
 * replays of batches whose answer "was lost" and, with --offline, the orders of an offline spell sent late and out
 * of order. Ends with a tally the back office must match.
 *
 *   npm run pos -- --login owner@demo.test --outlet Kemang [--rate 5/s] [--duration 60s] [--offline 10m]
 *                  [--item "Es Kopi"] [--url http://localhost:3000] [--password demo12345] [--json]
 */

const usage =
  'usage: npm run pos -- --login <e-mail> --outlet <name|id> [--rate 5/s] [--duration 60s] [--offline 10m] ' +
  '[--item <name>] [--url http://localhost:3000] [--password …] [--json]';

export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!match) throw new Error(`not a duration: ${text} (e.g. 90s, 10m, 1h)`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[(match[2] ?? 's') as 'ms' | 's' | 'm' | 'h'];
  return Number(match[1]) * unit;
}

export function parseRate(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(?:\/s)?$/.exec(text.trim());
  if (!match || Number(match[1]) <= 0) throw new Error(`not a rate: ${text} (e.g. 5/s)`);
  return Number(match[1]);
}

interface Tally {
  sent: number;
  accepted: number;
  duplicate: number;
  refused: number;
  conflict: number;
  replays: number;
  late: number;
  completed: number;
  cancelled: number;
  voidItems: number;
  netSales: number;
  totalCollected: number;
  withCustomer: number;
  pointsEarned: number;
  pointsRedeemed: number;
  redemptions: number;
  redeemAmount: number;
  days: Set<string>;
  /** The completed orders' receipt numbers, for a script to find them on the Transactions screen. */
  receipts: string[];
}

async function call<T>(
  url: string,
  init: RequestInit & { token?: string },
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      login: { type: 'string' },
      password: { type: 'string', default: 'demo12345' },
      outlet: { type: 'string' },
      rate: { type: 'string', default: '5/s' },
      duration: { type: 'string', default: '60s' },
      offline: { type: 'string', default: '0s' },
      item: { type: 'string' },
      url: { type: 'string', default: `http://localhost:${process.env.PORT ?? 3000}` },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.login || !values.outlet) throw new Error(usage);
  const base = values.url.replace(/\/$/, '');
  const rate = parseRate(values.rate);
  const duration = parseDuration(values.duration);
  const offline = parseDuration(values.offline);

  const login = await call<{ access_token: string }>(`${base}/api/account/v2/login`, {
    method: 'POST',
    body: JSON.stringify({ login: values.login, password: values.password }),
  });
  if (login.status !== 200)
    throw new Error(`sign-in failed (${login.status}): ${JSON.stringify(login.body)}`);
  const token = login.body.access_token;

  const outletList = await call<ListOutletsResponse>(`${base}/api/business-service/v4/businesses/outlets`, {
    method: 'GET',
    token,
  });
  const outlets = outletList.body.results;
  const wanted = values.outlet.toLowerCase();
  const outlet =
    outlets.find((o) => String(o.id) === values.outlet) ??
    outlets.find((o) => o.name.toLowerCase() === wanted) ??
    outlets.find((o) => o.name.toLowerCase().includes(wanted));
  if (!outlet)
    throw new Error(
      `no outlet "${values.outlet}"; the outlets are: ${outlets.map((o) => o.name).join(', ')}`,
    );

  const credential = await deviceCredential(base, token, values.login, outlet);
  // The catalogue before the first sale, then what changed every minute: a price changed in the back office is on
  // the next orders (issue 29).
  const catalogue = await startCatalogueSync(
    async (since) => {
      const answer = await call<PosCatalogue>(
        `${base}/api/pos/v1/catalogue${since === undefined ? '' : `?since=${since}`}`,
        { method: 'GET', token: credential },
      );
      if (answer.status !== 200)
        throw new Error(`catalogue: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
    { now: Date.now },
  );

  // An --item the outlet does not sell stops the run before it sends anything.
  sellableItems(catalogue.current(), values.item);

  const tally: Tally = {
    sent: 0,
    accepted: 0,
    duplicate: 0,
    refused: 0,
    conflict: 0,
    replays: 0,
    late: 0,
    completed: 0,
    cancelled: 0,
    voidItems: 0,
    netSales: 0,
    totalCollected: 0,
    withCustomer: 0,
    pointsEarned: 0,
    pointsRedeemed: 0,
    redemptions: 0,
    redeemAmount: 0,
    days: new Set(),
    receipts: [],
  };
  let receipt = 0;
  const runId = Date.now().toString(36).slice(-5).toUpperCase();
  const balances = new Map<number, number>();
  const sale = (at: Date) =>
    buildSale(catalogue.current(), {
      random: Math.random,
      at,
      receiptNumber: `SIM-${runId}-${++receipt}`,
      balances,
      itemName: values.item,
    });

  // The offline spell ended as the run starts: its orders wait on the device and go out late, shuffled.
  const started = Date.now();
  const backlog: PosOrder[] = [];
  for (let i = 0, n = Math.round((offline / 1000) * rate); i < n; i++) {
    backlog.push(sale(new Date(started - offline + ((i + Math.random()) * offline) / n)));
  }
  backlog.sort(() => Math.random() - 0.5);

  // The outlet's own days, as the back office cuts them.
  const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: catalogue.current().outlet.time_zone });
  const send = async (orders: PosOrder[], kind: 'live' | 'late' | 'replay') => {
    const answer = await call<PosOrderBatchResult>(`${base}/api/pos/v1/orders:batch`, {
      method: 'POST',
      token: credential,
      body: JSON.stringify({ orders }),
    });
    if (answer.status !== 200)
      throw new Error(`batch refused (${answer.status}): ${JSON.stringify(answer.body)}`);
    tally.sent += orders.length;
    if (kind === 'replay') tally.replays += orders.length;
    if (kind === 'late') tally.late += orders.length;
    for (const result of answer.body.results) {
      tally[result.status]++;
      if (result.status === 'refused')
        console.error(`\nrefused ${result.uuid}: ${JSON.stringify(result.errors)}`);
      if (result.status !== 'accepted') continue;
      const order = orders[result.index]!;
      tally.voidItems += (order.voids ?? []).reduce((a, v) => a + v.quantity, 0);
      if (order.customer_id) tally.withCustomer++;
      if (order.status === 'completed') {
        tally.completed++;
        tally.netSales += order.net_sales;
        tally.totalCollected += order.total;
        tally.pointsEarned += order.points_earned ?? 0;
        tally.pointsRedeemed += order.points_redeemed ?? 0;
        if (order.loyalty?.redemption) tally.redemptions++;
        tally.redeemAmount += order.redeem_amount ?? 0;
        tally.days.add(localDay.format(new Date(order.created_at)));
        tally.receipts.push(order.receipt_number);
      } else tally.cancelled++;
    }
  };

  const progress = (elapsed: number) => {
    const line =
      `[${Math.round(elapsed / 1000)}s/${Math.round(duration / 1000)}s] sent ${tally.sent} · accepted ${tally.accepted}` +
      ` · duplicate ${tally.duplicate} · refused ${tally.refused} · conflict ${tally.conflict} · late waiting ${backlog.length}`;
    if (values.json) return;
    if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
    else console.log(line);
  };

  console.log(
    `Selling at ${outlet.name} (outlet ${outlet.id}) with device credential …${credential.slice(-4)}`,
  );
  let owed = 0;
  let previous: PosOrder[] = [];
  for (let tick = 1; Date.now() - started < duration; tick++) {
    await catalogue.refreshIfDue();
    owed += rate;
    const live = Array.from({ length: Math.floor(owed) }, () => sale(new Date()));
    owed -= live.length;
    if (live.length) await send(live, 'live');
    // Now and then the answer "is lost" and the device sends the same batch again: it must answer duplicate.
    if (previous.length && Math.random() < 0.1) await send(previous, 'replay');
    previous = live;
    if (backlog.length) await send(backlog.splice(0, 50), 'late');
    progress(Date.now() - started);
    const wait = started + tick * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  while (backlog.length) await send(backlog.splice(0, 50), 'late');
  progress(duration);

  if (tally.refused || tally.conflict) process.exitCode = 1;
  if (values.json) {
    // One line a script (the browser test) reads.
    console.log(JSON.stringify({ outlet_id: outlet.id, ...tally, days: [...tally.days].sort() }));
    return;
  }
  const rupiah = (n: number) => `Rp${n.toLocaleString('id-ID')}`;
  console.log('\n\nFinal tally (the back office must show the same for this outlet and these days):');
  console.log(
    `  orders sent            ${tally.sent} (of which ${tally.replays} replayed, ${tally.late} late)`,
  );
  console.log(`  accepted               ${tally.accepted}`);
  console.log(`  duplicate (replays)    ${tally.duplicate}`);
  console.log(`  refused / conflict     ${tally.refused} / ${tally.conflict}`);
  console.log(`  completed orders       ${tally.completed}`);
  console.log(`  cancelled bills        ${tally.cancelled}`);
  console.log(`  void items             ${tally.voidItems}`);
  console.log(`  net sales              ${rupiah(tally.netSales)}`);
  console.log(`  total collected        ${rupiah(tally.totalCollected)}`);
  console.log(`  bills with a customer  ${tally.withCustomer}`);
  console.log(`  points earned          ${tally.pointsEarned}`);
  console.log(
    `  points redeemed        ${tally.pointsRedeemed} (${tally.redemptions} rewards, ${rupiah(tally.redeemAmount)} off)`,
  );
  console.log(`  outlet days            ${[...tally.days].sort().join(', ')}`);
}

/** Reuses the device this simulator paired before for the same server, user and outlet, or pairs a new one. */
async function deviceCredential(
  base: string,
  token: string,
  login: string,
  outlet: { id: number; name: string },
): Promise<string> {
  const file = path.resolve(process.env.DATA_DIR ?? 'data', 'pos-simulator-devices.json');
  const key = `${base}|${login}|${outlet.id}`;
  let saved: Record<string, string> = {};
  try {
    saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    // No device paired yet.
  }
  const known = saved[key];
  if (known) {
    const probe = await call(`${base}/api/pos/v1/catalogue`, { method: 'GET', token: known });
    if (probe.status === 200) return known;
    console.log('The device paired before was revoked; pairing a new one.');
  }
  const paired = await call<PairedPosDevice>(`${base}/api/pos/v1/devices`, {
    method: 'POST',
    token,
    body: JSON.stringify({
      outlet_id: outlet.id,
      name: `Simulator ${new Date().toISOString().slice(0, 16)}`,
    }),
  });
  if (paired.status !== 201)
    throw new Error(`pairing failed (${paired.status}): ${JSON.stringify(paired.body)}`);
  saved[key] = paired.body.credential;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 });
  console.log(`Paired device "${paired.body.device.name}" to ${outlet.name}.`);
  return paired.body.credential;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
