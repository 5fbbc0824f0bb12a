import fs from 'node:fs';
import path from 'node:path';
import { fileMessages } from '@backoffice/contracts/files';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegHeaders, pdfDocument, pngImage } from './file-fixtures.js';
import { bearer, limitToOutlets, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';

const PUBLIC_URL = 'http://files.test';
const HOST = new URL(PUBLIC_URL).host;

/** Issue 11 item 4 (decision 0058): uploads, public files, signed links, and one business's files kept from another. */
describe('file uploads and downloads', () => {
  let now = new Date();
  const context = useTestApp({ env: { PUBLIC_URL }, clock: () => now });
  let ownerA: string;
  let ownerB: string;
  let outletA: number;

  beforeAll(async () => {
    ownerA = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    ownerB = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    outletA = context.fx.a.outletIds[0]!;
  });

  function upload(token: string, outlet: number, body: Record<string, unknown>) {
    return context.app.inject({
      method: 'POST',
      url: `/api/file/v1/outlets/${outlet}/files/sync`,
      // As a browser that reached the server by PUBLIC_URL sends it (addresses follow the host, decision 0132).
      headers: { ...bearer(token), host: HOST },
      payload: body,
    });
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'GET',
      url: url.replace(PUBLIC_URL, ''),
      headers: { host: HOST, ...headers },
    });

  it('stores a public image and serves it to anyone by its address, kept for a year', async () => {
    const image = pngImage(1000, 900);
    const response = await upload(ownerA, outletA, {
      data: image.toString('base64'),
      filename: 'promo banner.png',
      private_access: false,
    });
    expect(response.statusCode).toBe(200);
    const uploaded = response.json();
    expect(uploaded).toMatchObject({
      filename: 'promo banner.png',
      private_access: false,
      content_type: 'image/png',
      size: image.length,
      width: 1000,
      height: 900,
    });
    expect(uploaded.data).toBe(`${PUBLIC_URL}/api/file/v1/public/${context.fx.a.id}/${uploaded.id}`);

    const download = await get(uploaded.data);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.rawPayload.equals(image)).toBe(true);
    // Under another business's id the same file is not there.
    expect(
      (await get(uploaded.data.replace(`/public/${context.fx.a.id}/`, `/public/${context.fx.b.id}/`)))
        .statusCode,
    ).toBe(404);
  });

  it('keeps a private file behind a signed link that expires and cannot be altered', async () => {
    const document = pdfDocument();
    const response = await upload(ownerA, outletA, {
      data: document.toString('base64'),
      filename: 'akta pendirian.pdf',
      private_access: true,
    });
    expect(response.statusCode).toBe(200);
    const uploaded = response.json();
    expect(uploaded.content_type).toBe('application/pdf');
    expect(uploaded.width).toBeNull();
    const link = new URL(uploaded.data);
    expect(link.pathname).toBe(`/api/file/v1/downloads/${context.fx.a.id}/${uploaded.id}`);

    const download = await get(uploaded.data);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('akta pendirian.pdf')}`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(document)).toBe(true);

    // Its public address opens nothing; neither does a link with another signature, file or business.
    expect((await get(`/api/file/v1/public/${context.fx.a.id}/${uploaded.id}`)).statusCode).toBe(404);
    const signature = link.searchParams.get('signature')!;
    const forged = new URL(uploaded.data);
    forged.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    expect((await get(`${forged.pathname}${forged.search}`)).statusCode).toBe(404);
    const later = new URL(uploaded.data);
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await get(`${later.pathname}${later.search}`)).statusCode).toBe(404);
    const elsewhere = `${link.pathname.replace(`/downloads/${context.fx.a.id}/`, `/downloads/${context.fx.b.id}/`)}${link.search}`;
    expect((await get(elsewhere)).statusCode).toBe(404);

    // Ten minutes later the link is spent; the owner asks for a new one.
    now = new Date(now.getTime() + 11 * 60 * 1000);
    try {
      expect((await get(uploaded.data)).statusCode).toBe(404);
      const fresh = await get(`/api/file/v1/files/${uploaded.id}/link`, bearer(ownerA));
      expect(fresh.statusCode).toBe(200);
      expect((await get(fresh.json().url)).rawPayload.equals(document)).toBe(true);
      // Another business cannot ask for a link to it.
      expect((await get(`/api/file/v1/files/${uploaded.id}/link`, bearer(ownerB))).statusCode).toBe(404);
    } finally {
      now = new Date();
    }
  });

  it('decides the type from the bytes, never from the name', async () => {
    const disguised = await upload(ownerA, outletA, {
      data: Buffer.from('<html><script>alert(document.cookie)</script></html>').toString('base64'),
      filename: 'photo.png',
      private_access: false,
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors).toEqual([
      expect.objectContaining({ field: 'body.data', message: fileMessages.uploadFailed }),
    ]);

    const jpegNamedPdf = await upload(ownerA, outletA, {
      data: jpegHeaders(1024, 768).toString('base64'),
      filename: 'scan.pdf',
      private_access: false,
    });
    expect(jpegNamedPdf.statusCode).toBe(200);
    expect(jpegNamedPdf.json()).toMatchObject({ content_type: 'image/jpeg', width: 1024, height: 768 });
    expect((await get(jpegNamedPdf.json().data)).headers['content-type']).toBe('image/jpeg');

    const truncated = await upload(ownerA, outletA, {
      data: pngImage(50, 50).subarray(0, 16).toString('base64'),
      filename: 'cut.png',
      private_access: false,
    });
    expect(truncated.statusCode).toBe(400);
  });

  it('refuses what is too big, before and after decoding, and names no path from the client', async () => {
    const justOver = Buffer.alloc(8 * 1024 * 1024 + 3, 0);
    pngImage(1, 1).copy(justOver);
    const tooBig = await upload(ownerA, outletA, {
      data: justOver.toString('base64'),
      filename: 'huge.png',
      private_access: false,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors[0]).toMatchObject({ field: 'body.data', message: fileMessages.maxSize8 });

    // A body far beyond any file is refused without being read into a file.
    const flood = await context.app.inject({
      method: 'POST',
      url: `/api/file/v1/outlets/${outletA}/files/sync`,
      headers: { ...bearer(ownerA), 'content-type': 'application/json' },
      payload: JSON.stringify({ data: 'A'.repeat(16 * 1024 * 1024), filename: 'x.png' }),
    });
    expect(flood.statusCode).toBe(413);
    expect(flood.json()).toHaveProperty('code');

    for (const filename of ['../../etc/passwd', 'a\\b.png', 'nul\u0000.png', '']) {
      const response = await upload(ownerA, outletA, {
        data: pngImage(1, 1).toString('base64'),
        filename,
        private_access: false,
      });
      expect(response.statusCode, filename).toBe(400);
    }

    const stored = await upload(ownerA, outletA, {
      data: pngImage(3, 3).toString('base64'),
      filename: 'menu.png',
      private_access: false,
    });
    const dataDir = context.app.deps.config.FILES_DIR;
    const onDisk = fs.readdirSync(path.join(dataDir, String(context.fx.a.id)));
    expect(onDisk).toContain(`${stored.json().id}.png`);
    expect(onDisk.some((name) => name.includes('menu'))).toBe(false);
  });

  it('stores only for an outlet of the caller’s business within their reach', async () => {
    const body = { data: pngImage(1, 1).toString('base64'), filename: 'x.png', private_access: false };
    expect((await upload(ownerB, outletA, body)).statusCode).toBe(404);
    expect((await upload(ownerA, 2_147_483_647, body)).statusCode).toBe(404);

    const [first, second] = context.fx.a.outletIds as [number, number];
    await limitToOutlets(context.database.db, context.fx.a.id, context.fx.a.manager.id, [first]);
    const manager = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    expect((await upload(manager, first, body)).statusCode).toBe(200);
    expect((await upload(manager, second, body)).statusCode).toBe(404);
    expect((await upload('', first, body)).statusCode).toBe(401);
  });
});
