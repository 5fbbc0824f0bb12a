import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDocument, pngImage } from './file-fixtures.js';
import { bearer, signIn } from './identity-fixtures.js';
import { startS3Server, type S3Server } from './s3-server.js';
import { useTestApp } from './test-context.js';

const PUBLIC_URL = 'http://files-s3.test';

/** Decision 0058: with FILES_S3_BUCKET set, uploads and exports live in the bucket and download as before. */
describe('files in an S3-compatible bucket', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-s3-'));
  const env: Record<string, string> = { PUBLIC_URL, DATA_DIR: dataDir };
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
    Object.assign(env, s3.env);
  });
  afterAll(async () => {
    await s3.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const context = useTestApp({ env });
  let owner: string;

  beforeAll(async () => {
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
  });

  const upload = (body: Record<string, unknown>) =>
    context.app.inject({
      method: 'POST',
      url: `/api/file/v1/outlets/${context.fx.a.outletIds[0]}/files/sync`,
      headers: bearer(owner),
      payload: body,
    });
  const get = (url: string, token?: string) =>
    context.app.inject({
      method: 'GET',
      // The path of the address, whichever host it names (addresses follow the request's host, decision 0132).
      url: ((address) => address.pathname + address.search)(new URL(url, PUBLIC_URL)),
      headers: token ? bearer(token) : {},
    });

  it('serves a public image from the bucket, and nothing was written to the files folder', async () => {
    const image = pngImage(640, 480);
    const response = await upload({
      data: image.toString('base64'),
      filename: 'menu.png',
      private_access: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const download = await get(response.json().data);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(image)).toBe(true);
    const filesDir = path.join(dataDir, 'files');
    expect(fs.existsSync(filesDir) ? fs.readdirSync(filesDir) : []).toEqual([]);
  });

  it('gives a private document only through its signed link', async () => {
    const document = pdfDocument();
    const response = await upload({
      data: document.toString('base64'),
      filename: 'akta.pdf',
      private_access: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json();
    const link = await get(`/api/file/v1/files/${id}/link`, owner);
    expect(link.statusCode, link.body).toBe(200);
    const download = await get(link.json().url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(document)).toBe(true);
  });

  it('writes an export into the bucket and downloads it by its link', async () => {
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/exporting/v1/exports',
      headers: bearer(owner),
      payload: {
        feature_name: 'order-export-transaction',
        additional: { start_time: '2024-01-01T00:00:00', end_time: '2024-01-31T23:59:59', outlet_id: null },
      },
    });
    expect(created.statusCode).toBe(201);
    let result: { status: string; file_url: string | null } | undefined;
    await expect
      .poll(
        async () => {
          result = (await get(`/api/exporting/v1/exports/${created.json().id}`, owner)).json();
          return result!.status;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe('SUCCESS');
    const file = await get(result!.file_url!);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
