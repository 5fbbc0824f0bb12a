import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { signIn } from './support/session.js';

/**
 * The recurring billing's Outlet tab (issue 16) on the demo's recurring business: an outlet's renewal turned off
 * after a confirmation, the lapsed 'Senja Manahan' turned on with the next payment, and then paid for at once
 * through the sandbox gateway. The tests run in order on this business, which no other spec changes.
 */
const OUTLET_TAB = '/v2/settings/billing/recurring/outlet';

const row = (page: Page, name: string) => page.locator(`tr[data-outlet="${name}"]`);
const renew = (page: Page, name: string) => page.getByRole('switch', { name: `Renew ${name}` });

test('turns an outlet off after confirming and re-activates the lapsed outlet with the next payment', async ({
  page,
}) => {
  // Sign-in, an accessibility scan and four round trips to the server: more than a default test's minute on a busy
  // machine.
  test.slow();
  await signIn(page, 'recurring@demo.test', { next: OUTLET_TAB });
  await expect(row(page, 'Senja Manahan')).toContainText('Inactive');
  await expectNoAxeViolations(page, 'recurring outlet tab');

  await renew(page, 'Senja Simpang Lima').click({ force: true });
  const confirm = page.getByRole('dialog', { name: 'Deactivate outlet?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, 'Senja Simpang Lima')).toContainText('Inactive');
  // The switch is held while the toggle is on its way; once free, the server has agreed.
  await expect(renew(page, 'Senja Simpang Lima')).toBeEnabled();
  // Only one outlet renews now: its switch stays on.
  await expect(renew(page, 'Senja Prawirotaman')).toBeDisabled();

  await renew(page, 'Senja Manahan').click({ force: true });
  const reactivate = page.getByRole('dialog', { name: 'Re-activate outlet' });
  await expect(reactivate.getByTestId('prorate-price')).toHaveText(/^Rp\s[\d.]+$/);
  await expect(reactivate.getByTestId('prorate-period')).toHaveText(/\d{4} – \d{1,2} \w{3} \d{4}$/);
  await reactivate.getByRole('button', { name: 'Activate Next Payment' }).click();
  await expect(reactivate).toBeHidden();
  await expect(row(page, 'Senja Manahan')).toContainText('Active');
  await expect(renew(page, 'Senja Prawirotaman')).toBeEnabled();
});

test('pays for the lapsed outlet at once on the gateway and comes back with it active', async ({ page }) => {
  await signIn(page, 'recurring@demo.test', { next: OUTLET_TAB });
  const manahan = row(page, 'Senja Manahan');
  // The first test left it renewing but still lapsed: turn it off, then on again.
  if (await renew(page, 'Senja Manahan').isChecked()) {
    await renew(page, 'Senja Manahan').click({ force: true });
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(manahan).toContainText('Inactive');
  }
  // The switch is held while a toggle is on its way.
  await expect(renew(page, 'Senja Manahan')).toBeEnabled();
  const lapsedUntil = (await manahan.locator('td').nth(3).textContent()) ?? '';

  await renew(page, 'Senja Manahan').click({ force: true });
  const reactivate = page.getByRole('dialog', { name: 'Re-activate outlet' });
  const period = (await reactivate.getByTestId('prorate-period').textContent()) ?? '';
  const paidUntil = period.split(' – ')[1]!.trim();
  await reactivate.getByRole('button', { name: 'Immediate Activate' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\//);
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await page.getByRole('button', { name: 'settle', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/settings\/billing\/redirect\/outlet-activation\?order_id=OUTLET-/);
  // The return page goes on to the outlet tab, where the outlet now shows as paid for.
  await expect(page).toHaveURL(/\/v2\/settings\/billing\/recurring\/outlet$/);
  await expect(manahan).toContainText('Active');
  await expect(manahan).toContainText(paidUntil);
  expect(paidUntil).not.toBe(lapsedUntil.trim());
});
