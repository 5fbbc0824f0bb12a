import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { expectNoAxeViolations } from './support/accessibility.js';
import { DEMO_PASSWORD, signIn } from './support/session.js';

// Journey (issue 18): a manager is asked to have the owner submit; the owner downloads the data bundle, asks for the account's deletion, gets a
// ticket and is signed out; the manager, signed in elsewhere, is signed out on their next action; nobody of the
// business can sign in again. It deletes the demo business kept for it (closing@demo.test), which no other spec uses.

test('the owner deletes the account and everyone of the business is signed out', async ({
  page,
  browser,
}) => {
  // A journey with a data bundle made by a job (its own wait allows a minute) and four axe scans: more than the
  // default minute on a loaded CI machine.
  test.slow();
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, 'closing-manager@demo.test');
  await manager.goto('/v2/account-deletion');
  await expect(
    manager.getByText('Only the business owner can request account deletion', { exact: true }),
  ).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Delete Account' })).toHaveCount(0);
  await expectNoAxeViolations(manager, 'account deletion, non-owner');
  await manager.getByRole('button', { name: 'Close' }).click();
  await expect(manager).toHaveURL(/\/v2\/dashboard$/);

  await signIn(page, 'closing@demo.test');
  await page.goto('/v2/account-deletion');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Deletion' })).toBeVisible();
  // Its own header: no sidebar, the sign-out and help at hand.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Delete Account' });
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page, 'account deletion, owner form');

  // Data first: the owner prepares the bundle (CSV), waits for it and downloads one zip of six sheets.
  await expect(page.getByRole('heading', { name: 'Download your data first' })).toBeVisible();
  await page.getByText('CSV', { exact: true }).click();
  await page.getByRole('button', { name: 'Prepare my data' }).click();
  const downloadLink = page.getByTestId('data-bundle-download');
  await expect(downloadLink).toBeVisible({ timeout: 60_000 });
  const download = page.waitForEvent('download');
  await downloadLink.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^data_\d{4}-\d{2}-\d{2}\.zip$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const zip = await JSZip.loadAsync(Buffer.concat(chunks));
  expect(Object.keys(zip.files).sort()).toEqual(
    ['campaigns', 'customers', 'discounts', 'invoices', 'items', 'transactions'].map((s) => `${s}.csv`),
  );
  const transactions = await zip.files['transactions.csv']!.async('string');
  expect(transactions).toContain('Receipt Number,Date,Outlet');
  expect(transactions).toContain('Kopi Senja Cikini');

  await page.getByRole('button', { name: 'Terms and Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms.getByText('Appeal of a freeze')).toBeVisible();
  await expectNoAxeViolations(page, 'account deletion, terms');
  await terms.getByRole('button', { name: 'Close' }).last().click();
  await expect(terms).toBeHidden();

  await page.getByRole('radio', { name: 'Business is permanently closed' }).check();
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
  await page.getByLabel('Notes (optional)').fill('Moving abroad');
  await expect(submit).toBeEnabled();
  await submit.click();

  const ticketLine = page.getByTestId('deletion-ticket');
  await expect(ticketLine).toHaveText(/^Ticket number: DEL-\d{8}-[2-9A-Z]{6}$/);
  const ticket = (await ticketLine.textContent())!.replace('Ticket number: ', '');
  await expectNoAxeViolations(page, 'account deletion, submitted');
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The manager's session ended with the request: the next action lands on the sign-in page.
  await manager.goto('/v2/library/discounts');
  await expect(manager).toHaveURL(/\/login/);

  // And sign-in is refused, naming the ticket.
  await page.getByLabel('E-mail or username').fill('closing-manager@demo.test');
  await page.getByLabel('Password').first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `This business account is being deleted (ticket ${ticket}), so signing in is no longer possible.`,
  );
  await managerContext.close();
});
