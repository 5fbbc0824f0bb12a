import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { signIn } from './support/session.js';

/**
 * From an Item sales row to the Transactions list of that item (decision 0260), on the demo data: the row's item
 * opens the list over the report's days with a chip naming it, the list holds only orders of that item (an order
 * opened shows it), the chip stays when the outlet changes and its removal brings every order back.
 */
const dataRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Success orders' })
    .locator('tbody tr:not([aria-hidden])')
    .filter({ has: page.locator('td') });

const transactionsTile = async (page: Page): Promise<number> => {
  const figure = page
    .getByRole('region', { name: 'Summary' })
    .getByText('TRANSACTIONS', { exact: true })
    .locator('xpath=following-sibling::p[1]');
  await expect(figure).toHaveText(/\d/);
  return Number(((await figure.textContent()) ?? '').replace(/\D/g, ''));
};

test('an item of Item sales opens the Transactions list of its orders', async ({ page }) => {
  test.slow();
  await signIn(page, 'owner@demo.test', { next: '/v2/reports/sales/item_sales?range=lastMonth' });
  const table = page.getByRole('table');
  // The first report after sign-in waits for the account and the report's chunk.
  await expect(table.getByRole('row').last()).toContainText('Total', { timeout: 30_000 });
  // The least sold item first, so that its orders fit on one page.
  const sold = table.getByRole('columnheader', { name: /Sold/ });
  await sold.getByRole('button').click();
  await expect(sold).toHaveAttribute('aria-sort', 'descending');
  await sold.getByRole('button').click();
  await expect(sold).toHaveAttribute('aria-sort', 'ascending');
  const row = table
    .locator('tbody tr')
    .filter({ has: page.locator('td:first-child a') })
    .first();
  const cells = row.locator('td');
  const name = ((await cells.nth(0).textContent()) ?? '').trim();
  const variant = ((await cells.nth(1).textContent()) ?? '').trim();
  const quantity = Number(((await cells.nth(3).textContent()) ?? '').replace(/\D/g, ''));
  expect(name).not.toBe('');
  expect(quantity).toBeGreaterThan(0);

  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/v2\/reports\/transactions\/success\?from=\d{4}-\d{2}-\d{2}&to=.*&item=\d+/);
  const chip = page.getByTestId('item-filter');
  await expect(chip).toContainText(`Item: ${variant ? `${name} · ${variant}` : name}`);
  await expect(page.getByRole('button', { name: 'Date and time' })).toContainText('Last Month');

  // Only orders of the item: no more than the units sold, each drawn row naming it; NET SALES gives way.
  const count = await transactionsTile(page);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(quantity);
  const rows = dataRows(page);
  await expect(rows.first()).toBeVisible();
  for (const items of await rows.locator('td:nth-child(4)').allTextContents()) expect(items).toContain(name);
  await expect(page.getByRole('region', { name: 'Summary' }).getByText('NET SALES')).toBeHidden();
  await expectNoAxeViolations(page, 'success tab of one item');

  // An order opened holds the item.
  await rows.first().getByRole('link').click();
  const panel = page.getByRole('dialog', { name: 'Transaction Detail' });
  await expect(panel.getByRole('region', { name: 'Ordered Items' })).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Another outlet keeps the item; removing the chip lists every order again.
  await page.getByRole('combobox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: 'Kopi Nusantara Dago', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Outlet' })).toHaveValue('Kopi Nusantara Dago');
  await expect(chip).toBeVisible();
  await page.getByRole('combobox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: 'All Outlet' }).click();
  await expect.poll(() => transactionsTile(page)).toBe(count);
  await chip.getByRole('button', { name: 'Remove the item filter' }).click();
  await expect(chip).toBeHidden();
  await expect(page).toHaveURL(/\/v2\/reports\/transactions\/success$/);
  await expect(page.getByRole('region', { name: 'Summary' }).getByText('NET SALES')).toBeVisible();
  await expect.poll(() => transactionsTile(page)).toBeGreaterThan(count);
});
