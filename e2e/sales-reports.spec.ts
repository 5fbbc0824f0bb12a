import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.js';
import { signIn } from './support/session.js';

/**
 * Reports › Sales on the demo data (docs/decisions/0235): one frame for the reports, its filters in the address, a
 * sortable table with its total, and a Summary day that opens the Transactions list of that day.
 */
async function chooseRange(page: Page, preset: string): Promise<void> {
  await page.getByRole('button', { name: 'Date range' }).first().click();
  await page.getByRole('button', { name: preset, exact: true }).click();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
}

const reportAnswer = (page: Page, field: string) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/reporting-revamp/graphql') &&
      response.request().postData()!.includes(`${field}(`),
  );

test('the owner reads the Summary, narrows it, sorts Item sales and opens a day of transactions', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', { next: '/v2/reports/sales/summary' });
  await expect(page).toHaveURL(/\/v2\/reports\/sales\/summary/);
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').last()).toContainText('Total');

  // Last month, over two outlets: the address keeps both.
  const lastMonth = reportAnswer(page, 'salesByPeriod');
  await chooseRange(page, 'Last Month');
  await lastMonth;
  await expect(page).toHaveURL(/range=lastMonth/);
  await page.getByRole('button', { name: 'Outlets' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose Outlet' });
  const boxes = chooser.getByRole('checkbox');
  await boxes.nth(1).check();
  await boxes.nth(2).check();
  const narrowed = reportAnswer(page, 'salesByPeriod');
  await chooser.getByRole('button', { name: 'Apply' }).click();
  expect((await narrowed).request().postDataJSON().variables.outletIds).toHaveLength(2);
  await expect(page).toHaveURL(/outlets=\d+,\d+/);
  await expect(page.getByRole('button', { name: 'Outlets' })).toContainText('2 outlets');

  // By week: rows are weeks, the total stays last.
  const weekly = reportAnswer(page, 'salesByPeriod');
  await page.locator('label', { hasText: /^Week$/ }).click();
  expect((await weekly).request().postDataJSON().variables.period).toBe('WEEK');
  await expect(table.getByRole('row').nth(1)).toContainText('Week of');
  await expect(table.getByRole('row').last()).toContainText('Total');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectNoAxeViolations(page, 'sales summary');

  // Item sales, sorted by Net sales: largest first, then reversed.
  await page.getByRole('link', { name: 'Item sales', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/reports\/sales\/item_sales\?.*range=lastMonth/);
  const netSales = table.getByRole('columnheader', { name: /Net sales/ });
  await netSales.getByRole('button').click();
  await expect(netSales).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=netSales&dir=desc/);
  const figures = async () =>
    (await table.locator('tbody tr td:nth-child(9)').allTextContents()).map((text) =>
      Number(text.replace(/[^\d-]/g, '')),
    );
  const descending = await figures();
  expect(descending.length).toBeGreaterThan(1);
  expect([...descending].sort((a, b) => b - a)).toEqual(descending);
  await netSales.getByRole('button').click();
  await expect(netSales).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await figures();
  expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);

  // Back to the Summary by day; a day opens the Transactions list of that day.
  await page.getByRole('link', { name: 'Summary', exact: true }).click();
  await page.locator('label', { hasText: /^Day$/ }).click();
  const day = table.locator('tbody tr').first().getByRole('link');
  const dayText = (await day.textContent()) ?? '';
  await day.click();
  await expect(page).toHaveURL(/\/v2\/reports\/transactions\/success\?date=\d{4}-\d{2}-\d{2}/);
  // The list's date field shows that whole day.
  await expect(page.getByRole('button', { name: 'Date and time' })).toContainText(dayText.trim());
});

test('the old Summary address opens the /v2 report, with the address filters kept on reload', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', { next: '/reports/sales/summary' });
  await expect(page).toHaveURL(/\/v2\/reports\/sales\/summary/);
  await page.goto('/v2/reports/sales/payment_methods?range=lastMonth&compare=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Compare with previous period' })).toBeChecked();
  await expect(page.getByRole('table').getByRole('row').last()).toContainText('Change');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Compare with previous period' })).toBeChecked();
});

test('exports the Summary the screen shows and lists it with the exports made before', async ({ page }) => {
  await signIn(page, 'owner@demo.test', { next: '/v2/reports/sales/summary?range=lastMonth' });
  const table = page.getByRole('table');
  const total = table.getByRole('row').last();
  await expect(total).toContainText('Total');
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await exportButton.click();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sales-summary_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('Net sales');
  // The file's total row holds the screen's net sales: each read under its own "Net sales" header.
  const headers = await table.getByRole('columnheader').allTextContents();
  const screenColumn = headers.findIndex((text) => text.includes('Net sales'));
  const cells = await total.locator('th, td').allTextContents();
  const screenNet = Number(cells[screenColumn]!.replace(/[^\d-]/g, ''));
  const fileColumn = lines[0]!.split(',').findIndex((text) => text.includes('Net sales'));
  const fileTotal = lines.at(-1)!.split(',');
  const fileNet = Number(fileTotal[fileColumn]!.replace(/[^\d-]/g, ''));
  expect(screenNet).toBeGreaterThan(0);
  expect(lines.at(-1)).toMatch(/^"?Total/);
  expect(fileNet).toBe(screenNet);
  await expect(exportButton).toBeEnabled();
  await page.getByRole('button', { name: 'Exports', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Exports' });
  await expect(drawer.getByText('Sales report: Summary').first()).toBeVisible();
});

/** The total row's figure under a column heading, as a number of Rupiah (or a count). */
async function totalFigure(page: Page, heading: string): Promise<number> {
  const table = page.getByRole('table').first();
  const total = table.locator('tfoot tr[data-total]');
  await expect(total).toContainText('Total');
  const headings = await table.locator('thead th').allTextContents();
  const column = headings.findIndex((text) => text.trim() === heading);
  expect(column, `${heading} in ${headings.join(', ')}`).toBeGreaterThanOrEqual(0);
  const text = (await total.locator('th').nth(column).textContent()) ?? '';
  return Number(text.replace(/[^\d-]/g, ''));
}

test("the bill-level reports' totals meet the Summary's figures of the same range", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner@demo.test', { next: '/v2/reports/sales/summary?range=lastMonth' });
  const summary = {
    discounts: await totalFigure(page, 'Discounts'),
    netSales: await totalFigure(page, 'Net sales'),
    gratuity: await totalFigure(page, 'Gratuity'),
    tax: await totalFigure(page, 'Tax'),
  };
  expect(summary.netSales).toBeGreaterThan(0);
  // Each report against the Summary figure its contract says it equals (decision 0245); Modifier sales has none.
  const reports: { path: string; title: string; heading: string; equals?: number }[] = [
    { path: 'modifier_sales', title: 'Modifier sales', heading: 'Sold' },
    { path: 'discounts', title: 'Discounts', heading: 'Amount given', equals: summary.discounts },
    { path: 'taxes', title: 'Taxes', heading: 'Amount collected', equals: summary.tax },
    { path: 'gratuity', title: 'Gratuity', heading: 'Amount collected', equals: summary.gratuity },
    { path: 'staff', title: 'Staff', heading: 'Net sales', equals: summary.netSales },
    { path: 'server', title: 'Server', heading: 'Net sales', equals: summary.netSales },
    { path: 'sales_type', title: 'Sales type', heading: 'Net sales', equals: summary.netSales },
  ];
  for (const report of reports) {
    await page.getByRole('link', { name: report.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/v2/reports/sales/${report.path}\\?range=lastMonth`));
    await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();
    const figure = await totalFigure(page, report.heading);
    if (report.equals === undefined) expect(figure, report.title).toBeGreaterThan(0);
    else expect(figure, report.title).toBe(report.equals);
  }
});

test('the hourly reports show items by hour, their net sales adding up to Item sales', async ({ page }) => {
  // The axe sweep reads every cell of a month's heat map (some two thousand): slow on a busy machine.
  test.setTimeout(3 * 60_000);
  await signIn(page, 'owner@demo.test', { next: '/reports/sales/hourly_item/sold' });
  // The old address opens the /v2 report.
  await expect(page).toHaveURL(/\/v2\/reports\/sales\/hourly_item\/sold/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hourly item sold' })).toBeVisible();
  const heatMap = page.getByTestId('hourly-heat-map');
  await expect(heatMap).toBeVisible();
  const soldCell = heatMap.locator('[data-heat-cell]').filter({ hasText: /^\d+$/ }).first();
  await expect(soldCell).toHaveAttribute('aria-label', /, \d{2}:00–\d{2}:59: \d+ sold$/);
  expect(await heatMap.locator('[data-heat-cell]').count()).toBeGreaterThan(24);
  await expect(page.getByRole('list', { name: 'Shade scale' })).toBeVisible();
  await expectNoAxeViolations(page, 'hourly item sold');

  // Item sales' total net sales of last month…
  await page.goto('/v2/reports/sales/item_sales?range=lastMonth');
  const table = page.getByRole('table');
  const total = table.getByRole('row').last();
  await expect(total).toContainText('Total');
  const headers = await table.getByRole('columnheader').allTextContents();
  const netColumn = headers.findIndex((text) => text.includes('Net sales'));
  const cells = await total.locator('th, td').allTextContents();
  const itemNet = Number(cells[netColumn]!.replace(/[^\d-]/g, ''));
  expect(itemNet).toBeGreaterThan(0);

  // …are Hourly item amount's total for the same range, in the heat map and in the table.
  await page.getByRole('link', { name: 'Hourly item amount', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/reports\/sales\/hourly_item\/amount\?range=lastMonth/);
  await expect(page.getByTestId('hourly-heat-map').locator('[data-heat-cell]').first()).toBeVisible();
  await expect(page.getByTestId('hourly-total')).toBeVisible();
  const hourlyNet = Number(
    ((await page.getByTestId('hourly-total').textContent()) ?? '').replace(/[^\d-]/g, ''),
  );
  expect(hourlyNet).toBe(itemNet);
  await page.locator('label', { hasText: /^Table$/ }).click();
  await expect(page).toHaveURL(/view=table/);
  const hourlyTable = page.getByTestId('hourly-table');
  const tableTotal = hourlyTable.locator('tr[data-total] td').nth(2);
  expect(Number(((await tableTotal.textContent()) ?? '').replace(/[^\d-]/g, ''))).toBe(itemNet);
});
