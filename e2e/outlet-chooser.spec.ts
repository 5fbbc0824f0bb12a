import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { signIn } from './support/session.js';

/**
 * The outlet chooser reads the shared outlets call: the demo owner's four outlets, and when the call keeps
 * failing, after its retries, the error state whose Retry loads the list.
 */
const OUTLETS_CALL = '**/api/business-service/v4/businesses/outlets?*';

test('the outlet chooser lists the outlets from the outlets call, and recovers from a failed load with Retry', async ({
  page,
}) => {
  // Two rounds of a call and its three retries, and two full-page axe scans: past a minute at the suite's peak load.
  test.slow();
  let failing = true;
  let calls = 0;
  await page.route(OUTLETS_CALL, async (route) => {
    calls += 1;
    if (failing)
      await route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'down', errors: [] } });
    else await route.fallback();
  });
  await signIn(page, 'owner@demo.test', { next: '/v2/library/discounts' });
  // The page's outlet filter reads the same call first. Let it give up, so that the chooser's own load (a new
  // reader of a failed list asks again) is counted alone rather than joining the filter's retries part-way.
  // Sign-in, the page and the filter's three retries 500 ms apart: on a loaded machine more than the default wait.
  await expect(page.getByText('Could not load the options.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create Discount' }).click();
  const assign = page
    .getByRole('dialog', { name: 'Create Discount' })
    .getByRole('button', { name: 'Assign outlets' });
  const chooser = page.getByRole('dialog', { name: 'Choose Outlet' });
  // Once (CI, a loaded machine) the chooser was not open after the click: open it until it shows, and count only
  // the calls of the opening that stayed.
  await expect(async () => {
    if (await chooser.isVisible()) return;
    calls = 0;
    await assign.click();
    await expect(chooser).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(chooser.getByText('Encountered an error while loading the data.')).toBeVisible();
  // One call and three retries (select lists load with 3 retries, 500 ms apart).
  expect(calls).toBe(4);
  await expectNoAxeViolations(page, 'outlet chooser error');

  failing = false;
  await chooser.getByRole('button', { name: 'Retry' }).click();
  await expect(chooser.getByLabel('Kopi Nusantara Kemang', { exact: true })).toBeVisible();
  await expect(chooser.getByText('0 of 4 selected')).toBeVisible();
  await expectNoAxeViolations(page, 'outlet chooser list');
});
