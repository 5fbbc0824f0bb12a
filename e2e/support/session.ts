import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo12345';

/** Signs in through the form like a person would; lands wherever `next` (or home) leads. */
export async function signIn(page: Page, email: string, options: { next?: string } = {}): Promise<void> {
  const query = options.next === undefined ? '' : `?next=${encodeURIComponent(options.next)}`;
  await page.goto(`/login${query}`);
  await page.getByLabel('E-mail or username').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The hand-off waits for the next screen's chunks; in a run's first minutes the server is also writing the older
  // demo history (decision 0136), and on a busy machine the first sign-ins took more than the default 10 s.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiry: number;
  authType: string;
}

export const SESSION_KEY = 'backoffice.session';

export async function readSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  }, SESSION_KEY);
}

/**
 * Moves the stored access-token expiry, as if the clock had run on. It first leaves the app for a plain JSON page of
 * the same origin: a screen still loading would otherwise see the new expiry, start a refresh of its own and have it
 * cut off by the next navigation — a second refresh the test did not cause.
 */
export async function setAccessTokenExpiry(page: Page, secondsFromNow: number): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(
    ({ key, seconds }) => {
      const session = JSON.parse(window.localStorage.getItem(key) ?? 'null') as StoredSession | null;
      if (!session) throw new Error('not signed in');
      session.accessTokenExpiry = Math.floor(Date.now() / 1000) + seconds;
      window.localStorage.setItem(key, JSON.stringify(session));
    },
    { key: SESSION_KEY, seconds: secondsFromNow },
  );
}

/**
 * The sidebar as permission keys (language-independent): top-level menus, and every entry, opening each
 * accordion group in turn because closed groups do not render their entries.
 */
export async function sidebar(page: Page): Promise<{ menus: string[]; entries: string[] }> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const tops = nav.locator('[data-menu]');
  await expect(tops.first()).toBeVisible();
  const menus = await tops.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-menu') ?? ''));
  const entries: string[] = [];
  for (const menu of menus) {
    const top = nav.locator(`[data-menu="${menu}"]`);
    const direct = await top.getAttribute('data-entry');
    if (direct) {
      entries.push(direct);
      continue;
    }
    const group = nav.locator('li').filter({ has: page.locator(`[data-menu="${menu}"]`) });
    const children = group.locator('[data-entry]');
    // Read and act again until the group shows: a render still following the last navigation may fold a group
    // that was open when its state was read.
    await expect(async () => {
      if ((await top.getAttribute('aria-expanded')) !== 'true') await top.click();
      await expect(children.first()).toBeVisible({ timeout: 1_000 });
    }).toPass();
    entries.push(
      ...(await children.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-entry') ?? ''))),
    );
  }
  return { menus, entries };
}
