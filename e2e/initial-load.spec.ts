import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Route, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/session.js';

/**
 * What loads when (decision 0018): the sign-in page downloads none of the signed-in shell; after signing in, the
 * profile, the flags and the screen's first data are requested together, the screen's skeleton shows while they
 * load, and the menu is drawn once, with the served flags.
 */
const DISCOUNTS = '/v2/library/discounts';
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
}

function manifest(): Record<string, ManifestChunk> {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}

/** The file holding a source module: a chunk's first module names it in the manifest, a grouped one in the module map. */
function fileOf(source: string): string | undefined {
  const modules = JSON.parse(fs.readFileSync(path.join(dist, '.vite/module-chunks.json'), 'utf8')) as Record<
    string,
    string
  >;
  return manifest()[source]?.file ?? modules[source];
}

const calls = {
  profile: '**/api/account/v2/profile',
  flags: '**/api/feature-flags/v1/flags',
  discounts: '**/api/inventory/v4/discounts?*',
} as const;
type Call = keyof typeof calls;

/** Holds the answers of the three first calls until the test lets them go, noting which were asked and how often. */
async function holdFirstCalls(page: Page) {
  const asked: Call[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  for (const [call, pattern] of Object.entries(calls) as [Call, string][]) {
    await page.route(pattern, async (route: Route) => {
      asked.push(call);
      await released;
      await route.fallback();
    });
  }
  return { asked, release };
}

async function fillSignIn(page: Page, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail or username').fill('owner@demo.test');
  await page.getByLabel('Password').first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the sign-in page loads none of the signed-in shell, its styles or the date picker', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname.replace(/^\/v2\//, '')));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const shell = fileOf('src/app/guards/session-gate.tsx');
  const screenStyles = fileOf('src/app/theme/screen-styles.ts');
  expect(shell).toBeTruthy();
  expect(screenStyles).toBeTruthy();
  expect(loaded).not.toContain(shell);
  expect(loaded).not.toContain(screenStyles);
  const css = loaded.filter((file) => file.endsWith('.css'));
  expect(css.length).toBeGreaterThan(0);
  for (const file of css) {
    const sheet = fs.readFileSync(path.join(dist, file), 'utf8');
    // Rules only the date picker's and the shell's styles have.
    expect(sheet).not.toContain('--day-size');
    expect(sheet).not.toContain('--app-shell-navbar-width');
  }
});

test('after sign-in the profile, the flags and the first discount page are asked together under the screen skeleton', async ({
  page,
}) => {
  const held = await holdFirstCalls(page);
  await fillSignIn(page, DISCOUNTS);

  // Nothing has been answered yet: a call that waited for another's answer would never be asked.
  await expect.poll(() => [...held.asked].sort()).toEqual(['discounts', 'flags', 'profile']);

  // Meanwhile the screen shows its own title and action, not an empty area, and no menu yet.
  await expect(page).toHaveURL(new RegExp(`${DISCOUNTS}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Discount' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your account…' })).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Diskon Member 10%/ })).toHaveCount(0);

  held.release();
  await expect(page.getByRole('row', { name: /Diskon Member 10%/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Discount' })).toBeEnabled();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // The page used the list its route had asked for instead of asking again.
  expect(held.asked.filter((call) => call === 'discounts')).toHaveLength(1);
});

test('the menu is drawn once, with the served flags, not first with the defaults', async ({ page }) => {
  // The defaults hide Brands (ecommerce-attributes off); the flags served to this owner show it. Notes whether the
  // Library menu was ever on screen without it, which is the jump the defaults would cause.
  await page.addInitScript(() => {
    const seen = { withoutBrands: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      const library = document.querySelector('[data-entry="library.discounts"]');
      if (library && !document.querySelector('[data-entry="library.brands"]')) seen.withoutBrands = true;
    }).observe(document, { childList: true, subtree: true });
  });
  let profileAnswered!: () => void;
  const profile = new Promise<void>((resolve) => (profileAnswered = resolve));
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/api/account/v2/profile')) profileAnswered();
  });
  await page.route(calls.flags, async (route) => {
    // Answer only after the profile has arrived and the page has had frames to draw what it would draw with it.
    await profile;
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
        ),
    );
    await route.fallback();
  });

  await fillSignIn(page, DISCOUNTS);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.locator('[data-entry="library.brands"]')).toBeVisible();
  await expect(nav.locator('[data-entry="library.discounts"]')).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { __seen: { withoutBrands: boolean } }).__seen,
  );
  expect(seen.withoutBrands).toBe(false);
});
