import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ROUTE_FILES_BUDGET, routeSizes } from '../apps/web/scripts/initial-size.mjs';
import { DEMO_PASSWORD } from './support/session.js';

/**
 * The build's size guard counts, for each route, the scripts a first visit fetches (decisions 0018 and 0145). The
 * browser must fetch exactly those: none the guard misses (a waterfall it cannot see), none it counts in vain.
 */
const web = path.resolve(import.meta.dirname, '../apps/web');
const sizes = routeSizes(path.join(web, 'dist'), web);
const routeOf = (routePath: string) => sizes.find((route) => route.path === routePath)!;
const filesOf = (routePath: string) => [...routeOf(routePath).js].sort();

function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.add(new URL(response.url()).pathname.replace(/^\/v2\//, ''));
    }
  });
  return scripts;
}

test('a first visit to the sign-in page fetches the scripts the size guard counts', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...scripts].sort()).toEqual(filesOf('/login'));
});

test('signing in to the transactions screen fetches the scripts the size guard counts for it', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto(`/login?next=${encodeURIComponent('/v2/reports/transactions')}`);
  await page.getByLabel('E-mail or username').fill('owner@demo.test');
  await page.getByLabel('Password').first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/v2\/reports\/transactions\/success$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The sign-in page's scripts are the entry, which the screen's first load counts too.
  const expected = filesOf('/v2/reports/transactions/*');
  const fetched = [...scripts].sort();
  expect(fetched.filter((file) => expected.includes(file))).toEqual(expected);
  // Beyond them, only what the screen loads after its first paint (the toast host and the modals manager, the
  // banners' contracts: decision 0186), which the guard lists as "later": none it does not know of.
  const later = routeOf('/v2/reports/transactions/*').later;
  expect(fetched.filter((file) => !expected.includes(file) && !later.includes(file))).toEqual([]);
  expect(expected.length).toBeLessThanOrEqual(ROUTE_FILES_BUDGET);
});
