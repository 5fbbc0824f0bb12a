import type { PairedPosDevice, PosCatalogue } from '@backoffice/contracts/pos';
import { expect, type Page, test } from '@playwright/test';
import { figure, filterTransactions, runSimulator, tile } from './support/cashier-simulator.js';
import { readSession, signIn } from './support/session.js';
import { uniqueName } from './support/unique.js';

/**
 * Issue 29's journey from the back office to the till and back: an item with two variants and a modifier is created
 * for one outlet, its paired cashier device's catalogue holds it with its prices, the POS simulator sells only it
 * there, and the Transactions screen shows the sale: the outlet's tiles move by the simulator's tally and an order's
 * detail names the item, its variant and its price. It sells at Sederhana Padang, the enterprise demo business's
 * outlet no other browser test reads (the simulator journey sells at its Sederhana Sudirman).
 */
const ITEMS = '/v2/library/list';
const TRANSACTIONS = '/v2/reports/transactions';
const OUTLET = 'Sederhana Padang';
const PRICES = { Regular: 18_000, Large: 22_000 } as const;

/** Rupiah as the transaction screens write it: 'Rp. 18.000' (a no-break space after the prefix). */
const transactionMoney = (value: number) =>
  new RegExp(`^Rp\\.\\s${String(value).replace(/\B(?=(\d{3})+$)/g, '\\.')}$`);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function createItem(page: Page, name: string): Promise<void> {
  await signIn(page, 'enterprise@demo.test', { next: ITEMS });
  await expect(page.getByRole('heading', { level: 1, name: 'Item List' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add Item' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Add Item' });
  await panel.getByLabel('Item name').fill(name);
  await panel.getByLabel(OUTLET, { exact: true }).check();
  const first = panel.getByRole('region', { name: 'Variant 1' });
  await first.getByLabel('Variant name').fill('Regular');
  await first.getByRole('textbox', { name: 'Price', exact: true }).fill('18.000');
  await panel.getByRole('button', { name: 'Add variant' }).click();
  const second = panel.getByRole('region', { name: 'Variant 2' });
  await second.getByLabel('Variant name').fill('Large');
  await second.getByRole('textbox', { name: 'Price', exact: true }).fill('22.000');
  await panel.getByRole('combobox', { name: 'Modifiers' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Sugar Level', exact: true }).click();
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item has been created')).toBeVisible();
  await expect(panel).toBeHidden();
}

/** Pairs a cashier device to the outlet as the owner and answers the catalogue it downloads. */
async function deviceCatalogue(page: Page): Promise<PosCatalogue> {
  const session = await readSession(page);
  const owner = { authorization: `Bearer ${session!.accessToken}` };
  const outlets = await page.request.get('/api/business-service/v4/businesses/outlets', { headers: owner });
  const { results } = (await outlets.json()) as { results: { id: number; name: string }[] };
  const outlet = results.find((o) => o.name === OUTLET)!;
  const paired = await page.request.post('/api/pos/v1/devices', {
    headers: owner,
    data: { outlet_id: outlet.id, name: uniqueName('E2E Kasir') },
  });
  expect(paired.status()).toBe(201);
  const { credential } = (await paired.json()) as PairedPosDevice;
  const catalogue = await page.request.get('/api/pos/v1/catalogue', {
    headers: { authorization: `Bearer ${credential}` },
  });
  expect(catalogue.status()).toBe(200);
  return (await catalogue.json()) as PosCatalogue;
}

test('an item created for an outlet reaches its till, is sold there and is found in Transactions', async ({
  page,
  baseURL,
}) => {
  // A panel filled field by field, a device paired, the simulator run and the Transactions screen read twice.
  test.setTimeout(180_000);
  const name = uniqueName('E2E Es Teh Tarik');
  await createItem(page, name);

  const catalogue = await deviceCatalogue(page);
  expect(catalogue.outlet.name).toBe(OUTLET);
  const item = catalogue.items.find((i) => i.item_name === name);
  expect(item, `${name} in the device catalogue`).toBeDefined();
  expect(item!.variants.map((v) => [v.name, v.price])).toEqual([
    ['Regular', PRICES.Regular],
    ['Large', PRICES.Large],
  ]);
  const modifiers = catalogue.modifiers.filter((m) => item!.modifier_ids.includes(m.id)).map((m) => m.name);
  expect(modifiers).toEqual(['Sugar Level']);

  await page.goto(TRANSACTIONS);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await filterTransactions(page, OUTLET);
  const transactions = tile(page, 'TRANSACTIONS');
  const net = tile(page, 'NET SALES');
  const collected = tile(page, 'TOTAL COLLECTED');
  const before = {
    transactions: await figure(transactions),
    net: await figure(net),
    collected: await figure(collected),
  };

  const tally = await runSimulator(baseURL!, [
    ...['--login', 'enterprise@demo.test', '--outlet', OUTLET, '--item', name],
    ...['--rate', '2/s', '--duration', '2s'],
  ]);
  expect(tally).toMatchObject({ refused: 0, conflict: 0 });
  expect(tally.completed).toBeGreaterThan(0);
  expect(tally.receipts).toHaveLength(tally.completed);

  // The filter is kept over a reload; the tiles now count the simulator's sales.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Outlet' })).toHaveValue(OUTLET);
  await expect.poll(() => figure(transactions)).toBe(before.transactions + tally.completed);
  expect(await figure(net)).toBe(before.net + tally.netSales);
  expect(await figure(collected)).toBe(before.collected + tally.totalCollected);

  // One of its bills, found by its receipt number and opened: every line is the new item, at its variant's price.
  const receipt = tally.receipts[0]!;
  await page.getByRole('searchbox', { name: 'Receipt Number' }).fill(receipt);
  const rows = page
    .getByRole('table', { name: 'Success orders' })
    .locator('tbody tr:not([aria-hidden])')
    .filter({ has: page.locator('td') });
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link').click();
  const panel = page.getByRole('dialog', { name: 'Transaction Detail' });
  await expect(panel.getByRole('region', { name: 'Order Details' })).toContainText(OUTLET);
  const lines = panel
    .getByRole('region', { name: 'Ordered Items' })
    .getByText(new RegExp(`^\\d+ × ${escape(name)} \\((Regular|Large)\\)$`));
  await expect(lines.first()).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Ordered Items' }).getByText(/^\d+ × /)).toHaveCount(
    await lines.count(),
  );
  for (const line of await lines.all()) {
    const [, quantity, variant] = /^(\d+) × .* \((Regular|Large)\)$/.exec(await line.innerText())!;
    const price = PRICES[variant as keyof typeof PRICES];
    await expect(line.locator('xpath=following-sibling::p[1]')).toHaveText(
      transactionMoney(Number(quantity) * price),
    );
  }
});
