import { expect, type Page, test } from '@playwright/test';
import { pressBack } from './support/browser-back.js';
import { uniqueName } from './support/unique.js';

/**
 * The Discount library on the demo business (4 outlets, 8 discounts): create, edit its outlets, filter by outlet,
 * delete, the duplicate-name error, the leave-page question, amounts with decimals, one send per Save, loading more
 * on scroll, and the single-outlet business.
 */
const DISCOUNTS = '/v2/library/discounts';

async function openDiscounts(page: Page): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(DISCOUNTS)}`);
  await page.getByLabel('E-mail or username').fill('owner@demo.test');
  await page.getByLabel('Password').first().fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Diskon Member 10%/ })).toBeVisible();
}

async function chooseOutlets(page: Page, toggle: string[]): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Choose Outlet' });
  await expect(dialog).toBeVisible();
  for (const name of toggle) {
    // Toggled until it shows toggled: a click while the dialog was still opening was lost under load.
    const box = dialog.getByLabel(name, { exact: true });
    const wanted = !(await box.isChecked());
    await expect(async () => {
      if ((await box.isChecked()) !== wanted) await box.click();
      await expect(box).toBeChecked({ checked: wanted, timeout: 1000 });
    }).toPass();
  }
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

async function filterBy(page: Page, outlet: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: outlet, exact: true }).click();
}

test('creates a discount, moves it to another outlet, filters by outlet and deletes it', async ({ page }) => {
  await openDiscounts(page);
  const name = uniqueName('E2E Kopi Hemat');
  const row = page.getByRole('row', { name: new RegExp(name) });

  await page.getByRole('button', { name: 'Create Discount' }).click();
  const panel = page.getByRole('dialog', { name: 'Create Discount' });
  await panel.getByLabel('Discount name').fill(name);
  await panel.getByRole('radio', { name: 'Fixed amount' }).check();
  await panel.getByRole('radio', { name: 'Cash (Rp)' }).check();
  await panel.getByRole('textbox', { name: 'Amount' }).fill('7500');
  await panel.getByRole('button', { name: 'Assign outlets' }).click();
  await chooseOutlets(page, ['Kopi Nusantara Kemang']);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discount has been created')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(row).toContainText('Rp 7.500');
  await expect(row).toContainText('1 outlet');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Discount' });
  await expect(edit.getByLabel('Discount name')).toHaveValue(name);
  await edit.getByRole('button', { name: 'Change outlets' }).click();
  await chooseOutlets(page, ['Kopi Nusantara Kemang', 'Kopi Nusantara Dago', 'Kopi Nusantara Renon']);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discount has been updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('2 outlets');
  await row.getByRole('button', { name: '2 outlets' }).click();
  // The popover is named by the button that opens it.
  const names = page.getByRole('dialog', { name: '2 outlets' });
  await expect(names).toContainText('Kopi Nusantara Dago');
  await expect(names).toContainText('Kopi Nusantara Renon');
  await page.keyboard.press('Escape');

  await filterBy(page, 'Kopi Nusantara Dago');
  await expect(row).toBeVisible();
  await expect(page.getByRole('row', { name: /Promo Ulang Tahun/ })).toBeHidden();
  await filterBy(page, 'Kopi Nusantara Kemang');
  await expect(page.getByRole('row', { name: /Potongan Manual/ })).toBeVisible();
  await expect(row).toBeHidden();
  await filterBy(page, 'All Outlets');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete discount?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Discount has been deleted')).toBeVisible();
  await expect(row).toBeHidden();
});

test('a name already used shows under the name field and in a toast', async ({ page }) => {
  await openDiscounts(page);
  await page.getByRole('button', { name: 'Create Discount' }).click();
  const panel = page.getByRole('dialog', { name: 'Create Discount' });
  await panel.getByLabel('Discount name').fill('  diskon MEMBER 10% ');
  await panel.getByRole('radio', { name: 'Customizable amount' }).check();
  await panel.getByRole('radio', { name: 'Percentage (%)' }).check();
  await panel.getByRole('button', { name: 'Assign outlets' }).click();
  await chooseOutlets(page, ['Kopi Nusantara Tunjungan']);
  await panel.getByRole('button', { name: 'Save' }).click();

  const message = 'Discount name already exists in your business, please use another name.';
  await expect(panel.getByText(message)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(panel.getByLabel('Discount name')).toHaveAttribute('aria-invalid', 'true');
});

test('asks before leaving a panel with unsaved changes by its close button, Escape or Back', async ({
  page,
}) => {
  await openDiscounts(page);
  // Dashboard, then back to Discounts through the sidebar, so that Back below stays inside the app.
  await page.locator('[data-entry="dashboard"]').click();
  await expect(page).toHaveURL(/\/v2\/dashboard$/);
  // The sidebar opens the group of the page shown: Dashboard's, so Library folds (after the render that follows
  // the address, hence the wait rather than a read).
  const library = page.locator('[data-menu="library"]');
  await expect(library).toHaveAttribute('aria-expanded', 'false');
  await library.click();
  await page.locator('[data-entry="library.discounts"]').click();
  await expect(page).toHaveURL(/\/v2\/library\/discounts$/);
  await page.getByRole('button', { name: 'Create Discount' }).click();
  const panel = page.getByRole('dialog', { name: 'Create Discount' });
  const name = panel.getByLabel('Discount name');
  await name.fill('Half typed');
  const question = page.getByRole('dialog', { name: 'Do you want to leave this page?' });
  const stay = async () => {
    await expect(question).toBeVisible();
    await expect(question).toContainText('Changes you made may not be saved.');
    await question.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/v2\/library\/discounts$/);
    await expect(name).toHaveValue('Half typed');
  };

  await panel.getByRole('button', { name: 'Close' }).click();
  await stay();
  await name.press('Escape');
  await stay();
  await pressBack(page);
  await stay();

  // Leave closes the panel and stays on the list: the panel was the thing being left.
  await pressBack(page);
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/v2\/library\/discounts$/);

  // A clean panel closes on Escape and on Back without a question; the next Back leaves the page.
  await page.getByRole('button', { name: 'Create Discount' }).click();
  await expect(name).toBeFocused();
  await name.press('Escape');
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Create Discount' }).click();
  await expect(name).toBeVisible();
  await pressBack(page);
  await expect(panel).toBeHidden();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/v2\/library\/discounts$/);

  // A double click on Cancel closes the panel once: the list stays, and Back still leads to the dashboard.
  await page.getByRole('button', { name: 'Create Discount' }).click();
  await expect(name).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel' }).dblclick();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/library\/discounts$/);
  await pressBack(page);
  await expect(page).toHaveURL(/\/v2\/dashboard$/);
});

test('amounts keep their meaning, and a double click on Save creates one discount', async ({ page }) => {
  await openDiscounts(page);
  const name = uniqueName('E2E Setengah');
  await page.getByRole('button', { name: 'Create Discount' }).click();
  const panel = page.getByRole('dialog', { name: 'Create Discount' });
  const amount = panel.getByRole('textbox', { name: 'Amount' });
  await panel.getByLabel('Discount name').fill(name);
  await panel.getByRole('radio', { name: 'Fixed amount' }).check();
  await panel.getByRole('radio', { name: 'Cash (Rp)' }).check();
  await amount.fill('2500.50');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('*Rupiah amount can not have decimals')).toBeVisible();
  await expect(panel.getByText('*Assign at least one outlet')).toBeVisible();
  await expect(amount).toBeFocused();

  await panel.getByRole('radio', { name: 'Percentage (%)' }).check();
  await amount.fill('12.5');
  await panel.getByRole('button', { name: 'Assign outlets' }).click();
  await chooseOutlets(page, ['Kopi Nusantara Kemang']);
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/inventory/v3/discounts'),
  );
  await panel.getByRole('button', { name: 'Save' }).dblclick();
  expect((await created).status()).toBe(201);
  await expect(page.getByText('Discount has been created')).toBeVisible();
  await expect(panel).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('12,5%');
  await expect(page.getByText(/already exists/)).toHaveCount(0);

  // Unchanged, the edit sends nothing.
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts += 1;
  });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Discount' });
  await expect(edit.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.5');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  expect(puts).toBe(0);
});

test('a single-outlet business chooses no outlet and sees no outlet filter', async ({ page }) => {
  await page.goto(`/login?next=${encodeURIComponent(DISCOUNTS)}`);
  await page.getByLabel('E-mail or username').fill('solo@demo.test');
  await page.getByLabel('Password').first().fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Potongan Belanja/ })).toBeVisible();
  await expect(page.getByLabel('Outlet', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Outlets' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Create Discount' }).click();
  const panel = page.getByRole('dialog', { name: 'Create Discount' });
  await expect(panel.getByText('Toko Berkah Beji')).toBeVisible();
  await expect(panel.getByRole('button', { name: /Assign outlets|Change outlets/ })).toHaveCount(0);
  const name = uniqueName('E2E Solo Hemat');
  await panel.getByLabel('Discount name').fill(name);
  await panel.getByRole('radio', { name: 'Fixed amount' }).check();
  await panel.getByRole('radio', { name: 'Cash (Rp)' }).check();
  await panel.getByRole('textbox', { name: 'Amount' }).fill('1.500');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discount has been created')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Rp 1.500');
});

test('loads the next page when the end of the list comes near', async ({ page, request }) => {
  await openDiscounts(page);
  const accessToken = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('backoffice.session') ?? '{}') as { accessToken: string }).accessToken,
  );
  const profile = await request.get('/api/account/v2/profile', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const outletId = (await profile.json()).outlets[0].id as number;
  // "Zz" sorts them after the demo discounts other tests look for on the first page.
  const prefix = uniqueName('Zz Scroll');
  for (let index = 0; index < 30; index += 1) {
    const created = await request.post('/api/inventory/v3/discounts', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: {
        name: `${prefix} ${String(index).padStart(2, '0')}`,
        type: 'cash',
        amount: 1000,
        outlet_ids: [outletId],
      },
    });
    expect(created.status()).toBe(201);
  }
  await page.reload();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  // The 25th row is far below the fold: nothing more loads until the user scrolls near it. Wait for the network
  // to fall quiet (no request for half a second) rather than for a fixed time.
  await page.waitForLoadState('networkidle');
  await expect(rows).toHaveCount(25);
  await rows.last().scrollIntoViewIfNeeded();
  await expect.poll(() => rows.count()).toBeGreaterThan(25);
  // Earlier runs' and other tests' discounts may sort among these: keep scrolling, as a merchant would, until the
  // last one created here has arrived.
  const last = page.getByRole('row', { name: new RegExp(`${prefix} 29`) });
  await expect(async () => {
    await rows.last().scrollIntoViewIfNeeded();
    await expect(last).toBeVisible({ timeout: 1_000 });
  }).toPass();
});
