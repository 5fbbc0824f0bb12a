import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** What the journeys read of the POS simulator's final tally (its `--json` line). */
export interface Tally {
  outlet_id: number;
  accepted: number;
  refused: number;
  conflict: number;
  completed: number;
  cancelled: number;
  netSales: number;
  totalCollected: number;
  withCustomer: number;
  /** The completed orders' receipt numbers. */
  receipts: string[];
}

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run pos`'s script to its end with these options (plus `--url` and `--json`) and answers its tally. */
export function runSimulator(baseURL: string, options: string[]): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/pos-simulator/run-pos.ts', ...options, '--url', baseURL, '--json'],
      {
        cwd: path.join(root, 'apps/server'),
        // Its paired-device file goes to a throw-away folder, not into the repository.
        env: {
          ...process.env,
          DATA_DIR: path.join(os.tmpdir(), `pos-simulator-e2e-${process.pid}-${Date.now()}`),
        },
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
export function jakartaDay(offsetDays: number): string {
  const day = new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * The Transactions screen at one outlet from yesterday to tomorrow on the outlet's (Jakarta's) calendar: the
 * simulator dates a bill 10 minutes before it is sent, and no day, month or year boundary during a run can put its
 * orders outside the range.
 */
export async function filterTransactions(page: Page, outlet: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: outlet, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Outlet' })).toHaveValue(outlet);
  await page.getByRole('button', { name: 'Date and time' }).click();
  await page.getByRole('textbox', { name: 'Start date' }).fill(jakartaDay(-1));
  await page.getByRole('textbox', { name: 'End date' }).fill(jakartaDay(1));
  await page.getByRole('textbox', { name: 'End date' }).press('Tab');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Date and time' })).toContainText(jakartaDay(1).slice(0, 2));
}

/** A Transactions summary tile's figure. */
export const tile = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Summary' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::p[1]');

/** A tile's figure as a number: 'Rp1,234,500' → 1234500. */
export async function figure(locator: Locator): Promise<number> {
  await expect(locator).toHaveText(/\d/);
  return Number((await locator.innerText()).replace(/\D/g, ''));
}
