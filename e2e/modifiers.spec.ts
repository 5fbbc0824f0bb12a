import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, STRUCTURE_RULES } from './support/accessibility.js';
import { readSession } from './support/session.js';
import { uniqueName } from './support/unique.js';

/**
 * The Modifiers screen on the demo business: the old address redirects; a set is created with ordered, priced
 * options (an empty Save names every field first), its name is refused a second time, it is found by a search kept
 * in the address, edited (reordered, repriced, attached to an item from its own panel) and deleted after a
 * confirmation, which detaches it; two sets go in one bulk delete.
 */
const MODIFIERS = '/v2/library/modifier';

async function openModifiers(page: Page): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent('/library/modifier')}`);
  await page.getByLabel('E-mail or username').fill('owner@demo.test');
  await page.getByLabel('Password').first().fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The old address goes to the new screen once the redirect map (a flag) has loaded.
  await expect(page).toHaveURL(new RegExp(`${MODIFIERS}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Modifiers' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Modifier sets' })).toBeVisible();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

test('creates a set with ordered options, refuses its name twice, finds, edits and deletes it', async ({
  page,
}) => {
  // A long journey with four whole-page accessibility scans: about 40 s on a quiet machine.
  test.slow();
  await openModifiers(page);
  await expectNoAxeViolations(page, 'modifier list', { alsoRules: STRUCTURE_RULES });
  const name = uniqueName('E2E Topping');

  await page.getByRole('button', { name: 'Create Modifier Set' }).click();
  const panel = page.getByRole('dialog', { name: 'Create Modifier Set' });
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('*Modifier set name is required')).toBeVisible();
  await expect(panel.getByText('*Option name is required')).toBeVisible();
  await expect(panel.getByText('*Insert a price (0 is allowed)')).toBeVisible();
  await expect(panel.getByText('*Choose at least one outlet')).toBeVisible();
  await expect(panel.getByLabel('Modifier set name')).toBeFocused();
  await expectNoAxeViolations(page, 'modifier panel with errors');

  await panel.getByLabel('Modifier set name').fill(name);
  await panel.getByRole('textbox', { name: 'Option 1 name' }).fill('Boba');
  await panel.getByRole('textbox', { name: 'Option 1 price' }).fill('5.000');
  await panel.getByRole('button', { name: 'Add option' }).click();
  await expect(panel.getByRole('textbox', { name: 'Option 2 name' })).toBeFocused();
  await page.keyboard.type('Keju');
  await panel.getByRole('textbox', { name: 'Option 2 price' }).fill('0');
  await panel.getByRole('button', { name: 'Add option' }).click();
  await panel.getByRole('textbox', { name: 'Option 3 name' }).fill('Jelly');
  await panel.getByRole('textbox', { name: 'Option 3 price' }).fill('4,000');
  // By keyboard: the Up button keeps the focus as the row moves.
  await panel.getByRole('button', { name: 'Move Jelly up' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('textbox', { name: 'Option 2 name' })).toHaveValue('Jelly');
  await expect(panel.getByRole('button', { name: 'Move Jelly up' })).toBeFocused();

  await panel.getByLabel('Required: the cashier must pick at least one').check();
  await panel.getByRole('radio', { name: 'Several options' }).check();
  await panel.getByRole('textbox', { name: 'At most' }).fill('4');
  await panel.getByRole('button', { name: 'Choose outlets' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose Outlet' });
  await chooser.getByLabel('Kopi Nusantara Kemang', { exact: true }).click();
  await chooser.getByRole('button', { name: 'Apply' }).click();
  await expect(chooser).toBeHidden();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('*Maximum can not be more than the number of options')).toBeVisible();
  await panel.getByRole('textbox', { name: 'At most' }).fill('2');
  await panel.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByText('Modifier set has been created')).toBeVisible();
  await expect(panel).toBeHidden();

  // The same name in other letters: the server's name error under the field, and Escape asks before leaving.
  await page.getByRole('button', { name: 'Create Modifier Set' }).click();
  const again = page.getByRole('dialog', { name: 'Create Modifier Set' });
  await again.getByLabel('Modifier set name').fill(` ${name.toUpperCase()} `);
  await again.getByRole('textbox', { name: 'Option 1 name' }).fill('Boba');
  await again.getByRole('textbox', { name: 'Option 1 price' }).fill('0');
  await again.getByRole('button', { name: 'Choose outlets' }).click();
  await chooser.getByLabel('Kopi Nusantara Kemang', { exact: true }).click();
  await chooser.getByRole('button', { name: 'Apply' }).click();
  await again.getByRole('button', { name: 'Save' }).click();
  const taken = 'Modifier set name already exists in your business, please use another name.';
  await expect(again.getByText(taken)).toBeVisible();
  await page.keyboard.press('Escape');
  const leave = page.getByRole('dialog', { name: 'Do you want to leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(again).toBeHidden();

  await search(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(page.getByRole('table', { name: 'Modifier sets' }).getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('3 options: Boba (Rp 5.000), Jelly (Rp 4.000), Keju');
  await expect(row).toContainText('Required · up to 2');
  await expect(row).toContainText('1 outlet');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(name);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Modifier Set' });
  await expect(edit.getByRole('textbox', { name: 'Option 3 name' })).toHaveValue('Keju');
  await expect(edit.getByText('Cashiers offer this set with the items chosen here.')).toBeVisible();
  await edit.getByRole('button', { name: 'Move Keju up' }).click();
  await edit.getByRole('textbox', { name: 'Option 1 price' }).fill('6000');
  // The set's items are chosen here (decision 0225): found by name on the server.
  const items = edit.getByRole('combobox', { name: 'Apply to items' });
  await items.click();
  await items.fill('americano');
  await page.getByRole('option', { name: 'Americano', exact: true }).click();
  await expect(edit.getByText('1 item', { exact: true })).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Modifier set has been updated')).toBeVisible();
  await expect(row).toContainText('Boba (Rp 6.000), Keju, Jelly (Rp 4.000)');
  await expect(row).toContainText('1 item');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const reopened = page.getByRole('dialog', { name: 'Edit Modifier Set' });
  await expect(reopened.getByText('Americano', { exact: true })).toBeVisible();
  await reopened.getByRole('button', { name: 'Cancel' }).click();
  await expect(reopened).toBeHidden();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete modifier set?' });
  await expect(dialog).toContainText(`“${name}” will be removed`);
  await expectNoAxeViolations(page, 'delete dialog');
  await dialog.getByRole('button', { name: 'Delete' }).dblclick();
  await expect(page.getByText('Modifier set has been deleted')).toBeVisible();
  await expect(page.getByText(`No modifier set matches “${name}”`)).toBeVisible();
});

test('deletes two sets at once after naming how many', async ({ page }) => {
  await openModifiers(page);
  const session = await readSession(page);
  const prefix = uniqueName('E2E Bulk');
  for (const suffix of ['A', 'B']) {
    const response = await page.request.post('/api/v1/modifiers', {
      headers: { authorization: `Bearer ${session!.accessToken}` },
      data: {
        name: `${prefix} ${suffix}`,
        options: [{ name: 'Less', price: 0 }],
        min_select: 0,
        max_select: 1,
        outlet_ids: [(await outletIds(page, session!.accessToken))[0]],
      },
    });
    expect(response.status()).toBe(201);
  }
  await search(page, prefix);
  await expect(page.getByRole('row', { name: new RegExp(prefix) })).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 2 modifier sets?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 modifier sets have been deleted')).toBeVisible();
  await expect(page.getByText(`No modifier set matches “${prefix}”`)).toBeVisible();
});

/** The business's outlets as the profile lists them. */
async function outletIds(page: Page, token: string): Promise<number[]> {
  const profile = await page.request.get('/api/account/v2/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(profile.status()).toBe(200);
  return ((await profile.json()) as { outlets: { id: number }[] }).outlets.map((outlet) => outlet.id);
}
