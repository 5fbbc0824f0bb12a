import { and, count, eq } from 'drizzle-orm';
import { CATEGORY_NAME_MAX_LENGTH } from '@backoffice/contracts/categories';
import { ITEM_NAME_MAX_LENGTH, SKU_MAX_LENGTH, VARIANT_NAME_MAX_LENGTH } from '@backoffice/contracts/items';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, items, itemVariants } from '../src/db/schema/index.js';
import { bearer, signIn } from './identity-fixtures.js';
import { confirm, csvOf, EN_HEADER, getImport, upload, xlsxOf } from './item-import-fixtures.js';
import { readSheetRows } from './read-sheet.js';
import { useTestApp } from './test-context.js';

/** Issue 29 item 3 (decision 0180): the template, and a file read into a preview that changes nothing. */
describe('item import: template and preview', () => {
  const context = useTestApp();
  let owner: string;
  let ownerB: string;

  beforeAll(async () => {
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    ownerB = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    const { db } = context.database;
    const a = context.fx.a.id;
    const [item] = await db.insert(items).values({ businessId: a, name: 'Kopi Susu' }).returning();
    await db
      .insert(itemVariants)
      .values({ businessId: a, itemId: item!.id, name: '', sku: 'KS-1', price: 18_000 });
  });

  const itemCount = async () =>
    (
      await context.database.db
        .select({ n: count() })
        .from(items)
        .where(eq(items.businessId, context.fx.a.id))
    )[0]!.n;

  it('answers the template in the caller’s language, as XLSX or CSV', async () => {
    const xlsx = await context.app.inject({
      method: 'GET',
      url: '/api/v3/items/import_items_template?format=xlsx',
      headers: { ...bearer(owner), 'accept-language': 'id' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('template-impor-item.xlsx');
    const [header] = await readSheetRows(xlsx.rawPayload, 'xlsx');
    expect(header).toEqual([
      'Nama item*',
      'Nama varian',
      'Kategori',
      'SKU',
      'Harga*',
      'Harga modal',
      'Outlet',
      'Lacak stok',
      'Stok',
      'Batas stok menipis',
    ]);
    const csv = await context.app.inject({
      method: 'GET',
      url: '/api/v3/items/import_items_template?format=csv',
      headers: { ...bearer(owner), 'accept-language': 'en-US' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe(
      `\uFEFF${EN_HEADER.map((label) => (label === 'Item name' || label === 'Price' ? `${label}*` : label)).join(',')}\r\n`,
    );
  });

  it('lists every refused row with its column and reason, and writes nothing', async () => {
    const before = await itemCount();
    const file = await xlsxOf([
      EN_HEADER,
      ['Es Teh', '', 'Minuman', 'ET-1', 8000, 3000, 'Outlet a1', 'No', null, null],
      ['', '', '', '', 5000, 0, '', 'No', null, null],
      ['Roti Bakar', '', 'Makanan', 'KS-1', 12000, 0, '', 'No', null, null],
      ['Nasi Goreng', '', '', '', -5, 0, 'Outlet z9', 'Maybe', null, null],
      ['Es Teh', '', 'Minuman', 'ET-2', 9000, 3000, 'Outlet a1', 'No', null, null],
      ['Mie', '', '', '', '12.5', 0, '', 'No', 4, null],
      ['Es Jeruk', '', 'Minuman', 'ET-1', 10000, 0, '', 'No', null, null],
    ]);
    const response = await upload(context.app, owner, file);
    expect(response.statusCode).toBe(201);
    const preview = response.json();
    expect(preview).toMatchObject({ status: 'PREVIEW', total_rows: 7, refused_rows: 6, language: 'en' });
    const seen = preview.problems.map((p: { row: number; column: string; key: string }) => [
      p.row,
      p.column,
      p.key,
    ]);
    expect(seen).toEqual([
      [3, 'item_name', 'itemImport.required'],
      [4, 'sku', 'itemImport.skuTaken'],
      [5, 'price', 'itemImport.negative'],
      [5, 'track_stock', 'itemImport.notYesNo'],
      [5, 'outlets', 'itemImport.unknownOutlet'],
      [6, 'variant_name', 'itemImport.duplicateRow'],
      [7, 'price', 'itemImport.notWholeRupiah'],
      [7, 'stock', 'itemImport.stockNotTracked'],
      [8, 'sku', 'itemImport.duplicateSku'],
    ]);
    const taken = preview.problems.find((p: { row: number }) => p.row === 4);
    expect(taken).toMatchObject({
      message: 'SKU already used by the item "Kopi Susu"',
      params: { item: 'Kopi Susu' },
    });
    expect(
      preview.problems.find((p: { row: number; column: string }) => p.row === 5 && p.column === 'outlets'),
    ).toMatchObject({ message: 'No outlet named "Outlet z9" among your outlets' });
    expect(await itemCount()).toBe(before);

    const refused = await confirm(context.app, owner, preview.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      field: 'body.import_id',
      key: 'itemImport.hasRefusedRows',
    });
    expect((await getImport(context.app, owner, preview.id)).json().status).toBe('PREVIEW');
    expect(await itemCount()).toBe(before);
  });

  it('takes the text limits of the item and category contracts: what the panel saves, the import reads', async () => {
    const at = (length: number, letter: string) => letter.repeat(length);
    const file = await xlsxOf([
      EN_HEADER,
      [
        at(ITEM_NAME_MAX_LENGTH, 'a'),
        at(VARIANT_NAME_MAX_LENGTH, 'v'),
        at(CATEGORY_NAME_MAX_LENGTH, 'c'),
        at(SKU_MAX_LENGTH, 's'),
        1000,
        0,
        '',
        'No',
        null,
        null,
      ],
      [
        at(ITEM_NAME_MAX_LENGTH + 1, 'b'),
        at(VARIANT_NAME_MAX_LENGTH + 1, 'w'),
        at(CATEGORY_NAME_MAX_LENGTH + 1, 'd'),
        at(SKU_MAX_LENGTH + 1, 't'),
        1000,
        0,
        '',
        'No',
        null,
        null,
      ],
    ]);
    const preview = (await upload(context.app, owner, file)).json();
    expect(preview).toMatchObject({ status: 'PREVIEW', total_rows: 2, refused_rows: 1 });
    const seen = preview.problems.map((p: { row: number; column: string; key: string; params: unknown }) => [
      p.row,
      p.column,
      p.key,
      p.params,
    ]);
    expect(seen).toEqual([
      [3, 'item_name', 'itemImport.tooLong', { max: ITEM_NAME_MAX_LENGTH }],
      [3, 'variant_name', 'itemImport.tooLong', { max: VARIANT_NAME_MAX_LENGTH }],
      [3, 'category', 'itemImport.tooLong', { max: CATEGORY_NAME_MAX_LENGTH }],
      [3, 'sku', 'itemImport.tooLong', { max: SKU_MAX_LENGTH }],
    ]);
  });

  it('refuses a cell holding a formula, never reading its result', async () => {
    const file = await xlsxOf([
      EN_HEADER,
      ['Kopi Hitam', '', '', '', { formula: '10000+5000', result: 15000 }, 0, '', 'No', null, null],
      [{ formula: 'HYPERLINK("http://x","Teh")', result: 'Teh' }, '', '', '', 5000, 0, '', 'No', null, null],
    ]);
    const preview = (await upload(context.app, owner, file)).json();
    expect(preview.problems).toMatchObject([
      { row: 2, column: 'price', key: 'itemImport.formula', message: 'A formula: type the value itself' },
      { row: 3, column: 'item_name', key: 'itemImport.formula' },
    ]);
    // A CSV has no formulas, but a spreadsheet program would run a cell starting with `=`.
    const csv = csvOf([EN_HEADER.join('|'), '=cmd|A0,,,,1000,,,,,'], ',');
    const fromCsv = (await upload(context.app, owner, csv, 'items.csv')).json();
    expect(fromCsv.problems[0]).toMatchObject({ row: 2, column: 'item_name', key: 'itemImport.formula' });
  });

  it('reads a CSV in Indonesian number format by its Indonesian header, with Excel’s semicolons', async () => {
    const file = csvOf(
      [
        'Nama item*|Nama varian|Kategori|SKU|Harga*|Harga modal|Outlet|Lacak stok|Stok|Batas stok menipis',
        'Pisang Goreng||Camilan|PG-1|15.000|7.500|"Outlet a1; Outlet a2"|Ya|20|5',
        'Martabak|Manis|Camilan||"1.250.000,00"|0||Tidak||',
        'Martabak|Telur|Camilan||15.000,50|0||Tidak||',
      ],
      ';',
    );
    // A quoted cell may hold the separator: the outlets are named in one cell.
    const preview = (await upload(context.app, owner, file, 'items.csv')).json();
    expect(preview).toMatchObject({ language: 'id', total_rows: 3, refused_rows: 1, new_items: 2 });
    expect(preview.problems).toMatchObject([{ row: 4, column: 'price', key: 'itemImport.notWholeRupiah' }]);
  });

  it('refuses a file it cannot read, and one without the required columns', async () => {
    const junk = await upload(context.app, owner, Buffer.from([0x00, 0x01, 0x02, 0xff]), 'photo.png');
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errors[0].key).toBe('itemImport.fileUnreadable');
    const noPrice = await upload(context.app, owner, csvOf(['Item name|Category', 'Kopi|Minuman']), 'x.csv');
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().errors[0]).toMatchObject({
      key: 'itemImport.headerMissing',
      message: 'The header row has no column "Price".',
    });
    const empty = await upload(context.app, owner, csvOf([EN_HEADER.join('|')]), 'x.csv');
    expect(empty.json().errors[0].key).toBe('itemImport.fileEmpty');
    const json = await context.app.inject({
      method: 'POST',
      url: '/api/v3/items/import_items_temporary?file_name=x.csv',
      headers: bearer(owner),
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers another business’s import as missing', async () => {
    const preview = (
      await upload(context.app, owner, csvOf([EN_HEADER.join('|'), 'Wedang,,,,5000,,,,,']), 'x.csv')
    ).json();
    expect((await getImport(context.app, ownerB, preview.id)).statusCode).toBe(404);
    expect((await confirm(context.app, ownerB, preview.id)).statusCode).toBe(404);
    expect((await getImport(context.app, owner, preview.id)).statusCode).toBe(200);
  });

  it('creates nothing when a category is only named in a refused preview', async () => {
    const named = await context.database.db
      .select({ n: count() })
      .from(categories)
      .where(and(eq(categories.businessId, context.fx.a.id), eq(categories.name, 'Minuman')));
    expect(named[0]!.n).toBe(0);
  });
});
