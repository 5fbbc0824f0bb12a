import { describe, expect, it } from 'vitest';
import type { PosCatalogue } from '@backoffice/contracts/pos-catalogue';
import { applyCatalogueAnswer, startCatalogueSync } from './catalogue-sync.js';

const noneDeleted = {
  items: [],
  categories: [],
  modifiers: [],
  taxes: [],
  gratuities: [],
  sales_types: [],
  promos: [],
  discounts: [],
};

const item = (id: number, price: number) => ({
  item_id: id,
  item_name: `Item ${id}`,
  category_id: null,
  kind: 'item' as const,
  description: null,
  track_stock: false,
  modifier_ids: [],
  tax_ids: [],
  sales_type_ids: [],
  bundle_components: [],
  variants: [{ variant_id: id * 10, name: '', sku: null, price, cost: 0, low_stock_level: null }],
});

const answer = (version: number, full: boolean, rest: Partial<PosCatalogue> = {}): PosCatalogue => ({
  version,
  full,
  deleted: noneDeleted,
  items: [],
  categories: [],
  modifiers: [],
  taxes: [],
  gratuities: [],
  sales_types: [],
  promos: [],
  discounts: [],
  outlet: { id: 1, name: 'Kemang', time_zone: 'Asia/Jakarta' },
  payment_methods: [],
  staff_ids: [],
  customers: [],
  loyalty: null,
  ...rest,
});

describe('the simulator’s catalogue', () => {
  it('replaces what changed, drops what was deleted, and takes a full answer whole', () => {
    const held = answer(3, true, { items: [item(1, 10_000), item(2, 12_000), item(3, 9_000)] });
    const next = applyCatalogueAnswer(
      held,
      answer(5, false, { items: [item(2, 15_000), item(4, 7_000)], deleted: { ...noneDeleted, items: [3] } }),
    );
    expect(next.version).toBe(5);
    expect(next.items.map((i) => [i.item_id, i.variants[0]!.price])).toEqual([
      [1, 10_000],
      [2, 15_000],
      [4, 7_000],
    ]);
    const replaced = applyCatalogueAnswer(next, answer(6, true, { items: [item(9, 1_000)] }));
    expect(replaced.items.map((i) => i.item_id)).toEqual([9]);
  });

  it('pulls before the first sale, then with its version once a minute has passed on its clock', async () => {
    let now = 1_000_000;
    const asked: (number | undefined)[] = [];
    const sync = await startCatalogueSync(
      async (since) => {
        asked.push(since);
        return since === undefined
          ? answer(7, true, { items: [item(1, 10_000)] })
          : answer(8, false, { items: [item(1, 11_000)] });
      },
      { now: () => now },
    );
    expect(asked).toEqual([undefined]);
    now += 59_999;
    expect(await sync.refreshIfDue()).toBe(false);
    expect(sync.current().items[0]!.variants[0]!.price).toBe(10_000);
    now += 1;
    expect(await sync.refreshIfDue()).toBe(true);
    expect(asked).toEqual([undefined, 7]);
    expect(sync.current().items[0]!.variants[0]!.price).toBe(11_000);
    expect(sync.current().version).toBe(8);
  });
});
