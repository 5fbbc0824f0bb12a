import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { uniqueName } from './support/unique.js';

/**
 * Brands and principals on the demo business (4 outlets; principals Nusantara Group, Mitra Kuliner Indonesia and
 * Mitra Franchise Baru; Roti Pagi without a principal): search, a principal created with its brands, moving brands,
 * bulk delete, and a user with one outlet, who is offered nothing "for all outlets".
 */
const BRANDS = '/v2/library/brands';

async function openBrands(page: Page, login = 'owner@demo.test'): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(BRANDS)}`);
  await page.getByLabel('E-mail or username').fill(login);
  await page.getByLabel('Password').first().fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'No principal brand' })).toBeVisible();
}

const row = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

async function search(page: Page, keyword: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search' }).fill(keyword);
}

async function createBrand(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Brand' }).click();
  const form = page.getByRole('dialog', { name: 'Create Brand' });
  await form.getByLabel('Brand name').fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} successfully created.`)).toBeVisible();
  await expect(form).toBeHidden();
}

test('searches brands by name and by principal, and says when nothing matches', async ({ page }) => {
  await openBrands(page);
  await expectNoAxeViolations(page, 'brands list');
  await search(page, 'Dapur');
  await expect(row(page, 'Dapur Nenek')).toBeVisible();
  await expect(row(page, 'Dapur Nenek')).toContainText('Mitra Kuliner Indonesia');
  await expect(row(page, 'Roti Pagi')).toHaveCount(0);

  await search(page, 'Nusantara Group');
  await expect(page.getByText('No brand or principal found for “Nusantara Group”')).toBeVisible();
  await page.getByText('Principal', { exact: true }).click();
  await expect(row(page, 'Kopi Nusantara Signature')).toBeVisible();
  await expect(row(page, 'Teh Nusantara')).toBeVisible();
  await expectNoAxeViolations(page, 'brands search');
});

test('creates a principal with two new brands, shows them under it, then bulk-deletes it', async ({
  page,
}) => {
  // The longest journey of the file: two brands, a principal, a search, a bulk delete and three accessibility checks.
  test.slow();
  await openBrands(page);
  const [first, second] = [uniqueName('E2E Merek A'), uniqueName('E2E Merek B')];
  await createBrand(page, first);
  await createBrand(page, second);

  const principal = uniqueName('E2E PT');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Principal' }).click();
  const form = page.getByRole('dialog', { name: 'Create Principal' });
  const save = form.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await form.getByLabel('Principal name').fill(principal);
  for (const brand of [first, second]) {
    await form.getByRole('combobox', { name: 'Brands' }).fill(brand);
    await page.getByRole('option', { name: brand }).click();
  }
  // The brand list closes when the focus leaves it, as a user moving on would.
  await form.getByLabel('Principal name').click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectNoAxeViolations(page, 'principal form');
  await save.click();
  await expect(page.getByText(`${principal} successfully created.`)).toBeVisible();

  await search(page, principal);
  await page.getByText('Principal', { exact: true }).click();
  await expect(row(page, first)).toContainText(principal);
  await expect(row(page, second)).toContainText(principal);
  await search(page, '');
  await page.getByRole('button', { name: `Show brands of ${principal}` }).click();
  await expect(row(page, first)).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${principal}` }).check();
  // Its brands are in the selection with it.
  await expect(page.getByRole('checkbox', { name: `Select ${first}` })).toBeChecked();
  const bar = page.getByRole('region', { name: 'Actions on the selection' });
  await expect(bar).toContainText('1 selected');
  await bar.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete?' });
  await expect(dialog).toContainText('Brands of a deleted principal move to no principal.');
  await expectNoAxeViolations(page, 'bulk delete dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Brands have been successfully modified.')).toBeVisible();
  await expect(row(page, principal)).toHaveCount(0);
  // Its brands stay, now without a principal.
  await search(page, first);
  await expect(row(page, first)).toContainText('None');
});

test('moves brands to a principal with the Assign Principal modal, then deletes them', async ({ page }) => {
  await openBrands(page);
  const brand = uniqueName('E2E Pindah');
  await createBrand(page, brand);
  await search(page, brand);
  await page.getByRole('checkbox', { name: `Select ${brand}` }).check();
  await page.getByRole('button', { name: 'Move to principal' }).click();
  const modal = page.getByRole('dialog', { name: 'Assign Principal' });
  await expect(modal).toContainText('Select a Principal for this brand or opt to have no principal');
  await modal.getByRole('textbox', { name: 'Search principal' }).fill('franchise');
  await expect(modal.getByRole('radio')).toHaveCount(1);
  await modal.getByRole('radio', { name: 'Mitra Franchise Baru' }).check();
  await expectNoAxeViolations(page, 'assign principal');
  await modal.getByRole('button', { name: 'Assign' }).click();
  const modified = page.getByText('Brands have been successfully modified.');
  await expect(modified).toBeVisible();
  await expect(row(page, brand)).toContainText('Mitra Franchise Baru');
  // The delete says the same words: let the move's toast go first, so the next one seen is the delete's.
  await expect(modified).toBeHidden({ timeout: 20_000 });

  await page.getByRole('checkbox', { name: `Select ${brand}` }).check();
  await page.getByRole('button', { name: 'Delete from all outlets' }).click();
  await page.getByRole('dialog', { name: 'Delete?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(modified).toBeVisible();
  await expect(page.getByText(`No brand or principal found for “${brand}”`)).toBeVisible();
});

test('a user with one outlet is offered nothing for all outlets', async ({ page }) => {
  await openBrands(page, 'kemang@demo.test');
  const brand = uniqueName('E2E Satu Outlet');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Brand' }).click();
  const form = page.getByRole('dialog', { name: 'Create Brand' });
  await expect(form.getByLabel('Brand name')).toBeVisible();
  await expect(form.getByText('Save to all outlets')).toHaveCount(0);
  await form.getByLabel('Brand name').fill(brand);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${brand} successfully created.`)).toBeVisible();

  await search(page, brand);
  await page.getByRole('checkbox', { name: `Select ${brand}` }).check();
  const bar = page.getByRole('region', { name: 'Actions on the selection' });
  await expect(bar.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Delete from all outlets' })).toHaveCount(0);
  await bar.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Brands have been successfully modified.')).toBeVisible();
});
