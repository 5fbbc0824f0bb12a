import { expect, type Locator, type Page, test } from '@playwright/test';
import { uniqueName } from './support/unique.js';

/**
 * The Promo screen on the demo business (its promotions have priorities 2 and 1): the old address redirects; a buy
 * X get Y happy hour is created with a schedule past midnight (an empty Save names the missing fields first), is
 * listed above the demo's promotions by its priority, moves below them once its priority is lowered, and is deleted
 * after a confirmation naming it.
 */
const PROMOS = '/v2/library/promo';

async function openPromos(page: Page): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent('/library/promo')}`);
  await page.getByLabel('E-mail or username').fill('owner@demo.test');
  await page.getByLabel('Password').first().fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The old address goes to the new screen once the redirect map (a flag) has loaded.
  await expect(page).toHaveURL(new RegExp(`${PROMOS}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Promo' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Promotion list' })).toBeVisible();
}

async function pickItem(page: Page, panel: Locator, list: string, item: string): Promise<void> {
  const picker = panel.getByRole('textbox', { name: `Add an item: ${list}` });
  await picker.fill(item);
  await page.getByRole('option', { name: item, exact: true }).click();
  await expect(panel.getByRole('list', { name: list }).getByText(item, { exact: true })).toBeVisible();
}

/** The names of the listed promotions, top to bottom. */
async function listedNames(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Promotion list' }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => tr.querySelectorAll('td')[1]?.querySelector('p')?.textContent ?? ''),
  );
}

test('creates a buy X get Y happy hour, lists it by priority, reorders it and deletes it', async ({
  page,
}) => {
  test.slow();
  await openPromos(page);
  const name = uniqueName('E2E Happy Hour');

  await page.getByRole('button', { name: 'Create Promo' }).click();
  const panel = page.getByRole('dialog', { name: 'Create Promo' });
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('*Promo name is required')).toBeVisible();
  await expect(panel.getByText('*Add at least one item the customer buys')).toBeVisible();
  await expect(panel.getByText('*Add at least one item the customer gets')).toBeVisible();
  await expect(panel.getByText('*Percentage must be a whole number from 1 to 100')).toBeVisible();
  await expect(panel.getByLabel('Promotion name')).toBeFocused();

  await panel.getByLabel('Promotion name').fill(name);
  await pickItem(page, panel, 'Items bought', 'Americano');
  await panel.getByRole('textbox', { name: 'Quantity of Americano' }).fill('2');
  await pickItem(page, panel, 'Reward items', 'Kopi Susu Pandan');
  await panel.getByRole('textbox', { name: 'Percentage off' }).fill('50');
  await panel.getByRole('textbox', { name: 'Maximum discount (optional)' }).fill('15.000');
  await panel.getByRole('radio', { name: 'Chosen days and hours' }).check();
  // A day is a chip: its box is hidden under its label, which is what a person clicks.
  for (const day of ['Friday', 'Saturday']) {
    const box = panel.getByRole('checkbox', { name: day });
    await panel.locator(`label[for="${await box.getAttribute('id')}"]`).click();
    await expect(box).toBeChecked();
  }
  await panel.getByLabel('From').fill('22:00');
  await panel.getByLabel('Until').fill('02:00');
  await expect(panel.getByText('Ends the next day at 02:00')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Priority' }).fill('3');
  await panel.getByRole('button', { name: 'Assign outlets' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose Outlet' });
  await chooser.getByLabel('Kopi Nusantara Kemang', { exact: true }).click();
  await chooser.getByRole('button', { name: 'Apply' }).click();
  await expect(chooser).toBeHidden();
  await panel.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByText('Promo has been created')).toBeVisible();
  await expect(panel).toBeHidden();

  // Priority 3 wins over the demo's promotions (2 and 1): it is listed first.
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Buy 2× Americano, get 1× Kopi Susu Pandan');
  await expect(row).toContainText('50% off, up to Rp 15.000');
  await expect(row).toContainText('Fri–Sat · 22:00–02:00');
  await expect(row).toContainText('Running');
  await expect.poll(async () => (await listedNames(page))[0]).toBe(name);
  const demo = 'Kopi Pagi Hemat 15%';
  expect(await listedNames(page)).toContain(demo);

  // Lowered to 0: the demo's promotions win now, so it is listed after them.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Promo' });
  await expect(edit.getByLabel('Promotion name')).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Priority' }).fill('0');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Promo has been updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect
    .poll(async () => {
      const names = await listedNames(page);
      return names.indexOf(name) > names.indexOf(demo);
    })
    .toBe(true);

  // Search kept in the address finds it; delete asks first, naming it.
  await page.getByRole('searchbox', { name: 'Search promotions' }).fill(name);
  await expect(page).toHaveURL(/q=E2E/);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete promotion?' });
  await expect(dialog).toContainText(`“${name}” will no longer be applied`);
  await dialog.getByRole('button', { name: 'Delete' }).dblclick();
  await expect(page.getByText('Promo has been deleted')).toBeVisible();
  await expect(page.getByText(`No promotion matches “${name}”`)).toBeVisible();
});
