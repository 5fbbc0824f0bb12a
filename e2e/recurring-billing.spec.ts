import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { signIn } from './support/session.js';

/**
 * Issue 16 on the demo data, through the built-in sandbox gateway (the `recurring-payment` flag is on in the demo):
 * the expiring warung switches to recurring by direct debit and hears of it on its realtime channel (English);
 * the business whose charges failed sees 'Pembayaran gagal' and updates its payment method (Indonesian, phone
 * width). Each business is this spec's alone.
 */
const BILLING = '/v2/settings/billing';
const RECURRING = '/v2/settings/billing/recurring/payment';

test('the expiring business switches to recurring by direct debit and the success arrives over the realtime channel', async ({
  page,
}) => {
  await signIn(page, 'switch@demo.test', { next: BILLING });
  const recurringTab = page.getByRole('tab', { name: /Recurring/ });
  await expect(recurringTab).toContainText('Recommended');
  await recurringTab.click();
  const debit = page.getByRole('button', { name: 'Pay by direct debit' });
  await expect(debit).toBeDisabled();
  await page.getByRole('checkbox', { name: /Terms and Conditions of recurring billing/ }).check();
  await expect(debit).toBeEnabled();
  await debit.click();
  await expect(page.getByRole('heading', { name: 'Sandbox GoPay account linking' })).toBeVisible();
  const linkPage = page.url();

  // The owner looks at the recurring page before approving: the switch is still being processed, and the page
  // listens on the business's realtime channel for its end.
  const stream = page.waitForRequest((request) => request.url().includes('topics=recurring-billing'));
  await page.goto(RECURRING);
  await expect(page.getByTestId('recurring-processing')).toHaveText('Please wait, payment is under process');
  await stream;

  // Approved elsewhere (the linking page's own form, posted without this tab): the gateway notifies the server,
  // which publishes the result on the channel this page listens on.
  const approved = await page.request.post(`${linkPage}/enable`, { maxRedirects: 0 });
  expect(approved.status()).toBe(303);

  await expect(page.getByText('Payment switched to Recurring monthly successfuly')).toBeVisible();
  await expect(page.getByTestId('recurring-processing')).toHaveCount(0);
  const summary = page.getByTestId('billing-summary-card');
  await expect(summary.getByTestId('interval-badge')).toHaveText('Monthly');
  await expect(page.getByTestId('payment-method-card')).toContainText('Direct debit · GoPay');
  await expectNoAxeViolations(page, 'recurring payment tab');

  await page.getByRole('button', { name: 'See Detail Payment' }).click();
  await expect(page.getByTestId('price-breakdown')).toContainText('/outlet/mo');
  await page.getByTestId('price-breakdown').getByRole('button', { name: 'Close' }).click();

  // On recurring billing now: the regular page hands over to the recurring one.
  await page.goto(BILLING);
  await expect(page).toHaveURL(new RegExp(`${RECURRING}$`));
});

test('the business whose charges failed sees Pembayaran gagal and updates its payment method (Indonesian, phone)', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'recurring-failed@demo.test', { next: BILLING });
  await expect(page).toHaveURL(new RegExp(`${RECURRING}$`));
  await context.addCookies([{ name: 'lang', value: 'id', url: page.url() }]);
  await page.reload();

  const banner = page.getByTestId('failed-payment-banner');
  await expect(banner).toContainText('Pembayaran gagal');
  await expect(banner).toContainText(
    'Ada masalah dengan detail pembayaran Anda. Silakan perbarui informasi pembayaran Anda.',
  );
  // Nothing will pay for it any more: the shell reminds the owner of the expiry like any regular business.
  await expect(page.locator('[data-banner="expiring"]')).toContainText(
    'Langganan Anda berakhir dalam 2 hari',
  );
  await expectNoAxeViolations(page, 'failed recurring payment');

  await banner.getByRole('button', { name: 'Perbarui sekarang' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox GoPay account linking' })).toBeVisible();
  await page.getByRole('button', { name: 'enable', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${RECURRING}$`));
  await expect(page.getByText('Pembayaran berhasil dialihkan ke Berulang bulanan')).toBeVisible();
  await expect(page.getByTestId('failed-payment-banner')).toHaveCount(0);
  // Charged automatically again: no 'renew' reminder.
  await expect(page.locator('[data-banner="expiring"]')).toHaveCount(0);
  await expect(page.getByTestId('payment-method-card')).toContainText('Debit langsung · GoPay');
});
