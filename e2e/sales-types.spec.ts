import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { signIn } from './support/session.js';
import { uniqueName } from './support/unique.js';

/**
 * Sales types on the demo business (Dine In the default, Take Away, GoFood and GrabFood at every outlet, the
 * business's service charge on each): the old path redirects, a sales type is created, switched off and on, its
 * delete says what it changes, and the default cannot be deleted. Only the sales types it creates are changed.
 */
async function openSalesTypes(page: Page): Promise<void> {
  await signIn(page, 'owner@demo.test', { next: '/v2/library/sales_type' });
  // The old path leads to the new screen.
  await page.goto('/library/sales_type');
  await expect(page).toHaveURL(/\/v2\/library\/sales_type$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Types' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales type list' })).toBeVisible();
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('shows the default with its service charge, and refuses to delete the default', async ({ page }) => {
  await openSalesTypes(page);
  const dineIn = rowOf(page, 'Dine In');
  await expect(dineIn).toContainText('Default');
  await expect(dineIn).toContainText('Service Charge');
  await expectNoAxeViolations(page, 'sales types list');
  await expect(dineIn.getByRole('switch', { name: 'Switch Dine In off' })).toBeDisabled();
  await dineIn.getByRole('button', { name: 'Delete Dine In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete sales type?' });
  await expect(dialog).toContainText('“Dine In” is the default sales type and can not be deleted.');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('creates a sales type, refuses its name again, switches it off and on, then deletes it', async ({
  page,
}) => {
  test.slow();
  await openSalesTypes(page);
  const name = uniqueName('E2E Kirim');
  await page.getByRole('button', { name: 'Create Sales Type' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Create Sales Type' });
  await panel.getByLabel('Sales type name').fill(name);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sales type has been created')).toBeVisible();
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: 'Create Sales Type' }).first().click();
  await panel.getByLabel('Sales type name').fill(name.toLowerCase());
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(
    panel.getByText('Sales type name already exists in your business, please use another name.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'sales type panel with errors');
  await panel.getByLabel('Sales type name').press('Escape');
  await page
    .getByRole('dialog', { name: 'Do you want to leave this page?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(panel).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = rowOf(page, name);
  await expect(row).toContainText('Not offered at any outlet');
  // Mantine draws the track over its (transparent) input, so a pointer click lands on the track; the keyboard
  // toggles the switch itself, as a merchant on a keyboard does.
  await row.getByRole('switch', { name: `Switch ${name} off` }).press('Space');
  await expect(page.getByText(`${name} is now inactive`)).toBeVisible();
  await expect(row.getByRole('switch', { name: `Switch ${name} on` })).not.toBeChecked();
  await row.getByRole('switch', { name: `Switch ${name} on` }).press('Space');
  await expect(page.getByText(`${name} is now active`)).toBeVisible();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete sales type?' });
  await expect(dialog).toContainText(`“${name}” will be deleted.`);
  await expect(dialog).toContainText('Past transactions keep the name they were sold with.');
  await expectNoAxeViolations(page, 'sales type delete dialog');
  await dialog.getByRole('button', { name: 'Delete' }).dblclick();
  await expect(page.getByText('Sales type has been deleted')).toBeVisible();
  await expect(page.getByText('No sales type matches your search')).toBeVisible();
});
