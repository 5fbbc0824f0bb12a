import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { pressBack } from './support/browser-back.js';
import { signIn } from './support/session.js';
import { uniqueName } from './support/unique.js';

/**
 * Categories on the demo business: the old path redirects, a category is created with a colour, a taken name is
 * refused under its field, search is kept in the address, an edit, and a bulk delete that names the count and says
 * the items stay. Each spec works only on the categories it creates.
 */
const CATEGORIES = '/v2/library/categories';

async function openCategories(page: Page): Promise<void> {
  await signIn(page, 'owner@demo.test', { next: CATEGORIES });
  // The old path leads to the new screen.
  await page.goto('/library/categories');
  await expect(page).toHaveURL(/\/v2\/library\/categories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Category list' })).toBeVisible();
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function createCategory(page: Page, name: string, swatch?: string): Promise<void> {
  await page.getByRole('button', { name: 'Create Category' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Create Category' });
  await panel.getByLabel('Category name').fill(name);
  if (swatch) await panel.getByRole('radio', { name: `Colour ${swatch}` }).click();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category has been created').last()).toBeVisible();
  await expect(panel).toBeHidden();
}

test('creates a category with a colour, refuses a taken name, searches from the address and edits it', async ({
  page,
}) => {
  test.slow();
  await openCategories(page);
  await expectNoAxeViolations(page, 'categories list');
  const name = uniqueName('E2E Kategori');
  await createCategory(page, name, '#1C7ED6');

  // The same name in another case and with spaces is taken: the error is under the field, nothing is created.
  await page.getByRole('button', { name: 'Create Category' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Create Category' });
  await panel.getByLabel('Category name').fill(`  ${name.toUpperCase()} `);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(
    panel.getByText('Category name already exists in your business, please use another name.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'category panel with errors');
  // Unsaved changes: Escape asks first, Leave closes the panel and stays on the list.
  await panel.getByLabel('Category name').press('Escape');
  const question = page.getByRole('dialog', { name: 'Do you want to leave this page?' });
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(panel).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill(name.slice(4));
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, name)).toContainText('0 items');

  // The search survives a reload: it is in the address.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(name.slice(4));
  await expect(rowOf(page, name)).toBeVisible();

  await rowOf(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(edit.getByLabel('Hex colour')).toHaveValue('#1C7ED6');
  const renamed = `${name} Baru`;
  await edit.getByLabel('Category name').fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category has been updated')).toBeVisible();
  await expect(rowOf(page, renamed)).toBeVisible();

  await page.getByRole('textbox', { name: 'Search' }).fill('zzz-no-such-category');
  await expect(page.getByText('No category matches “zzz-no-such-category”')).toBeVisible();
  await pressBack(page);
  await expect(page).toHaveURL(new RegExp(`${CATEGORIES.replace(/\//g, '\\/')}`));
});

test('bulk-deletes two categories after a confirmation that names the count and keeps the items', async ({
  page,
}) => {
  await openCategories(page);
  const tag = uniqueName('E2E Hapus');
  const names = [`${tag} A`, `${tag} B`];
  for (const name of names) await createCategory(page, name);
  await page.getByRole('textbox', { name: 'Search' }).fill(tag);
  await expect(page.getByRole('row')).toHaveCount(3);
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const bar = page.getByRole('region', { name: 'Actions on the selected categories' });
  await expect(bar).toContainText('2 categories selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 2 categories?' });
  await expect(dialog).toContainText('2 categories will be deleted.');
  await expect(dialog).toContainText('Items are never deleted with a category.');
  await expectNoAxeViolations(page, 'bulk delete dialog');
  await dialog.getByRole('button', { name: 'Delete' }).dblclick();
  await expect(page.getByText('2 categories deleted; 0 items are now uncategorised')).toBeVisible();
  await expect(page.getByText(`No category matches “${tag}”`)).toBeVisible();
});

test('deleting a demo category with items says its items stay, and a phone shows stacked rows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCategoriesOnPhone(page);
  const name = uniqueName('E2E Ponsel');
  await page.getByRole('button', { name: 'Create Category' }).first().click();
  await page.getByRole('dialog', { name: 'Create Category' }).getByLabel('Category name').fill(name);
  await page.getByRole('dialog', { name: 'Create Category' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category has been created')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('0 items');
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete category?' });
  await expect(dialog).toContainText(`“${name}” will be deleted.`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 category deleted; 0 items are now uncategorised')).toBeVisible();
});

async function openCategoriesOnPhone(page: Page): Promise<void> {
  await signIn(page, 'owner@demo.test', { next: CATEGORIES });
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Category list' })).toBeVisible();
}
