import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './identity-fixtures.js';

export type Cell = string | number | boolean | null | { formula: string; result?: number | string };

/** An XLSX workbook of one sheet holding these rows, as a spreadsheet program would save it. */
export async function xlsxOf(rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Items');
  for (const row of rows) sheet.addRow(row.map((cell) => cell ?? undefined));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const csvOf = (lines: string[], separator = ',') =>
  Buffer.from(`\uFEFF${lines.map((line) => line.replaceAll('|', separator)).join('\r\n')}\r\n`, 'utf8');

export const EN_HEADER = [
  'Item name',
  'Variant name',
  'Category',
  'SKU',
  'Price',
  'Cost price',
  'Outlets',
  'Track stock',
  'Stock',
  'Low stock level',
];

export function upload(app: FastifyInstance, token: string, file: Buffer, fileName = 'items.xlsx') {
  return app.inject({
    method: 'POST',
    url: `/api/v3/items/import_items_temporary?file_name=${encodeURIComponent(fileName)}`,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    payload: file,
  });
}

export function confirm(app: FastifyInstance, token: string, importId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v3/items/import_items',
    headers: bearer(token),
    payload: { import_id: importId },
  });
}

export function getImport(app: FastifyInstance, token: string, importId: string) {
  return app.inject({ method: 'GET', url: `/api/v3/items/import_items/${importId}`, headers: bearer(token) });
}

/** Waits until the run has ended, and answers the import as it ended. */
export async function finished(app: FastifyInstance, token: string, importId: string, timeout = 30_000) {
  let body: { status: string } & Record<string, unknown> = { status: '' };
  await expect
    .poll(
      async () => {
        body = (await getImport(app, token, importId)).json();
        return body.status;
      },
      { timeout, interval: 100 },
    )
    .toMatch(/^(SUCCESS|FAILURE)$/);
  return body;
}
