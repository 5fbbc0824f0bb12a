import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/session.js';

/**
 * Issue 14's "done": a cashier device (the bundled simulator) sells, and the back office shows it. The simulator
 * runs against this server for a few seconds at Sederhana Sudirman, an outlet of the enterprise demo business that
 * no other browser test reads; the open Transactions screen announces 'N new orders', and a click moves the tiles
 * by exactly the simulator's tally.
 */
const TRANSACTIONS = '/v2/reports/transactions';
const OUTLET = 'Sederhana Sudirman';
const root = path.resolve(import.meta.dirname, '..');

interface Tally {
  accepted: number;
  refused: number;
  conflict: number;
  completed: number;
  cancelled: number;
  netSales: number;
  totalCollected: number;
  withCustomer: number;
}

/** Runs `npm run pos`'s script to its end and answers its final tally (its `--json` line). */
function runSimulator(baseURL: string): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/pos-simulator/run-pos.ts',
        ...['--login', 'enterprise@demo.test', '--outlet', OUTLET],
        ...['--rate', '4/s', '--duration', '3s', '--url', baseURL, '--json'],
      ],
      {
        cwd: path.join(root, 'apps/server'),
        // Its paired-device file goes to a throw-away folder, not into the repository.
        env: { ...process.env, DATA_DIR: path.join(os.tmpdir(), `pos-simulator-e2e-${process.pid}`) },
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`simulator exited ${code}: ${out}\n${err}`));
      else resolve(JSON.parse(last) as Tally);
    });
  });
}

/** `dd/MM/yyyy` of today plus `offsetDays` in Jakarta (UTC+7, no daylight saving), as the date inputs take it. */
function jakartaDay(offsetDays: number): string {
  const day = new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

const tile = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Summary' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::p[1]');

/** A tile's figure as a number: 'Rp1,234,500' → 1234500. */
async function figure(locator: Locator): Promise<number> {
  await expect(locator).toHaveText(/\d/);
  return Number((await locator.innerText()).replace(/\D/g, ''));
}

test('orders from the cashier simulator appear as new orders and move the totals by its tally', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'enterprise@demo.test', { next: TRANSACTIONS });
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: OUTLET, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Outlet' })).toHaveValue(OUTLET);

  // Yesterday to tomorrow on the outlet's (Jakarta's) calendar: the simulator dates a bill 10 minutes before it is
  // sent, and no day, month or year boundary during the run can put its orders outside the range.
  await page.getByRole('button', { name: 'Date and time' }).click();
  await page.getByRole('textbox', { name: 'Start date' }).fill(jakartaDay(-1));
  await page.getByRole('textbox', { name: 'End date' }).fill(jakartaDay(1));
  await page.getByRole('textbox', { name: 'End date' }).press('Tab');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Date and time' })).toContainText(jakartaDay(1).slice(0, 2));
  // The screen subscribes anew for each filter. The filter is kept over a reload, which then opens exactly one
  // stream: selling starts once it is open.
  const stream = page.waitForResponse((response) => response.url().includes('/api/realtime/v1/stream'));
  await page.reload();
  await stream;
  await expect(page.getByRole('combobox', { name: 'Outlet' })).toHaveValue(OUTLET);

  const transactions = tile(page, 'TRANSACTIONS');
  const collected = tile(page, 'TOTAL COLLECTED');
  const net = tile(page, 'NET SALES');
  const before = {
    transactions: await figure(transactions),
    collected: await figure(collected),
    net: await figure(net),
  };
  await expect(page.getByRole('button', { name: /new orders?$/ })).toHaveCount(0);

  const tally = await runSimulator(baseURL!);
  expect(tally).toMatchObject({ refused: 0, conflict: 0 });
  expect(tally.accepted).toBeGreaterThan(0);
  expect(tally.accepted).toBe(tally.completed + tally.cancelled);

  const notice = page.getByRole('button', {
    name: `${tally.accepted} new order${tally.accepted === 1 ? '' : 's'}`,
  });
  await expect(notice).toBeVisible();
  // The lists stay as loaded until asked (decision 0072).
  expect(await figure(transactions)).toBe(before.transactions);
  await notice.click();
  await expect(notice).toBeHidden();

  await expect.poll(() => figure(transactions)).toBe(before.transactions + tally.completed);
  expect(await figure(collected)).toBe(before.collected + tally.totalCollected);
  expect(await figure(net)).toBe(before.net + tally.netSales);
});
