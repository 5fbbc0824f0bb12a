import { campaignMessages } from '@backoffice/contracts/campaigns';
import { fileMessages } from '@backoffice/contracts/files';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema/index.js';
import { campaignRequests, uploadedImage } from './campaign-requests.js';
import { jpegHeaders, pdfDocument, pngImage } from './file-fixtures.js';
import { signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';

// 10:00 in Jakarta (the fixtures' zone) on 15 March 2026.
const NOW = new Date('2026-03-15T03:00:00Z');
const FULL =
  "'Outlet a1' can not be assigned as it already has 5 campaign assigned. Discharge them from other campaign and try again.";

/** Issue 13: the campaign API on a fixed clock. */
describe('campaigns API', () => {
  let now = NOW;
  const context = useTestApp({ clock: () => now });
  let api: ReturnType<typeof campaignRequests>;
  let owner: string;
  let strangerOwner: string;
  let a1: number;
  let a2: number;
  let image: { id: string; name: string; url: string };

  beforeAll(async () => {
    api = campaignRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    strangerOwner = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    [a1, a2] = context.fx.a.outletIds as [number, number];
    image = await uploadedImage(api, owner, a1);
  });
  beforeEach(async () => {
    now = NOW;
    await context.database.db.delete(campaigns).where(eq(campaigns.businessId, context.fx.a.id));
  });

  const valid = (overrides: Record<string, unknown> = {}) => ({
    name: 'Promo Pagi 2',
    images: [image],
    duration: 10,
    outlet_ids: [a1],
    start_date: null,
    end_date: null,
    ...overrides,
  });

  it('creates a campaign without a period to run indefinitely from 00:00 tomorrow, scheduled until then', async () => {
    const created = await api.create(owner, valid({ outlet_ids: [a2, a1] }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Promo Pagi 2',
      duration: 10,
      outlet_ids: [a1, a2],
      start_date: '2026-03-15T17:00:00.000Z',
      end_date: null,
      is_active: true,
      status: 'scheduled',
      images: [{ id: image.id, name: image.name, url: image.url }],
    });
    const id = created.json().id as number;
    now = new Date('2026-03-15T16:59:59.999Z');
    expect((await api.list(owner)).json().results[0]).toMatchObject({ id, status: 'scheduled' });
    now = new Date('2026-03-15T17:00:00.000Z');
    expect((await api.list(owner)).json().results[0]).toMatchObject({ id, status: 'active' });
  });

  it('bumps a start already begun to now, ends the end day at 23:59:59, then is over', async () => {
    const created = await api.create(owner, valid({ start_date: '2026-03-15', end_date: '2026-03-16' }));
    expect(created.json()).toMatchObject({
      start_date: NOW.toISOString(),
      end_date: '2026-03-16T16:59:59.000Z',
      status: 'active',
    });
    now = new Date('2026-03-16T16:59:58.999Z');
    expect((await api.list(owner, { status: 'active' })).json().results).toHaveLength(1);
    now = new Date('2026-03-16T16:59:59.000Z');
    expect((await api.list(owner, { status: 'active' })).json().results).toHaveLength(0);
    expect((await api.list(owner, { status: 'inactive' })).json().results).toHaveLength(1);
  });

  it('filters by status and outlet, and pages with per_page', async () => {
    await api.create(owner, valid({ name: 'Later', start_date: '2026-04-01', outlet_ids: [a2] }));
    await api.create(owner, valid({ name: 'Now', start_date: '2026-03-01' }));
    const off = (await api.create(owner, valid({ name: 'Off' }))).json().id as number;
    expect((await api.status(owner, off, false)).json()).toMatchObject({
      is_active: false,
      status: 'inactive',
    });
    const names = async (query: Record<string, string | number>) =>
      ((await api.list(owner, query)).json().results as { name: string }[]).map((c) => c.name);
    expect(await names({ status: 'scheduled' })).toEqual(['Later']);
    expect(await names({ status: 'active' })).toEqual(['Now']);
    expect(await names({ status: 'inactive' })).toEqual(['Off']);
    expect(await names({ outlet: a2 })).toEqual(['Later']);
    expect(await names({ per_page: 2, page: 1 })).toHaveLength(2);
    expect(await names({ per_page: 2, page: 2 })).toHaveLength(1);
    expect((await api.list(owner, { per_page: 51 })).statusCode).toBe(400);
  });

  it('validates as the validation rules say, and caps the duration at 60', async () => {
    const fieldOf = async (body: Record<string, unknown>) => {
      const response = await api.create(owner, body);
      expect(response.statusCode).toBe(400);
      return response.json().errors[0] as { field: string; message: string };
    };
    expect(await fieldOf(valid({ name: '  ' }))).toMatchObject({ message: campaignMessages.nameRequired });
    expect(await fieldOf(valid({ name: 'Promo!' }))).toMatchObject({
      message: campaignMessages.nameCharacters,
    });
    expect(await fieldOf(valid({ name: 'x'.repeat(26) }))).toMatchObject({
      message: campaignMessages.nameTooLong,
    });
    expect(await fieldOf(valid({ images: [] }))).toMatchObject({ message: campaignMessages.imageRequired });
    expect(await fieldOf(valid({ images: Array(6).fill(image) }))).toMatchObject({
      message: campaignMessages.tooManyImages,
    });
    expect(await fieldOf(valid({ duration: 0 }))).toMatchObject({
      message: campaignMessages.durationRequired,
    });
    expect(await fieldOf(valid({ duration: undefined }))).toMatchObject({
      message: campaignMessages.durationRequired,
    });
    expect(await fieldOf(valid({ outlet_ids: [] }))).toMatchObject({
      message: campaignMessages.outletRequired,
    });
    expect(await fieldOf(valid({ outlet_ids: [context.fx.b.outletIds[0]] }))).toMatchObject({
      field: 'body.outlet_ids.0',
      message: campaignMessages.outletNotInBusiness,
    });
    expect(await fieldOf(valid({ start_date: '2026-03-01', end_date: '2026-03-14' }))).toMatchObject({
      field: 'body.end_date',
      message: campaignMessages.endPassed,
    });
    expect(await fieldOf(valid({ start_date: '2026-03-20', end_date: '2026-03-19' }))).toMatchObject({
      message: campaignMessages.endBeforeStart,
    });
    const capped = await api.create(owner, valid({ duration: 61 }));
    expect(capped.json().duration).toBe(60);
    expect((await api.list(owner)).json().results).toHaveLength(1);
  });

  it('checks each uploaded image: PNG or JPEG by content, at least 800×800, at most 8 MB', async () => {
    const refusal = async (bytes: Buffer, filename = 'slide.png') => {
      const upload = await api.upload(owner, a1, bytes, filename);
      if (upload.statusCode !== 200) return upload.json().errors[0].message as string;
      const file = upload.json();
      const response = await api.create(
        owner,
        valid({ images: [{ id: file.id, name: filename, url: file.data }] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('body.images.0');
      return response.json().errors[0].message as string;
    };
    expect(await refusal(pdfDocument(), 'renamed.png')).toBe(fileMessages.allowedImageFormat);
    expect(await refusal(pngImage(799, 800))).toBe(campaignMessages.minWidth);
    expect(await refusal(pngImage(800, 799))).toBe(campaignMessages.minHeight);
    expect(await refusal(Buffer.from('not an image at all'), 'fake.png')).toBe(fileMessages.uploadFailed);
    // 8 MB + 1 byte: a real JPEG header padded past the limit.
    const header = jpegHeaders(1000, 1000);
    const oversize = Buffer.concat([header, Buffer.alloc(8 * 1024 * 1024 + 1 - header.length, 0x55)]);
    expect(oversize.length).toBe(8 * 1024 * 1024 + 1);
    expect(await refusal(oversize, 'big.jpg')).toBe(fileMessages.maxSize8);
    expect((await api.list(owner)).json().results).toHaveLength(0);
  });

  it("refuses another business's uploaded image as one it never uploaded", async () => {
    const theirs = await uploadedImage(api, strangerOwner, context.fx.b.outletIds[0]!);
    const response = await api.create(owner, valid({ images: [theirs] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      field: 'body.images.0',
      message: campaignMessages.imageNotFound,
    });
  });

  it('allows 5 campaigns per outlet and refuses the sixth with 0010 naming the outlet', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await api.create(owner, valid({ name: `Slide ${i}` }))).statusCode).toBe(201);
    }
    const sixth = await api.create(owner, valid({ name: 'Slide 6', outlet_ids: [a1, a2] }));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: '0010', message: FULL });
    expect(sixth.json().errors).toEqual([{ field: 'body.outlet_ids.0', message: FULL }]);
    // Editing one of the five keeps its own place.
    const first = (await api.list(owner)).json().results[4];
    expect((await api.update(owner, first.id, valid({ name: 'Slide 1b' }))).statusCode).toBe(200);
  });

  it("names 'Multiple outlets' with the list when several are full", async () => {
    for (let i = 1; i <= 5; i++) await api.create(owner, valid({ name: `Both ${i}`, outlet_ids: [a1, a2] }));
    const sixth = await api.create(owner, valid({ outlet_ids: [a1, a2] }));
    expect(sixth.json()).toMatchObject({
      code: '0010',
      message:
        "'Multiple outlets' can not be assigned as it already has 5 campaign assigned. Discharge them from other campaign and try again. (Outlet a1, Outlet a2)",
    });
  });

  it('updates, deactivates, reactivates and deletes, and keeps images it already shows', async () => {
    const created = (await api.create(owner, valid())).json();
    const kept = created.images[0];
    const second = await uploadedImage(api, owner, a1, pngImage(900, 1200));
    const updated = await api.update(owner, created.id, {
      ...valid({ name: 'Renamed', images: [kept, second], duration: 5, start_date: '2026-03-20' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Renamed',
      images: [{ id: kept.id }, { id: second.id }],
      start_date: '2026-03-19T17:00:00.000Z',
    });
    expect((await api.status(owner, created.id, false)).json().status).toBe('inactive');
    expect((await api.status(owner, created.id, true)).json().status).toBe('scheduled');
    expect((await api.remove(owner, created.id)).statusCode).toBe(204);
    expect((await api.remove(owner, created.id)).statusCode).toBe(404);
  });

  it("answers 404 for another business's campaign and writes nothing", async () => {
    const created = (await api.create(owner, valid())).json();
    expect((await api.update(strangerOwner, created.id, valid())).statusCode).toBe(404);
    expect((await api.status(strangerOwner, created.id, false)).statusCode).toBe(404);
    expect((await api.remove(strangerOwner, created.id)).statusCode).toBe(404);
    expect((await api.list(strangerOwner)).json().results).toEqual([]);
    expect((await api.display(strangerOwner, a1)).statusCode).toBe(404);
    expect((await api.list(owner)).json().results[0]).toMatchObject({
      is_active: true,
      name: 'Promo Pagi 2',
    });
  });

  it("lists an outlet's display campaigns: on and not over", async () => {
    await api.create(owner, valid({ name: 'Running', start_date: '2026-03-01' }));
    await api.create(owner, valid({ name: 'Tomorrow' }));
    const off = (await api.create(owner, valid({ name: 'Off', start_date: '2026-03-01' }))).json();
    await api.status(owner, off.id, false);
    const display = await api.display(owner, a1);
    expect(display.statusCode).toBe(200);
    expect(display.json().outlet).toEqual({ id: a1, name: 'Outlet a1' });
    expect(display.json().campaigns.map((c: { name: string }) => c.name)).toEqual(['Running', 'Tomorrow']);
    expect(display.json().now).toBe(NOW.toISOString());
  });
});

describe('campaign images resized for the display', () => {
  const context = useTestApp({ env: { PUBLIC_URL: 'http://files.test' } });

  it('keeps the original and serves a copy at most 1920 px on its longest side', async () => {
    const api = campaignRequests(context.app);
    const owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    const outlet = context.fx.a.outletIds[0]!;
    const large = await uploadedImage(api, owner, outlet, pngImage(2400, 1000));
    const small = await uploadedImage(api, owner, outlet, pngImage(1000, 800));
    const created = await api.create(owner, {
      name: 'Wide',
      images: [large, small],
      duration: 5,
      outlet_ids: [outlet],
    });
    expect(created.statusCode).toBe(201);
    const [wide, plain] = created.json().images as { url: string; display_url: string }[];
    expect(wide!.url).toBe(large.url);
    expect(wide!.display_url).not.toBe(wide!.url);
    const copy = await context.app.inject({
      method: 'GET',
      url: new URL(wide!.display_url).pathname,
    });
    expect(copy.statusCode).toBe(200);
    const metadata = await sharp(copy.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1920, 800]);
    const original = await context.app.inject({
      method: 'GET',
      url: new URL(wide!.url).pathname,
    });
    expect((await sharp(original.rawPayload).metadata()).width).toBe(2400);
    // Small enough already: the display shows the original.
    expect(plain!.display_url).toBe(plain!.url);
  });
});

describe('campaign images on the address the caller reached', () => {
  const context = useTestApp({ env: { PUBLIC_URL: 'https://office.example.test' } });
  const at = (host: string, token: string) => ({ authorization: `Bearer ${token}`, host });

  it('stores the files by key and answers their addresses on the host of each request', async () => {
    const api = campaignRequests(context.app);
    const owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    const outlet = context.fx.a.outletIds[0]!;
    const large = await uploadedImage(api, owner, outlet, pngImage(2400, 1000));
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/campaign/v1/campaigns',
      headers: at('office.example.test', owner),
      payload: { name: 'Keys', images: [large], duration: 5, outlet_ids: [outlet] },
    });
    expect(created.statusCode).toBe(201);
    const [image] = created.json().images as { id: string; url: string; display_url: string }[];
    // Reached by PUBLIC_URL's host: its scheme holds (a proxy may end TLS in front of the server).
    expect(image!.url).toBe(`https://office.example.test/api/file/v1/public/${context.fx.a.id}/${large.id}`);

    const [row] = await context.database.db
      .select({ images: campaigns.images })
      .from(campaigns)
      .where(eq(campaigns.id, created.json().id as number));
    expect(JSON.stringify(row!.images)).not.toMatch(/https?:|office\.example/);
    expect(row!.images).toEqual([
      { id: large.id, name: large.name, displayId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);

    for (const url of ['/api/campaign/v1/campaigns', `/api/campaign/v1/outlets/${outlet}/display`]) {
      const read = await context.app.inject({ method: 'GET', url, headers: at('192.168.1.20:3000', owner) });
      const body = read.json() as { results?: unknown[]; campaigns?: unknown[] };
      const [campaign] = (body.results ?? body.campaigns) as {
        images: { url: string; display_url: string }[];
      }[];
      const [listed] = campaign!.images;
      expect(listed!.url).toBe(`http://192.168.1.20:3000/api/file/v1/public/${context.fx.a.id}/${large.id}`);
      expect(listed!.display_url).toMatch(/^http:\/\/192\.168\.1\.20:3000\/api\/file\/v1\/public\//);
      expect(listed!.display_url).not.toBe(listed!.url);
    }
    // A host that is no host name is not put into an address.
    const odd = await context.app.inject({
      method: 'GET',
      url: '/api/campaign/v1/campaigns',
      headers: at('evil.test/"><x', owner),
    });
    expect(odd.statusCode).toBe(200);
    const [campaign] = odd.json().results as { images: { url: string }[] }[];
    expect(campaign!.images[0]!.url.startsWith('https://office.example.test/')).toBe(true);
  });
});
