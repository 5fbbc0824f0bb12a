import { expect, test } from '@playwright/test';
import { figure, filterTransactions, runSimulator, tile } from './support/cashier-simulator.js';
import { signIn } from './support/session.js';

/**
 * Issue 14's "done": a cashier device (the bundled simulator) sells, and the back office shows it. The simulator
 * runs against this server for a few seconds at Sederhana Sudirman, an outlet of the enterprise demo business that
 * no other browser test reads (the item-to-till journey sells at its other outlet); the open Transactions screen
 * announces 'N new orders', and a click moves the tiles by exactly the simulator's tally.
 */
const TRANSACTIONS = '/v2/reports/transactions';
const OUTLET = 'Sederhana Sudirman';

test('orders from the cashier simulator appear as new orders and move the totals by its tally', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'enterprise@demo.test', { next: TRANSACTIONS });
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await filterTransactions(page, OUTLET);
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

  const tally = await runSimulator(baseURL!, [
    ...['--login', 'enterprise@demo.test', '--outlet', OUTLET],
    ...['--rate', '4/s', '--duration', '3s'],
  ]);
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
