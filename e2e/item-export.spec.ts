import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from './support/accessibility.js';
import { signIn } from './support/session.js';

/**
 * The Item list's Export (issue 29 item 3, decision 0215): the demo owner filters the list, exports, receives the
 * file of exactly the items the list shows, and finds the export in the Exports drawer.
 */
test('exports the items the filtered list shows and lists the export', async ({ page }) => {
  await signIn(page, 'owner@demo.test', { next: '/v2/library/list?search=kopi' });
  await expect(page.getByRole('heading', { level: 1, name: 'Item List' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Items' });
  const boxes = table.getByRole('checkbox', { name: /^Select (?!all)/ });
  await expect(boxes.first()).toBeVisible();
  const shown = new Set<string>();
  for (const label of await boxes.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label')),
  )) {
    shown.add(label!.replace(/^Select /, ''));
  }
  expect(shown.size).toBeGreaterThan(0);

  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^items_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(Buffer.concat(chunks)).buffer);
  const names = new Set<string>();
  workbook.worksheets[0]!.eachRow((row, index) => {
    if (index > 1) names.add(String(row.getCell(1).value));
  });
  // Every item the search shows, and nothing else (the file is one row per variant).
  expect([...names].sort()).toEqual([...shown].sort());
  await expect(exportButton).toBeEnabled();

  await page.getByRole('button', { name: 'Exports', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Exports' });
  await expect(drawer.getByText('Item List · XLSX').first()).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Download' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'item list exports drawer');
});
