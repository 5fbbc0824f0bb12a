import { expect, test } from '@playwright/test';

test('the web app opens under /v2/ and asks a visitor to sign in', async ({ page }) => {
  const response = await page.goto('/v2/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Back Office/);
  await expect(page).toHaveURL(/\/login\?next=%2Fv2%2F/);
  await expect(page.getByRole('heading', { name: 'Sign in to Back Office' })).toBeVisible();
});
