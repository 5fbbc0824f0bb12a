import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { signIn } from './support/session.js';

/**
 * Issue 11: "export the success tab and receive the file". The demo owner exports last month's transactions from
 * the Export menu; the browser receives an XLSX download, and the export is then listed in the Exports drawer.
 */
async function openLastMonth(page: Page): Promise<void> {
  await signIn(page, 'owner@demo.test', { next: '/v2/reports/transactions' });
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await page.getByRole('button', { name: 'Date and time' }).click();
  await page.getByRole('button', { name: 'Last Month' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Date and time' })).toContainText('Last Month');
}

test('exports the success tab and receives the file', async ({ page }) => {
  await openLastMonth(page);
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await exportButton.click();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('menuitem', { name: 'Transactions' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^transactions_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  // An XLSX is a zip archive: it starts with "PK".
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.length).toBeGreaterThan(1000);
  await expect(exportButton).toBeEnabled();

  await page.getByRole('button', { name: 'Exports', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Exports' });
  await expect(drawer.getByText('Ready').first()).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Download' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'exports drawer');
});

test('exports the void tab of one outlet; with All Outlet the button waits for an outlet', async ({
  page,
}) => {
  await openLastMonth(page);
  await page.getByRole('tab', { name: 'Void Items' }).click();
  await expect(page).toHaveURL(/\/transactions\/void$/);
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await expect(exportButton).toBeDisabled();
  await exportButton.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Choose one outlet to export cancelled or void transactions.',
  );

  await page.getByRole('combobox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: 'Kopi Nusantara Dago', exact: true }).click();
  await expect(exportButton).toBeEnabled();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^void-items_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(exportButton).toBeEnabled();

  await page.getByRole('button', { name: 'Exports', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Exports' });
  await expect(drawer.getByText('Void items · XLSX').first()).toBeVisible();
  await expect(drawer.getByText('Kopi Nusantara Dago').first()).toBeVisible();
});
