import { randomBytes } from 'node:crypto';
import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { readSession, signIn } from './support/session.js';

/**
 * Refunds on the demo business: two items of a cash order are refunded from the detail panel and the Refunded
 * section and new totals show; and the refund modal's quantity rules (docs/spec-notes.md, decided reading 5). Orders are drawn at random
 * among untouched cash orders with enough units, so the two workers and repeated runs refund different orders.
 */
const TRANSACTIONS = '/v2/reports/transactions';
const API = '/api/order-reporting/backoffice/v1';

const lastMonth = () => {
  const end = new Date();
  const start = new Date(end.getTime() - 20 * 86_400_000);
  const local = (d: Date) => d.toISOString().slice(0, 19);
  return { start_time: local(start), end_time: local(end) };
};

/** A completed cash order never refunded, with two or more lines, one of them of at least `lineUnits` units. */
async function refundableOrder(
  page: Page,
  request: APIRequestContext,
  options: { lineUnits: number },
): Promise<InvoiceDetail> {
  const session = await readSession(page);
  const headers = { authorization: `Bearer ${session!.accessToken}` };
  // Up to five pages (250 orders): how many of them qualify depends on the demo's random history.
  const orders: { order_token: string }[] = [];
  const range = lastMonth();
  let cursor: string | null = null;
  do {
    const params: Record<string, string> = cursor === null ? range : { ...range, cursor };
    const page = (await (await request.get(`${API}/orders`, { headers, params })).json()) as {
      orders: { order_token: string }[];
      next_cursor: string | null;
    };
    orders.push(...page.orders);
    cursor = page.next_cursor;
  } while (cursor !== null && orders.length < 250);
  const start = randomBytes(2).readUInt16BE(0) % orders.length;
  for (let k = 0; k < orders.length; k += 1) {
    const { order_token } = orders[(start + k) % orders.length]!;
    const invoice = (await (
      await request.get(`${API}/invoices/${order_token}`, { headers })
    ).json()) as InvoiceDetail;
    const lines = invoice.refund_availability.filter((a) => a.quantity > 0 && a.price > 0);
    if (
      invoice.refundable &&
      invoice.order_refunds.length === 0 &&
      invoice.total_redeem_amount === 0 &&
      invoice.split_payment_details.length === 1 &&
      invoice.split_payment_details[0]!.payment_type === 'CASH' &&
      lines.length >= 2 &&
      lines.some((a) => a.quantity >= options.lineUnits)
    )
      return invoice;
  }
  throw new Error('no refundable cash order in the demo data');
}

async function openRefundModal(page: Page, invoice: InvoiceDetail) {
  await page.goto(`${TRANSACTIONS}/success/${invoice.order_token}`);
  const panel = page.getByRole('dialog', { name: 'Transaction Detail' });
  await expect(panel.getByRole('region', { name: 'Order Details' })).toContainText(`#${invoice.invoice_no}`);
  await panel.getByRole('button', { name: 'Issue Refund' }).click();
  const modal = page.getByRole('dialog', { name: 'Issue Refund' });
  await expect(modal.getByText('Item to Refund')).toBeVisible();
  return { panel, modal };
}

const nameOf = (a: InvoiceDetail['refund_availability'][number]) =>
  a.variant ? `${a.item} (${a.variant})` : a.item;

test('refunds two items of a demo order and shows the Refunded section and new totals', async ({
  page,
  request,
}) => {
  // Finding an untouched cash order reads invoices one by one, then the refund waits its 2 s: a long journey.
  test.setTimeout(300_000);
  await signIn(page, 'owner@demo.test', { next: TRANSACTIONS });
  const invoice = await refundableOrder(page, request, { lineUnits: 1 });
  const { panel, modal } = await openRefundModal(page, invoice);
  const [first, second] = invoice.refund_availability.filter((a) => a.quantity > 0 && a.price > 0);

  const refund = modal.getByRole('button', { name: 'Refund', exact: true });
  await expect(refund).toBeDisabled();
  for (const line of [first!, second!]) {
    await modal.getByRole('textbox', { name: `Quantity of ${nameOf(line)}` }).fill('1');
    await modal.getByRole('checkbox', { name: `Refund ${nameOf(line)}` }).check();
  }
  // Items alone are not enough: a reason is needed, and free text with Other.
  await expect(modal.getByTestId('refund-amount')).not.toHaveText('Rp.\u00a00');
  await expect(refund).toBeDisabled();
  await modal.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await expect(refund).toBeDisabled();
  await modal.getByRole('textbox', { name: 'Other reason' }).fill('Customer changed their mind');
  await expect(refund).toBeEnabled();
  const amount = (await modal.getByTestId('refund-amount').textContent()) ?? '';
  await expectNoAxeViolations(page, 'refund modal');
  await refund.click();

  // After 2 s the modal and the detail close and the list is back.
  await expect(modal).toBeHidden({ timeout: 10_000 });
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/transactions\/success$/);

  await page.goto(`${TRANSACTIONS}/success/${invoice.order_token}`);
  const refunded = page.getByRole('region', { name: 'Refunded' });
  await expect(refunded).toContainText('Customer changed their mind');
  await expect(refunded).toContainText(`1 × ${first!.item}`);
  await expect(refunded).toContainText(`1 × ${second!.item}`);
  await expect(refunded).toContainText('Total Refunded');
  await expect(refunded).toContainText(`(${amount.replace(/\s/g, '\u00a0')})`);
});

test("the refund modal's quantity rules", async ({ page, request }) => {
  test.slow();
  await signIn(page, 'owner@demo.test', { next: TRANSACTIONS });
  const invoice = await refundableOrder(page, request, { lineUnits: 2 });
  const { modal } = await openRefundModal(page, invoice);
  const line = invoice.refund_availability.find((a) => a.quantity >= 2 && a.price > 0)!;
  const max = line.quantity;
  const input = modal.getByRole('textbox', { name: `Quantity of ${nameOf(line)}` });
  const minus = modal.getByRole('button', { name: `Decrease quantity of ${nameOf(line)}` });
  const plus = modal.getByRole('button', { name: `Increase quantity of ${nameOf(line)}` });

  await expect(input).toHaveValue(String(max));
  await expect(plus).toBeDisabled();
  await input.fill('');
  await input.pressSequentially('1x');
  await expect(input).toHaveValue('1');
  await expect(minus).toBeDisabled();
  await input.pressSequentially('0');
  // "10" is above any demo line's maximum, so it becomes the maximum; zero alone is ignored.
  await expect(input).toHaveValue(String(Math.min(10, max)));
  await input.fill('0');
  await expect(input).toHaveValue(String(Math.min(10, max)));
  await input.fill('999');
  await expect(input).toHaveValue(String(max));
  await input.fill('');
  await input.blur();
  await expect(input).toHaveValue(String(max));
  await input.fill('1');
  await plus.click();
  await expect(input).toHaveValue(String(Math.min(2, max)));

  // Select All checks every refundable item; closing resets them.
  await modal.getByRole('button', { name: 'Select All' }).click();
  await expect(modal.getByRole('checkbox', { name: `Refund ${nameOf(line)}` })).toBeChecked();
  await expect(modal.getByRole('button', { name: 'Deselect All' })).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await page
    .getByRole('dialog', { name: 'Transaction Detail' })
    .getByRole('button', { name: 'Issue Refund' })
    .click();
  await expect(modal.getByRole('checkbox', { name: `Refund ${nameOf(line)}` })).not.toBeChecked();
  await expect(input).toHaveValue(String(max));
});
