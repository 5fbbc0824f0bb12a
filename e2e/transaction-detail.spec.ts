import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { pressBack } from './support/browser-back.js';
import { signIn } from './support/session.js';

/**
 * The transaction detail panel on the demo business: a success order opened from the list with its sections, its
 * receipt resent to an address of this run (read back from the developer mailbox), and a cancelled order that Back
 * closes. The only write is the receipt mail; a row is drawn at random so runs on one server spread over orders
 * (each order's receipt may be mailed 5 times an hour).
 */
const TRANSACTIONS = '/v2/reports/transactions';

async function openLastMonth(page: Page): Promise<void> {
  await signIn(page, 'owner@demo.test', { next: TRANSACTIONS });
  await expect(page).toHaveURL(/\/v2\/reports\/transactions\/success$/);
  await page.getByRole('button', { name: 'Date and time' }).click();
  await page.getByRole('button', { name: 'Last Month' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Date and time' })).toContainText('Last Month');
}

const dataRows = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .locator('tbody tr:not([aria-hidden])')
    .filter({ has: page.locator('td') });

test('opens a success order, reads its sections and resends its receipt', async ({ page, request }) => {
  // Sign-in, a month of the list, two accessibility scans and a mail through the worker: a long journey.
  test.slow();
  await openLastMonth(page);
  const rows = dataRows(page, 'Success orders');
  await expect(rows.nth(5)).toBeVisible();
  const link = rows.nth(randomBytes(1)[0]! % 6).getByRole('link');
  const receipt = (await link.textContent())?.trim() ?? '';
  expect(receipt).toMatch(/^[A-Z]+-\d{6}-\d{4}$/);
  await link.click();
  await expect(page).toHaveURL(/\/transactions\/success\/[A-Za-z0-9_-]+$/);

  const panel = page.getByRole('dialog', { name: 'Transaction Detail' });
  const details = panel.getByRole('region', { name: 'Order Details' });
  await expect(details).toContainText(`#${receipt}`);
  await expect(details.getByText('Completed')).toBeVisible();
  const items = panel.getByRole('region', { name: 'Ordered Items' });
  await expect(items.getByText('Subtotal')).toBeVisible();
  await expect(items.getByText('Total', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Show Receipt' })).toHaveAttribute(
    'href',
    /^\/v2\/reports\/invoices\/print\/[A-Za-z0-9_-]+$/,
  );
  await expectNoAxeViolations(page, 'success detail panel');

  // Send stays disabled until the address is valid.
  await panel.getByRole('button', { name: 'Resend Receipt' }).click();
  const modal = page.getByRole('dialog', { name: 'Resend Email' });
  const email = modal.getByRole('textbox', { name: 'Email' });
  const send = modal.getByRole('button', { name: 'Send' });
  await email.fill('receipt@');
  await expect(send).toBeDisabled();
  const address = `receipt-${randomBytes(4).toString('hex')}@example.com`;
  await email.fill(address);
  await expect(send).toBeEnabled();
  await expectNoAxeViolations(page, 'resend email modal');
  // A double-click sends one mail; the toast is the server's message.
  await send.dblclick();
  await expect(page.getByText(`The receipt will be sent to ${address} shortly.`)).toBeVisible();
  await expect(modal).toBeHidden();

  // The mail worker renders and delivers it within a few seconds.
  await expect
    .poll(
      async () => {
        const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(address)}&limit=1`);
        const { messages } = (await mailbox.json()) as {
          messages: { subject: string; html: string | null }[];
        };
        return messages[0]?.subject ?? '';
      },
      { timeout: 20_000 },
    )
    .toContain(`(#${receipt})`);
  const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(address)}&limit=1`);
  const [mail] = ((await mailbox.json()) as { messages: { html: string }[] }).messages;
  // The total the panel shows (Rp. 12.345; the panel keeps "Rp." and the amount together) is the mail's total
  // (Rp 12.345: the mail is not a transaction screen).
  const total =
    (await items
      .getByText('Total', { exact: true })
      .locator('xpath=following-sibling::p[1]')
      .textContent()) ?? '';
  expect(total).toMatch(/^Rp\.\s[\d.]+$/);
  expect(mail!.html).toMatch(
    new RegExp(`>Total</td><td[^>]*>${total.replace(/^Rp\.\s/, 'Rp ').replaceAll('.', '\\.')}</td>`),
  );
  // The double-click above queued one mail, not two.
  const sent = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(address)}&limit=10`);
  expect(((await sent.json()) as { messages: unknown[] }).messages).toHaveLength(1);

  // Close returns to the list it was opened from.
  await panel.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page).toHaveURL(/\/transactions\/success$/);
  await expect(panel).toBeHidden();
});

test('opens a cancelled order, and Back closes it', async ({ page }) => {
  test.slow();
  await openLastMonth(page);
  await page.getByRole('tab', { name: 'Cancelled Orders' }).click();
  const rows = dataRows(page, 'Cancelled orders');
  const link = rows.first().getByRole('link');
  const receipt = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/transactions\/cancelled\/\d+\/\d+$/);

  const panel = page.getByRole('dialog', { name: 'Transaction Detail' });
  const details = panel.getByRole('region', { name: 'Order Details' });
  await expect(details).toContainText(`#${receipt}`);
  await expect(details.getByText(/^(Cancelled|Void)$/)).toBeVisible();
  await expect(details.getByText('Cancelled At')).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Ordered Items' }).getByText('Total Price')).toBeVisible();
  // Nothing was paid: no receipt to resend, nothing to refund.
  await expect(panel.getByRole('button', { name: 'Resend Receipt' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Issue Refund' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'cancelled detail panel');

  await pressBack(page);
  await expect(page).toHaveURL(/\/transactions\/cancelled$/);
  await expect(panel).toBeHidden();
});
