import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, STRUCTURE_RULES } from './support/accessibility.js';
import { signIn } from './support/session.js';

// Journey: every screen the app has, scanned by axe for WCAG 2.1 A/AA problems, each with its own page title.

async function useIndonesian(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: 'id', url: page.url() || 'http://localhost' }]);
}

test('sign-in with a password and with a code', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Back Office' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in – Back Office');
  // The password toggle is a named button the keyboard reaches.
  await page.getByLabel('E-mail or username').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required!').first()).toBeVisible();
  // The logo, the language picker and the support line sit in landmarks too (issue 26).
  await expectNoAxeViolations(page, 'sign-in with errors', { alsoRules: STRUCTURE_RULES });

  await page.getByRole('button', { name: 'Send me a sign-in code instead' }).click();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in with a code', { alsoRules: STRUCTURE_RULES });
});

test('headings in order on Payment Methods and the recurring Outlet tab', async ({ page }) => {
  test.slow();
  await signIn(page, 'owner@demo.test', { next: '/v2/payments/payment_methods' });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'QRIS' })).toBeVisible();
  await expectNoAxeViolations(page, 'payment methods', { alsoRules: STRUCTURE_RULES });

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'recurring@demo.test', { next: '/v2/settings/billing/recurring/outlet' });
  await expect(page.locator('tr[data-outlet]').first()).toBeVisible();
  await expectNoAxeViolations(page, 'recurring outlet tab', { alsoRules: STRUCTURE_RULES });
});

test('dashboard shell of the owner and the manager, on a desktop and on a phone', async ({ page }) => {
  // Two sign-ins and three full-page axe scans: past a minute when the suite's own load peaks.
  test.slow();
  await signIn(page, 'owner@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard – Back Office');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectNoAxeViolations(page, 'owner dashboard');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectNoAxeViolations(page, 'owner dashboard with the phone drawer open');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, 'manager@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page, 'manager dashboard');
});

test('the expired business on billing', async ({ page }) => {
  await signIn(page, 'expired@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page).toHaveTitle('Billing – Back Office');
  await expectNoAxeViolations(page, 'expired billing');
});

test('discounts: list, panel, outlet chooser and delete dialog', async ({ page }) => {
  // Five axe scans of a full page (each injects axe into a new page): over a minute on a loaded CI machine.
  test.slow();
  await signIn(page, 'owner@demo.test', { next: '/v2/library/discounts' });
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Diskon Member 10%/ })).toBeVisible();
  await expect(page).toHaveTitle('Discounts – Back Office');
  await expectNoAxeViolations(page, 'discount list');

  await page.getByRole('button', { name: 'Create Discount' }).click();
  const panel = page.getByRole('dialog', { name: 'Create Discount' });
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('*Discount name is required').first()).toBeVisible();
  await expectNoAxeViolations(page, 'discount panel with errors');

  await panel.getByRole('button', { name: 'Assign outlets' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose Outlet' });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectNoAxeViolations(page, 'outlet chooser');
  await chooser.getByRole('button', { name: 'Close' }).click();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();

  await page
    .getByRole('row', { name: /Diskon Member 10%/ })
    .getByRole('button', { name: /^Delete/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /Delete/ });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'delete dialog');
});

test('the shell in Indonesian', async ({ page }) => {
  await page.goto('/login');
  await useIndonesian(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk ke Back Office' })).toBeVisible();
  await expect(page).toHaveTitle('Masuk – Back Office');
  await expectNoAxeViolations(page, 'sign-in in Indonesian');
  await page.getByLabel('E-mail atau nama pengguna').fill('owner@demo.test');
  await page.getByLabel('Kata sandi').first().fill('demo12345');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
  await expect(page).toHaveTitle('Dasbor – Back Office');
  await expectNoAxeViolations(page, 'dashboard in Indonesian');
});

test('the not-found page and the developer mailbox', async ({ page }) => {
  await signIn(page, 'owner@demo.test', { next: '/v2/no-such-screen' });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found – Back Office');
  await expectNoAxeViolations(page, 'not-found page');

  await page.goto('/v2/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Developer mailbox – Back Office');
  await expectNoAxeViolations(page, 'developer mailbox');
});
