import { expect, test } from '@playwright/test';
import { signIn } from './support/session.js';

// Journey: a `next` that points off-site is ignored; the user lands home.

for (const next of [
  'https://evil.example/v2/',
  '//evil.example/v2/',
  '/\\evil.example',
  'javascript:alert(1)',
]) {
  test(`next=${next} is ignored`, async ({ page }) => {
    await signIn(page, 'owner@demo.test', { next });
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/v2\/dashboard$/);
  });
}
