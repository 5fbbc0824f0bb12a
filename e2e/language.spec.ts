import { expect, test } from '@playwright/test';
import { signIn } from './support/session.js';

// Journey: switching the language changes the UI, and the choice survives a reload and a new sign-in page.

test('language switch changes the UI and survives reload', async ({ page, context }) => {
  await signIn(page, 'owner@demo.test');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // A native select: the browser's own list, chosen by the option's label.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Bahasa Indonesia' });
  await expect(page.getByRole('button', { name: 'Keluar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('id');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Keluar' })).toBeVisible();
  await expect(page.locator('[data-menu="reports"]')).toContainText('Laporan');

  // Sign-out keeps the language cookie, so the sign-in page speaks Indonesian too.
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk ke Back Office' })).toBeVisible();

  // A native select: the browser's own list, chosen by the option's label.
  await page.getByRole('combobox', { name: 'Bahasa' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Back Office' })).toBeVisible();
});
