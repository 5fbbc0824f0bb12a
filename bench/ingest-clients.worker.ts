/**
 * The benchmark's clients, in a thread of their own so that their work (building bills, JSON, HTTP) does not run on
 * the server's event loop, as tills and browsers do not: either the devices sending batches, or a person reading
 * the transactions list. Both talk HTTP to the server the main thread listens with.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { BATCH, benchBatch } from './ingest-orders.js';

export type ClientsData =
  | { role: 'devices'; base: string; credentials: string[]; now: string }
  | { role: 'reader'; base: string; token: string; query: Record<string, string>; everyMs: number };

/** devices: send `orders` orders, answer the seconds. reader: read `runs` times, or until 'stop'; answer samples. */
export type ClientsCommand =
  | { kind: 'send'; orders: number; from: number }
  | { kind: 'read'; runs: number }
  | { kind: 'read-until-stopped' }
  | { kind: 'stop' };

const data = workerData as ClientsData;
const port = parentPort!;

async function sendBatch(credential: string, first: number): Promise<void> {
  if (data.role !== 'devices') return;
  const response = await fetch(`${data.base}/api/pos/v1/orders:batch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
    body: JSON.stringify({ orders: benchBatch(new Date(data.now), first) }),
  });
  const answer = (await response.json()) as { accepted?: number };
  if (response.status !== 200 || answer.accepted !== BATCH)
    throw new Error(`batch not taken: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
}

/** Every device sends its batches one after another until `orders` orders are in. */
async function send(orders: number, from: number): Promise<number> {
  if (data.role !== 'devices') return 0;
  const batches = Math.ceil(orders / BATCH);
  let taken = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    data.credentials.map(async (credential) => {
      while (taken < batches) {
        const first = from + taken++ * BATCH;
        await sendBatch(credential, first);
      }
    }),
  );
  return Number(process.hrtime.bigint() - start) / 1e9;
}

let stopped = false;

/** One read every `everyMs` (or right after the previous one when it took longer): a few people, not a loop. */
async function read(runs: number): Promise<number[]> {
  if (data.role !== 'reader') return [];
  const url = `${data.base}/api/order-reporting/backoffice/v1/orders?${new URLSearchParams(data.query)}`;
  const samples: number[] = [];
  for (let i = 0; i < runs && !stopped; i++) {
    const start = process.hrtime.bigint();
    const response = await fetch(url, { headers: { authorization: `Bearer ${data.token}` } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`list failed: ${response.status} ${body.slice(0, 300)}`);
    const took = Number(process.hrtime.bigint() - start) / 1e6;
    samples.push(took);
    if (took < data.everyMs) await new Promise((resolve) => setTimeout(resolve, data.everyMs - took));
  }
  return samples;
}

port.on('message', (command: ClientsCommand) => {
  const answer = (work: Promise<unknown>) =>
    work.then(
      (result) => port.postMessage({ ok: true, result }),
      (error: Error) => port.postMessage({ ok: false, error: error.message }),
    );
  if (command.kind === 'send') void answer(send(command.orders, command.from));
  if (command.kind === 'read') {
    stopped = false;
    void answer(read(command.runs));
  }
  if (command.kind === 'read-until-stopped') {
    stopped = false;
    void answer(read(Number.POSITIVE_INFINITY));
  }
  if (command.kind === 'stop') stopped = true;
});
