import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { signIn } from './support/session.js';

// Journey: where the shell sends people — unknown addresses, screens of another role, an expired business, and
// errors that come one after another.

test('an unknown address shows "Page not found" inside the shell, in both languages', async ({
  page,
  context,
}) => {
  await signIn(page, 'owner@demo.test', { next: '/v2/no-such-screen' });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/no-such-screen$/);
  await expect(page).toHaveTitle('Page not found – Back Office');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await page.goto('/not-a-screen/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/v2\/dashboard$/);

  await context.addCookies([{ name: 'lang', value: 'id', url: page.url() }]);
  await page.goto('/v2/dashboard/typo');
  await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  await expect(page).toHaveTitle('Halaman tidak ditemukan – Back Office');
});

test('a screen the role may not open says so instead of jumping home', async ({ page, context }) => {
  await signIn(page, 'manager@demo.test', { next: '/v2/settings/billing' });
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/settings\/billing$/);
  await expect(page).toHaveTitle('No access – Back Office');

  await context.addCookies([{ name: 'lang', value: 'id', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tidak ada akses' })).toBeVisible();
  await expect(page.getByText('Anda tidak memiliki akses ke halaman ini.')).toBeVisible();
});

async function expectBillingCurrent(page: Page): Promise<void> {
  const billing = page.locator('[data-entry="settings.billing"]');
  await expect(billing).toHaveAttribute('aria-current', 'page');
  await expect(billing).toBeInViewport();
}

test('the expired owner sees Billing active in the sidebar and Renew on the banner', async ({ page }) => {
  await signIn(page, 'expired@demo.test');
  await expect(page).toHaveURL(/\/v2\/settings\/billing$/);
  await expectBillingCurrent(page);
  const banner = page.locator('[data-banner="expired"]');
  await expect(banner).toContainText('Your subscription has expired.');
  const renew = banner.getByRole('link', { name: 'Renew now' });
  await expect(renew).toHaveAttribute('href', '/v2/settings/billing');

  // On a phone the drawer opens with Billing in view too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expectBillingCurrent(page);
});

test('rapid successive errors show one toast at a time: the latest', async ({ page }) => {
  await signIn(page, 'owner@demo.test', { next: '/v2/library/discounts' });
  await expect(page.getByRole('row', { name: /Diskon Member 10%/ })).toBeVisible();
  // Every save is refused the way an unfamiliar server might: `errors` as plain strings, no `message`.
  let refusals = 0;
  await page.route('**/api/inventory/v3/discounts', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    refusals += 1;
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [`Refusal number ${refusals}.`] }),
    });
  });
  // Count the toasts a person can see, frame by frame: fading ones count too.
  await page.evaluate(() => {
    const state = window as unknown as { maxToasts: number };
    state.maxToasts = 0;
    const sample = () => {
      const shown = [...document.querySelectorAll('.mantine-Notification-root')].filter(
        (node) => Number(getComputedStyle(node).opacity) > 0,
      ).length;
      state.maxToasts = Math.max(state.maxToasts, shown);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });

  await page.getByRole('button', { name: 'Create Discount' }).click();
  const panel = page.getByRole('dialog', { name: 'Create Discount' });
  await panel.getByLabel('Discount name').fill('Rapid failures');
  await panel.getByRole('radio', { name: 'Fixed amount' }).check();
  await panel.getByRole('radio', { name: 'Cash (Rp)' }).check();
  await panel.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await panel.getByRole('button', { name: 'Assign outlets' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose Outlet' });
  await chooser.getByLabel('Kopi Nusantara Kemang', { exact: true }).click();
  await chooser.getByRole('button', { name: 'Apply' }).click();
  await expect(chooser).toBeHidden();

  const save = panel.getByRole('button', { name: 'Save' });
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: `Refusal number ${attempt}.` })).toBeVisible();
  }
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { maxToasts: number }).maxToasts)).toBe(1);
  await expect(page.getByText('Bad Request')).toHaveCount(0);
  // The error toast itself (its close button, its colours) passes axe too.
  await expectNoAxeViolations(page, 'error toast over the discount panel');
});
