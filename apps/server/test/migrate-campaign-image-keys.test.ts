import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder } from '../src/db/database.js';
import { createTestDatabase } from './test-database.js';

const migration = readFileSync(path.join(migrationsFolder, '0021_campaign_image_keys.sql'), 'utf8');

const FILE = '5b0b6f8e-6f2c-4f7e-9d7e-2b3c4d5e6f70';
const COPY = '0c9e2a11-3b4d-4e5f-8a6b-7c8d9e0f1a2b';
const OTHER = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const address = (host: string, id: string) => `${host}/api/file/v1/public/1/${id}`;

/**
 * Campaigns saved before decision 0132 hold absolute addresses on the PUBLIC_URL of the day; migration 0021
 * turns them into the files' keys and leaves an image that is only an address of its own (the demo's) alone.
 */
describe('migration 0021 on stored campaign images', () => {
  let database: DatabaseHandle;
  const imagesOf = async (id: number) =>
    (
      (await database.executeSql(`select images from campaigns where id = ${id}`)).rows[0] as {
        images: unknown;
      }
    ).images;

  beforeAll(async () => {
    database = await createTestDatabase();
    const old = [
      {
        id: FILE,
        name: 'a.png',
        url: address('http://localhost:3000', FILE),
        displayUrl: address('http://localhost:3000', COPY),
      },
      { id: OTHER, name: 'b.png', url: address('https://office.example', OTHER) },
      { name: 'kept.png', url: address('http://10.0.0.5:3000', COPY) },
      { name: 'slide.svg', url: 'data:image/svg+xml;base64,PHN2Zy8+' },
    ];
    const demo = [{ name: 'slide.svg', url: 'data:image/svg+xml;base64,PHN2Zy8+' }];
    await database.executeSql(`
      insert into businesses (id, name) values (1, 'A');
      insert into campaigns (id, business_id, name, images, duration, start_date) values
        (1, 1, 'Old', '${JSON.stringify(old)}', 5, now()),
        (2, 1, 'Demo', '${JSON.stringify(demo)}', 5, now());
    `);
    await database.executeSql(migration);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps each file by its id (and its display copy by its id), in order, with no address left', async () => {
    expect(await imagesOf(1)).toEqual([
      { id: FILE, name: 'a.png', displayId: COPY },
      { id: OTHER, name: 'b.png' },
      { id: COPY, name: 'kept.png' },
      { name: 'slide.svg', url: 'data:image/svg+xml;base64,PHN2Zy8+' },
    ]);
  });

  it('leaves a campaign of address-only images as it was, and runs again without change', async () => {
    expect(await imagesOf(2)).toEqual([{ name: 'slide.svg', url: 'data:image/svg+xml;base64,PHN2Zy8+' }]);
    const before = await imagesOf(1);
    await database.executeSql(migration);
    expect(await imagesOf(1)).toEqual(before);
  });
});
