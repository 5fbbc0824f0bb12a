import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { signIn } from './support/session.js';

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
