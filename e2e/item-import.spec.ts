import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { uniqueName } from './support/unique.js';

/**
 * Spreadsheet import of items on the demo business (decision 0180): a file with a refused row shows the row, its
 * column and why, and cannot be imported; the same file fixed imports, and the run ends in success.
 */
const IMPORT = '/v2/library/list/import';

async function openImport(page: Page): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(IMPORT)}`);
  await page.getByLabel('E-mail or username').fill('owner@demo.test');
  await page.getByLabel('Password').first().fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import items' })).toBeVisible();
}

const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
const HEADER =
  'Item name,Variant name,Category,SKU,Price,Cost price,Outlets,Track stock,Stock,Low stock level';

async function uploadFile(page: Page, name: string, content: Buffer): Promise<void> {
  await page.getByTestId('item-import-file').setInputFiles({ name, mimeType: 'text/csv', buffer: content });
}

test('imports a spreadsheet with a refused row, then the fixed file', async ({ page }) => {
  await openImport(page);
  await expect(page.getByText('No file yet')).toBeVisible();
  await expectNoAxeViolations(page, 'import, no file');
  const drink = uniqueName('E2E Es Kopi');
  const snack = uniqueName('E2E Roti');
  const rows = (price: string) => [
    HEADER,
    `${drink},Regular,E2E Minuman,,18000,7000,,No,,`,
    `${drink},Large,E2E Minuman,,${price},8000,,No,,`,
    `${snack},,E2E Makanan,,12000,5000,,No,,`,
  ];

  await uploadFile(page, 'menu.csv', csv(rows('22.5')));
  const refused = page.getByRole('table', { name: 'Refused rows' });
  await expect(refused).toBeVisible();
  await expect(
    refused.getByRole('row', { name: /3\s+Price\s+Must be whole Rupiah, without cents/ }),
  ).toBeVisible();
  await expect(page.getByText('1 row refused').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ rows$/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'import, preview with a refused row');

  await page.getByRole('button', { name: 'Upload another file' }).click();
  await uploadFile(page, 'menu.csv', csv(rows('24000')));
  await expect(page.getByText('Every row can be imported.')).toBeVisible();
  await expect(page.getByText('2 new items')).toBeVisible();
  // A double-click starts one import.
  await page.getByRole('button', { name: 'Import 3 rows' }).dblclick();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('2 new items, 0 items updated.')).toBeVisible();
  await expectNoAxeViolations(page, 'import, finished');

  // The same file again updates what the first import created.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await uploadFile(page, 'menu.csv', csv(rows('25000')));
  await expect(page.getByText('2 items updated')).toBeVisible();
});
