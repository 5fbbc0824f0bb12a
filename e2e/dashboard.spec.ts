import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { signIn } from './support/session.js';

/**
 * The dashboard every user lands on (issue 12): figures from the reporting GraphQL, the outlet comparison with
 * its 2–10 rules over the demo owner's four outlets, the overlay for the single-outlet business, a phone's width.
 */
const TAB = 'Outlet Comparison';

async function chooseRange(page: Page, preset: string): Promise<void> {
  await page.getByRole('button', { name: 'Date range' }).first().click();
  await page.getByRole('button', { name: preset, exact: true }).click();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
}

test('the owner lands on the dashboard with figures, a chart and the lists', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/v2\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await chooseRange(page, 'This Year');
  await expect(page.getByTestId('tile-netSales')).toContainText(/Rp\s[1-9][\d.]*/);
  await expect(page.getByTestId('tile-numberOfTransactions')).toContainText(/vs previous period|No sales/);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sales by outlet' }).getByRole('row')).toHaveCount(5);
  await expectNoAxeViolations(page, 'dashboard summary');
});

test('the owner compares 3 outlets, changes the range, and removes one', async ({ page }) => {
  await signIn(page, 'owner@demo.test', { next: '/v2/dashboard' });
  await page.evaluate(() => window.localStorage.removeItem('dashboard.comparison.outlets'));
  await page.getByRole('tab', { name: TAB }).click();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  await page.getByRole('button', { name: /Add outlet/ }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose Outlet' });
  await chooser.getByLabel('Kopi Nusantara Tunjungan', { exact: true }).check();
  await chooser.getByRole('button', { name: 'Apply' }).click();
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Kopi Nusantara Tunjungan' })).toContainText('Gross margin');

  const reloads = page.waitForRequest(
    (request) =>
      request.url().includes('/reporting-revamp/graphql') && request.postData()!.includes('OutletComparison'),
  );
  await chooseRange(page, 'Last Month');
  expect((await reloads).postDataJSON().variables.outletIds).toHaveLength(3);
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('article').first()).toContainText(/\d+\.\d{2}%/);

  await page.getByRole('button', { name: 'Remove Kopi Nusantara Tunjungan' }).click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expectNoAxeViolations(page, 'outlet comparison');

  // Kept for the day: a reload shows the same two.
  await page.reload();
  await page.getByRole('tab', { name: TAB }).click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Kopi Nusantara Tunjungan' })).toHaveCount(0);
});

test('the single-outlet business sees that the comparison is not available', async ({ page }) => {
  await signIn(page, 'solo@demo.test', { next: '/v2/dashboard' });
  await page.getByRole('tab', { name: TAB }).click();
  await expect(page.getByText('Feature is not available')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('a manager limited to one outlet sees it named, and no comparison to make', async ({ page }) => {
  await signIn(page, 'kemang@demo.test', { next: '/v2/dashboard' });
  await expect(page.getByRole('group', { name: 'Outlets' })).toContainText('Kopi Nusantara Kemang');
  await expect(page.getByText('All outlets')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Summary' })).toBeVisible();
  await expect(page.getByRole('tab', { name: TAB })).toHaveCount(0);
});

test('the dashboard fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'owner@demo.test', { next: '/dashboard' });
  await expect(page).toHaveURL(/\/v2\/dashboard$/);
  await expect(page.getByTestId('tile-netSales')).toContainText('Rp');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('tab', { name: TAB }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
