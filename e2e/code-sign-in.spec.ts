import { expect, test } from '@playwright/test';
import { setAccessTokenExpiry } from './support/session.js';

// Journey: signing in with an e-mailed one-time code (read from the developer mailbox API).

test('sign in with a code sent by e-mail, and refresh through the go-id endpoint', async ({
  page,
  request,
}) => {
  const latestMail = async (): Promise<{ id?: number; subject?: string; text?: string }> => {
    const mailbox = await request.get('/api/dev/mailbox?to=recurring@demo.test&limit=1');
    const { messages } = (await mailbox.json()) as {
      messages: { id: number; subject: string; text: string }[];
    };
    return messages[0] ?? {};
  };
  await page.goto('/login?next=%2Fv2%2Freports%2Ftransactions');
  await page.getByRole('button', { name: 'Send me a sign-in code instead' }).click();
  await page.getByLabel('E-mail', { exact: false }).fill('recurring@demo.test');
  // A code mailed to this account earlier (another run, another test) is not this one: only a newer mail counts.
  const before = (await latestMail()).id ?? 0;
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('a 6-digit code is on its way')).toBeVisible();

  // The mail worker delivers within a couple of seconds.
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = await latestMail();
      code = (mail.id ?? 0) > before ? /\b(\d{6})\b/.exec(`${mail.subject} ${mail.text}`)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);

  await page.getByLabel('Sign-in code').fill('000000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('The code is incorrect or has expired.');

  await page.getByLabel('Sign-in code').fill(code ?? '');
  await page.keyboard.press('Enter');
  // The sign-in's `next`, which opens on its first tab (issue 9).
  await expect(page).toHaveURL(/\/v2\/reports\/transactions\/success$/);

  const session = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('backoffice.session') ?? '{}'),
  );
  expect(session.authType).toBe('one-time-code');

  await setAccessTokenExpiry(page, 60);
  const refresh = page.waitForRequest((req) => req.url().endsWith('/api/gobiz/goauth/oauth2/token'));
  await page.goto('/v2/reports/transactions');
  expect((await refresh).headers()['authentication-type']).toBe('go-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
});
