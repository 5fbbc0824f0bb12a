import { expect, test } from '@playwright/test';
import { readSession, signIn } from './support/session.js';

// Journey: signing out returns to /login?next=<where I was>; signing in again brings me back there.

test('sign-out keeps the current path as next and signing in returns there', async ({ page, context }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/customers/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer List' })).toBeVisible();
  await context.addCookies([{ name: 'tracking', value: 'x', url: page.url() }]);

  const logout = page.waitForRequest((request) => request.url().endsWith('/api/account/v2/logout'));
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await logout;
  await expect(page).toHaveURL(/\/login\?next=%2Fcustomers%2Flist$/);
  expect(await readSession(page)).toBeNull();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('tracking');

  await page.getByLabel('E-mail or username').fill('owner@demo.test');
  await page.getByLabel('Password').first().fill('demo12345');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customers\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer List' })).toBeVisible();
});

test('a page opened without a session goes to sign-in and comes back after it', async ({ page }) => {
  await page.goto('/v2/library/discounts');
  await expect(page).toHaveURL(/\/login\?next=%2Fv2%2Flibrary%2Fdiscounts$/);
  await page.getByLabel('E-mail or username').fill('manager@demo.test');
  await page.getByLabel('Password').first().fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/v2\/library\/discounts$/);
});

test('wrong credentials say so', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail or username').fill('owner@demo.test');
  await page.getByLabel('Password').first().fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail/username or password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
});
