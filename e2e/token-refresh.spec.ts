import { expect, test } from '@playwright/test';
import { readSession, setAccessTokenExpiry, signIn } from './support/session.js';

// Journey: a long session stays signed in; the access token is renewed before calls, transparently.

test('a token with under 5 minutes left is renewed before the next call', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const before = await readSession(page);
  await setAccessTokenExpiry(page, 4 * 60);

  const refresh = page.waitForResponse((response) => response.url().endsWith('/api/account/v2/token'));
  await page.goto('/inventory/summary');
  expect((await refresh).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  const after = await readSession(page);
  expect(after?.refreshToken).not.toBe(before?.refreshToken);
  expect(after?.accessTokenExpiry).toBeGreaterThan(Math.floor(Date.now() / 1000) + 10 * 60);
});

test('an expired token is renewed before any call, once for concurrent calls', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await setAccessTokenExpiry(page, -60);

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/account/v2/token')) refreshes.push(request.url());
  });
  const profile = page.waitForResponse((response) => response.url().endsWith('/api/account/v2/profile'));
  await page.goto('/v2/');
  expect((await profile).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Profile and flags load together; they share one refresh.
  expect(refreshes).toHaveLength(1);
});

test('a refused refresh signs out and keeps the place as next', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  // A screen's own address: an old one (/library/list) is redirected to it by the app, and whether the reload below
  // came before or after that redirect decided which address was kept.
  await page.goto('/v2/library/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Item List' })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => {
    const key = 'backoffice.session';
    const session = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    session.refreshToken = 'not-a-real-token';
    session.accessTokenExpiry = Math.floor(Date.now() / 1000) - 1;
    window.localStorage.setItem(key, JSON.stringify(session));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fv2%2Flibrary%2Flist$/);
});
