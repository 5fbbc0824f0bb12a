import type { BundleSummary, BundleVariantOption } from '@backoffice/contracts/bundle-packages';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleOf, bundlePageOf, bundleRequests, errorOf, seedItem } from './bundle-requests.js';
import { signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';

describe('bundle packages: the list and the variant picker', () => {
  const context = useTestApp();
  let api: ReturnType<typeof bundleRequests>;
  let owner: string;
  let stranger: string;
  let a1: number;
  let variants: number[];

  beforeAll(async () => {
    api = bundleRequests(context.app);
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    stranger = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    [a1] = context.fx.a.outletIds as [number];
    const db = context.database.db;
    const a = context.fx.a.id;
    variants = [
      ...(await seedItem(db, a, 'Americano', [{ price: 20000, sku: 'AME' }])).variantIds,
      ...(await seedItem(db, a, 'Brownies', [{ price: 12000 }])).variantIds,
      ...(
        await seedItem(db, a, 'Croissant 50% off_', [
          { name: 'Coklat', price: 15000 },
          { name: 'Keju', price: 16000 },
        ])
      ).variantIds,
    ];
    await seedItem(db, context.fx.b.id, 'Americano B', [{ price: 1 }]);
  });

  const create = (name: string, sku?: string) =>
    api.create(owner, {
      name,
      price: 10000,
      sku,
      components: [{ variant_id: variants[0]!, quantity: 1 }],
      outlet_ids: [a1],
    });

  async function listAll(token: string, search?: string, perPage = 2): Promise<BundleSummary[]> {
    const all: BundleSummary[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 50; guard += 1) {
      const page = bundlePageOf(await api.list(token, { search, cursor, per_page: perPage }));
      all.push(...page.results);
      if (page.next_cursor === null) return all;
      cursor = page.next_cursor;
    }
    throw new Error('the list never ended');
  }

  it('is empty for a business without bundles, and lists only bundles, never plain items', async () => {
    expect(bundlePageOf(await api.list(owner))).toEqual({ results: [], next_cursor: null });
    expect(bundleOf(await create('Paket Zeta')).name).toBe('Paket Zeta');
    const page = bundlePageOf(await api.list(owner));
    expect(page.results.map((b) => b.name)).toEqual(['Paket Zeta']);
    expect(page.results[0]).toMatchObject({ contents_price: 20000, saving: 10000, component_count: 1 });
  });

  it('pages by name without repeating or skipping while bundles are added between pages', async () => {
    for (const name of ['paket b', 'Paket A', 'Paket D', 'Paket C']) await create(name);
    const first = bundlePageOf(await api.list(owner, { per_page: 2 }));
    expect(first.results.map((b) => b.name)).toEqual(['Paket A', 'paket b']);
    await create('Paket Aa');
    await create('Paket E');
    const second = bundlePageOf(await api.list(owner, { per_page: 2, cursor: first.next_cursor! }));
    expect(second.results.map((b) => b.name)).toEqual(['Paket C', 'Paket D']);
    const names = (await listAll(owner)).map((b) => b.name);
    expect(names).toEqual(['Paket A', 'Paket Aa', 'paket b', 'Paket C', 'Paket D', 'Paket E', 'Paket Zeta']);
  });

  it('searches by part of the name or the SKU, ignoring case, with LIKE wildcards taken literally', async () => {
    await create('Hemat 100%', 'HMT-01');
    expect((await listAll(owner, 'PAKET D')).map((b) => b.name)).toEqual(['Paket D']);
    expect((await listAll(owner, 'hmt')).map((b) => b.name)).toEqual(['Hemat 100%']);
    expect((await listAll(owner, '%')).map((b) => b.name)).toEqual(['Hemat 100%']);
    expect(await listAll(owner, 'nothing like it')).toEqual([]);
  });

  it('shows another business none of them', async () => {
    expect(await listAll(stranger)).toEqual([]);
  });

  it('refuses a cursor edited by hand with 400', async () => {
    const response = await api.list(owner, { cursor: 'not-a-cursor' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors[0]?.field).toBe('querystring.cursor');
  });

  it('offers the variants of plain items only, by item name, searchable by item, variant or SKU', async () => {
    const options: BundleVariantOption[] = [];
    let cursor: string | undefined;
    do {
      const page = (await api.variants(owner, { cursor, per_page: 2 })).json<{
        results: BundleVariantOption[];
        next_cursor: string | null;
      }>();
      options.push(...page.results);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(options.map((o) => [o.item_name, o.variant_name, o.price])).toEqual([
      ['Americano', '', 20000],
      ['Brownies', '', 12000],
      ['Croissant 50% off_', 'Coklat', 15000],
      ['Croissant 50% off_', 'Keju', 16000],
    ]);
    const keju = (await api.variants(owner, { search: 'keju' })).json<{ results: BundleVariantOption[] }>();
    expect(keju.results.map((o) => o.variant_id)).toEqual([variants[3]]);
    const sku = (await api.variants(owner, { search: 'ame' })).json<{ results: BundleVariantOption[] }>();
    expect(sku.results.map((o) => o.sku)).toEqual(['AME']);
    const underscore = (await api.variants(owner, { search: '_' })).json<{
      results: BundleVariantOption[];
    }>();
    expect(underscore.results.map((o) => o.item_name)).toEqual(['Croissant 50% off_', 'Croissant 50% off_']);
  });
});
