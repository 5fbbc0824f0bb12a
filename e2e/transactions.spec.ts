import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { pressBack } from './support/browser-back.js';
import { signIn } from './support/session.js';

/**
 * The Transactions screen on the demo business (4 outlets, weeks of sales, cancels and voids): each tab at its own
 * URL, a receipt searched by a number read from the list, another outlet, infinite scroll with a bounded DOM, the
 * old-data notice, and the sidebar's way in. Nothing here writes data; the filter lives in this browser only.
 */
const TRANSACTIONS = '/v2/reports/transactions';

/** Last month is wholly inside the demo history and holds orders, cancels and voids at every outlet. */
async function chooseLastMonth(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Date and time' }).click();
  await page.getByRole('button', { name: 'Last Month' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Date and time' })).toContainText('Last Month');
}

async function openTransactions(page: Page): Promise<void> {
  await signIn(page, 'owner@demo.test', { next: TRANSACTIONS });
  await expect(page).toHaveURL(/\/v2\/reports\/transactions\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await chooseLastMonth(page);
}

const dataRows = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .locator('tbody tr:not([aria-hidden])')
    .filter({ has: page.locator('td') });

const tilesOf = (page: Page) => page.getByRole('region', { name: 'Summary' });

test('browses the success tab at its own URL', async ({ page }) => {
  await openTransactions(page);
  const success = page.getByRole('table', { name: 'Success orders' });
  await expect(dataRows(page, 'Success orders').first()).toBeVisible();
  await expect(
    success
      .getByRole('columnheader', { name: /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), / })
      .first(),
  ).toBeVisible();
  const tiles = tilesOf(page);
  for (const tile of ['TRANSACTIONS', 'TOTAL COLLECTED', 'NET SALES'])
    await expect(tiles.getByText(tile)).toBeVisible();
  await expect(tiles.getByText(/^Rp/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'success tab');
});

test('browses the cancelled tab at its own URL and opens a cancelled order', async ({ page }) => {
  await openTransactions(page);
  const tiles = tilesOf(page);
  await page.getByRole('tab', { name: 'Cancelled Orders' }).click();
  await expect(page).toHaveURL(/\/transactions\/cancelled$/);
  const cancelled = dataRows(page, 'Cancelled orders');
  await expect(cancelled.first()).toBeVisible();
  for (const tile of ['TRANSACTIONS', 'TOTAL CANCELLED']) await expect(tiles.getByText(tile)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Order ID' })).toBeVisible();
  await expectNoAxeViolations(page, 'cancelled tab');

  // A cancelled order opens at its outlet and id; Back returns to the tab.
  await cancelled.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/transactions\/cancelled\/\d+\/\d+$/);
  await pressBack(page);
  await expect(page).toHaveURL(/\/transactions\/cancelled$/);
});

test('browses the void tab at its own URL, with the filter kept over a reload', async ({ page }) => {
  await openTransactions(page);
  const tiles = tilesOf(page);
  await page.getByRole('tab', { name: 'Void Items' }).click();
  await expect(page).toHaveURL(/\/transactions\/void$/);
  await expect(dataRows(page, 'Void items').first()).toBeVisible();
  for (const tile of ['TOTAL VOID ITEMS', 'TOTAL VOID PRICE'])
    await expect(tiles.getByText(tile)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Item Name' })).toBeVisible();
  await expectNoAxeViolations(page, 'void tab');

  // The filter is one for the three tabs and survives a reload (24 hours).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Date and time' })).toContainText('Last Month');
  await expect(dataRows(page, 'Void items').first()).toBeVisible();
});

test('searches a receipt number read from the list and opens it', async ({ page }) => {
  await openTransactions(page);
  const rows = dataRows(page, 'Success orders');
  const link = rows.nth(3).getByRole('link');
  const receipt = (await link.textContent())?.trim() ?? '';
  expect(receipt).toMatch(/^[A-Z]+-\d{6}-\d{4}$/);

  await page.getByRole('searchbox', { name: 'Receipt Number' }).fill(receipt);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(receipt);
  const tiles = page.getByRole('region', { name: 'Summary' });
  await expect(tiles.getByText('NET SALES')).toBeHidden();
  await expect(tiles.getByText('TRANSACTIONS')).toBeVisible();
  await expectNoAxeViolations(page, 'success tab searched');

  await rows.first().click();
  await expect(page).toHaveURL(/\/transactions\/success\/[^/]+$/);
  await pressBack(page);
  await expect(page).toHaveURL(/\/transactions\/success$/);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(tiles.getByText('NET SALES')).toBeVisible();
  await expect(rows.nth(3)).toBeVisible();
});

test('switches outlet, and finds nothing for an unknown receipt', async ({ page }) => {
  await openTransactions(page);
  const rows = dataRows(page, 'Success orders');
  await expect(rows.first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: 'Kopi Nusantara Dago', exact: true }).click();
  await expect(rows.first()).toContainText('Kopi Nusantara Dago');
  const outlets = await rows.locator('td:first-child').allTextContents();
  expect(new Set(outlets)).toEqual(new Set(['Kopi Nusantara Dago']));

  await page.getByRole('searchbox', { name: 'Receipt Number' }).fill('NO-SUCH-RECEIPT');
  await expect(page.getByText('No Data Found')).toBeVisible();
  await expectNoAxeViolations(page, 'success tab, nothing found');
});

test('loads more on scroll while drawing at most about a hundred rows', async ({ page }) => {
  await openTransactions(page);
  const table = page.getByRole('table', { name: 'Success orders' });
  await expect(dataRows(page, 'Success orders').first()).toBeVisible();
  const pages: string[] = [];
  page.on('request', (request) => {
    if (/\/order-reporting\/backoffice\/v1\/orders\?.*cursor=/.test(request.url())) pages.push(request.url());
  });
  const firstReceipt = await dataRows(page, 'Success orders').first().getByRole('link').textContent();
  for (let round = 0; round < 4; round += 1) {
    const before = pages.length;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => pages.length).toBeGreaterThan(before);
    await expect(page.getByText('Loading more transactions…')).toBeHidden();
    expect(await table.locator('tbody tr').count()).toBeLessThanOrEqual(100);
  }
  // Far down the list the first rows are no longer drawn; back at the top they are again.
  await expect(table.getByRole('link', { name: `Open receipt ${firstReceipt}` })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(table.getByRole('link', { name: `Open receipt ${firstReceipt}` })).toBeVisible();
});

test('shows the old-data notice for a range before 1 January of last year', async ({ page }) => {
  await signIn(page, 'owner@demo.test', { next: TRANSACTIONS });
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  const year = new Date().getFullYear() - 2;
  await page.getByRole('button', { name: 'Date and time' }).click();
  await page.getByRole('textbox', { name: 'Start date' }).fill(`01/03/${year}`);
  await page.getByRole('textbox', { name: 'End date' }).fill(`31/03/${year}`);
  await page.getByRole('textbox', { name: 'End date' }).press('Tab');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText("Data you're looking for is not available in Backoffice")).toBeVisible();
  await expect(page.getByRole('status').getByRole('link', { name: /1500970/ })).toHaveAttribute(
    'href',
    'tel:1500970',
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page, 'old-data notice');
});

test('the sidebar leads to the success tab', async ({ page }) => {
  await signIn(page, 'owner@demo.test', { next: '/v2/dashboard' });
  const reports = page.locator('[data-menu="reports"]');
  await expect(reports).toHaveAttribute('aria-expanded', 'false');
  await reports.click();
  await page.locator('[data-entry="reports.transactions"]').click();
  await expect(page).toHaveURL(/\/v2\/reports\/transactions\/success$/);
  await expect(page.getByRole('tab', { name: 'Success Orders', selected: true })).toBeVisible();
});

test('keeps Total Price on screen at 1366 and 1440 px, and names each clock while All Outlet mixes zones', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await openTransactions(page);
  const tabs = [
    ['Success Orders', 'Success orders'],
    ['Cancelled Orders', 'Cancelled orders'],
    ['Void Items', 'Void items'],
  ] as const;
  for (const [tab, table] of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    const rows = dataRows(page, table);
    await expect(rows.first()).toBeVisible();
    for (const width of [1366, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const header = page
        .getByRole('table', { name: table })
        .getByRole('columnheader', { name: 'Total Price' });
      const amount = rows.first().locator('td').last();
      await expect(amount).toHaveText(/^Rp\.\s[\d.]+$/);
      for (const cell of [header, amount]) {
        const box = await cell.boundingBox();
        expect(box!.x + box!.width, `${tab} at ${width} px`).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }
  // The demo business has outlets in Java (WIB) and Bali (WITA): every time says its zone.
  await page.getByRole('tab', { name: 'Success Orders' }).click();
  const rows = dataRows(page, 'Success orders');
  const times = rows.locator('td:nth-child(2) p:first-child');
  await expect(times.first()).toHaveText(/^\d\d:\d\d WI(B|TA)$/);
  for (const time of await times.allTextContents()) expect(time).toMatch(/^\d\d:\d\d WI(B|TA)$/);
  // One outlet is one clock.
  await page.getByRole('combobox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: 'Kopi Nusantara Renon', exact: true }).click();
  await expect(rows.first()).toContainText('Kopi Nusantara Renon');
  await expect(times.first()).toHaveText(/^\d\d:\d\d$/);
  for (const time of await times.allTextContents()) expect(time).toMatch(/^\d\d:\d\d$/);
});
