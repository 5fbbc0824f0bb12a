import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';

/**
 * Random catalogue edits written straight to the tables, as any writer (a screen, an import, a support command)
 * would: the device catalogue must follow them through the triggers alone (decision 0150).
 */

/** Seeded numbers (mulberry32), so a failing sequence can be replayed from its seed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Scene {
  db: Database;
  businessId: number;
  /** The device's outlet first; edits also touch the others. */
  outletIds: number[];
  random: () => number;
  serial: { n: number };
}

type Run = (statement: string) => Promise<{ rows: Record<string, unknown>[] }>;

const pickFrom = <T>(random: () => number, list: readonly T[]): T | undefined =>
  list.length ? list[Math.floor(random() * list.length)] : undefined;

async function idsOf(run: Run, table: string, businessId: number, where = 'true'): Promise<number[]> {
  const result = await run(
    `select id from ${table} where business_id = ${businessId} and ${where} order by id`,
  );
  return result.rows.map((r) => Number(r.id));
}

/** One edit: a name for the failure message, and its SQL run inside the caller's transaction. */
type Edit = (run: Run, scene: Scene, outlet: number) => Promise<void>;

const edits: Record<string, Edit> = {
  async createItem(run, { businessId: b, random, serial }, outlet) {
    const n = ++serial.n;
    const categories = await idsOf(run, 'categories', b);
    const category = random() < 0.6 ? (pickFrom(random, categories) ?? 'null') : 'null';
    const bundle = random() < 0.15;
    const [item] = (
      await run(`insert into items (business_id, name, category_id, kind, track_stock)
        values (${b}, 'Item ${n}', ${category}, '${bundle ? 'bundle' : 'item'}', ${random() < 0.3}) returning id`)
    ).rows;
    const itemId = Number(item!.id);
    for (let v = 0, count = bundle ? 1 : 1 + Math.floor(random() * 3); v < count; v++) {
      await run(`insert into item_variants (business_id, item_id, name, sku, price, cost)
        values (${b}, ${itemId}, 'V${v}', ${random() < 0.5 ? `'SKU-${n}-${v}'` : 'null'},
                ${1000 * (5 + Math.floor(random() * 40))}, 2000)`);
    }
    if (random() < 0.8) await run(`insert into item_outlets values (${b}, ${itemId}, ${outlet})`);
    if (bundle) {
      const variants = await idsOf(run, 'item_variants', b, `item_id <> ${itemId}`);
      const component = pickFrom(random, variants);
      if (component)
        await run(
          `insert into bundle_components values (${b}, ${itemId}, ${component}, ${1 + Math.floor(random() * 3)})`,
        );
    }
    const tax = pickFrom(random, await idsOf(run, 'taxes', b));
    if (tax && random() < 0.5) await run(`insert into item_taxes values (${b}, ${itemId}, ${tax})`);
    const modifier = pickFrom(random, await idsOf(run, 'modifiers', b));
    if (modifier && random() < 0.5)
      await run(`insert into item_modifiers values (${b}, ${itemId}, ${modifier})`);
    const salesType = pickFrom(random, await idsOf(run, 'sales_types', b));
    if (salesType && random() < 0.3)
      await run(`insert into item_sales_types values (${b}, ${itemId}, ${salesType})`);
  },
  async editItem(run, { businessId: b, random, serial }) {
    const item = pickFrom(random, await idsOf(run, 'items', b));
    if (!item) return;
    const change = random();
    if (change < 0.4)
      await run(`update items set name = 'Renamed ${++serial.n}' where business_id = ${b} and id = ${item}`);
    else if (change < 0.7)
      await run(`update items set is_active = not is_active where business_id = ${b} and id = ${item}`);
    else
      await run(
        `update items set category_id = null, description = 'd${++serial.n}' where business_id = ${b} and id = ${item}`,
      );
  },
  async deleteItem(run, { businessId: b, random }) {
    const item = pickFrom(random, await idsOf(run, 'items', b));
    if (item) await run(`delete from items where business_id = ${b} and id = ${item}`);
  },
  async toggleItemOutlet(run, { businessId: b, random }, outlet) {
    const item = pickFrom(random, await idsOf(run, 'items', b));
    if (!item) return;
    const removed = await run(
      `delete from item_outlets where business_id = ${b} and item_id = ${item} and outlet_id = ${outlet} returning item_id`,
    );
    if (removed.rows.length === 0) await run(`insert into item_outlets values (${b}, ${item}, ${outlet})`);
  },
  async variantEdit(run, { businessId: b, random, serial }) {
    const variants = await idsOf(run, 'item_variants', b);
    const variant = pickFrom(random, variants);
    const change = random();
    if (!variant || change < 0.3) {
      const item = pickFrom(random, await idsOf(run, 'items', b, `kind = 'item'`));
      if (item)
        await run(
          `insert into item_variants (business_id, item_id, name, price) values (${b}, ${item}, 'Extra ${++serial.n}', 12000)`,
        );
    } else if (change < 0.7) {
      await run(`update item_variants set price = price + 500 where business_id = ${b} and id = ${variant}`);
    } else {
      await run(`delete from item_variants where business_id = ${b} and id = ${variant}`);
    }
  },
  async outletPrice(run, { businessId: b, random }, outlet) {
    const variant = pickFrom(
      random,
      (await run(`select id, item_id from item_variants where business_id = ${b} order by id`)).rows,
    );
    if (!variant) return;
    const change = random();
    if (change < 0.6) {
      await run(`insert into variant_outlets (business_id, variant_id, item_id, outlet_id, price, low_stock_level)
        values (${b}, ${variant.id}, ${variant.item_id}, ${outlet}, ${1000 * Math.floor(1 + random() * 50)}, ${random() < 0.5 ? 3 : 'null'})
        on conflict (business_id, variant_id, outlet_id) do update set price = excluded.price, low_stock_level = excluded.low_stock_level`);
    } else if (change < 0.8) {
      // A sale moving stock: no catalogue change, and nothing a device sees.
      await run(
        `update variant_outlets set stock = coalesce(stock, 10) - 1 where business_id = ${b} and variant_id = ${variant.id}`,
      );
    } else {
      await run(
        `delete from variant_outlets where business_id = ${b} and variant_id = ${variant.id} and outlet_id = ${outlet}`,
      );
    }
  },
  async category(run, { businessId: b, random, serial }) {
    const category = pickFrom(random, await idsOf(run, 'categories', b));
    const change = random();
    if (!category || change < 0.5)
      await run(`insert into categories (business_id, name) values (${b}, 'Cat ${++serial.n}')`);
    else if (change < 0.75)
      await run(`update categories set color = '#${serial.n}' where business_id = ${b} and id = ${category}`);
    else await run(`delete from categories where business_id = ${b} and id = ${category}`);
  },
  async tax(run, { businessId: b, random, serial }, outlet) {
    const tax = pickFrom(random, await idsOf(run, 'taxes', b));
    const change = random();
    if (!tax || change < 0.35) {
      const [row] = (
        await run(`insert into taxes (business_id, name, percentage, is_included)
          values (${b}, 'Tax ${++serial.n}', ${(random() * 20).toFixed(2)}, ${random() < 0.5}) returning id`)
      ).rows;
      if (random() < 0.7) await run(`insert into tax_outlets values (${b}, ${row!.id}, ${outlet})`);
    } else if (change < 0.55) {
      await run(
        `update taxes set percentage = 11, is_included = not is_included where business_id = ${b} and id = ${tax}`,
      );
    } else if (change < 0.8) {
      const removed = await run(
        `delete from tax_outlets where business_id = ${b} and tax_id = ${tax} and outlet_id = ${outlet} returning tax_id`,
      );
      if (removed.rows.length === 0) await run(`insert into tax_outlets values (${b}, ${tax}, ${outlet})`);
    } else await run(`delete from taxes where business_id = ${b} and id = ${tax}`);
  },
  async modifier(run, { businessId: b, random, serial }, outlet) {
    const modifier = pickFrom(random, await idsOf(run, 'modifiers', b));
    const change = random();
    if (!modifier || change < 0.3) {
      const [row] = (
        await run(`insert into modifiers (business_id, name, min_select, max_select)
          values (${b}, 'Mod ${++serial.n}', ${Math.floor(random() * 2)}, ${random() < 0.5 ? 2 : 'null'}) returning id`)
      ).rows;
      await run(`insert into modifier_options (business_id, modifier_id, name, price) values
        (${b}, ${row!.id}, 'Less', 0), (${b}, ${row!.id}, 'Extra', 3000)`);
      // Half offered everywhere (no outlet rows), the others at one outlet.
      if (random() < 0.5) await run(`insert into modifier_outlets values (${b}, ${row!.id}, ${outlet})`);
    } else if (change < 0.5) {
      await run(
        `update modifier_options set price = price + 1000 where business_id = ${b} and modifier_id = ${modifier}`,
      );
    } else if (change < 0.8) {
      const removed = await run(
        `delete from modifier_outlets where business_id = ${b} and modifier_id = ${modifier} and outlet_id = ${outlet} returning modifier_id`,
      );
      if (removed.rows.length === 0)
        await run(`insert into modifier_outlets values (${b}, ${modifier}, ${outlet})`);
    } else await run(`delete from modifiers where business_id = ${b} and id = ${modifier}`);
  },
  async salesType(run, { businessId: b, random, serial }, outlet) {
    const type = pickFrom(random, await idsOf(run, 'sales_types', b));
    const change = random();
    if (!type || change < 0.35) {
      const [row] = (
        await run(
          `insert into sales_types (business_id, name) values (${b}, 'Type ${++serial.n}') returning id`,
        )
      ).rows;
      if (random() < 0.5) await run(`insert into sales_type_outlets values (${b}, ${row!.id}, ${outlet})`);
    } else if (change < 0.55) {
      await run(`update sales_types set is_default = false where business_id = ${b} and is_default`);
      await run(`update sales_types set is_default = true where business_id = ${b} and id = ${type}`);
    } else if (change < 0.7) {
      await run(`update sales_types set is_active = not is_active where business_id = ${b} and id = ${type}`);
    } else if (change < 0.85) {
      const removed = await run(
        `delete from sales_type_outlets where business_id = ${b} and sales_type_id = ${type} and outlet_id = ${outlet} returning sales_type_id`,
      );
      if (removed.rows.length === 0)
        await run(`insert into sales_type_outlets values (${b}, ${type}, ${outlet})`);
    } else await run(`delete from sales_types where business_id = ${b} and id = ${type}`);
  },
  async gratuity(run, { businessId: b, random, serial }, outlet) {
    const gratuity = pickFrom(random, await idsOf(run, 'gratuities', b));
    if (!gratuity || random() < 0.5) {
      const [row] = (
        await run(
          `insert into gratuities (business_id, name, percentage) values (${b}, 'Service ${++serial.n}', 5) returning id`,
        )
      ).rows;
      await run(`insert into gratuity_outlets values (${b}, ${row!.id}, ${outlet})`);
      const type = pickFrom(random, await idsOf(run, 'sales_types', b));
      if (type) await run(`insert into gratuity_sales_types values (${b}, ${row!.id}, ${type})`);
    } else await run(`delete from gratuities where business_id = ${b} and id = ${gratuity}`);
  },
  async promo(run, { businessId: b, random, serial }, outlet) {
    const promo = pickFrom(random, await idsOf(run, 'promos', b));
    const change = random();
    if (!promo || change < 0.4) {
      const [row] = (
        await run(`insert into promos (business_id, name, discount_type, amount, requirement, schedule, priority)
          values (${b}, 'Promo ${++serial.n}', 'PERCENTAGE', 10, '{"type":"cart","minimumAmount":50000}',
                  '{"days":[1,2,3],"from":"14:00","to":"17:00"}', ${Math.floor(random() * 5)}) returning id`)
      ).rows;
      if (random() < 0.6) await run(`insert into promo_outlets values (${b}, ${row!.id}, ${outlet})`);
    } else if (change < 0.7) {
      await run(
        `update promos set priority = priority + 1, is_active = not is_active where business_id = ${b} and id = ${promo}`,
      );
    } else await run(`delete from promos where business_id = ${b} and id = ${promo}`);
  },
  async discount(run, { businessId: b, random, serial }, outlet) {
    const discount = pickFrom(random, await idsOf(run, 'discounts', b));
    const change = random();
    if (!discount || change < 0.4) {
      const [row] = (
        await run(
          `insert into discounts (business_id, name, type, amount) values (${b}, 'Disc ${++serial.n}', 'cash', 5000) returning id`,
        )
      ).rows;
      if (random() < 0.7) await run(`insert into discount_outlets values (${b}, ${row!.id}, ${outlet})`);
    } else if (change < 0.7) {
      const removed = await run(
        `delete from discount_outlets where business_id = ${b} and discount_id = ${discount} and outlet_id = ${outlet} returning discount_id`,
      );
      if (removed.rows.length === 0)
        await run(`insert into discount_outlets values (${b}, ${discount}, ${outlet})`);
    } else await run(`delete from discounts where business_id = ${b} and id = ${discount}`);
  },
  async outlet(run, scene) {
    const { businessId: b, random, serial, outletIds } = scene;
    const extra = outletIds.slice(2);
    if (extra.length === 0 || random() < 0.6) {
      const [row] = (
        await run(
          `insert into outlets (business_id, name, city, province) values (${b}, 'Extra ${++serial.n}', 'Depok', 'Jawa Barat') returning id`,
        )
      ).rows;
      outletIds.push(Number(row!.id));
    } else {
      // Deleting an outlet takes every link to it with it (the device's own outlet stays).
      const gone = pickFrom(random, extra)!;
      await run(`delete from outlets where business_id = ${b} and id = ${gone}`);
      outletIds.splice(outletIds.indexOf(gone), 1);
    }
  },
};

/**
 * One transaction of one to three random edits, each at the device's outlet or another one. Answers the edits'
 * names, for the failure message.
 */
export async function randomEdits(scene: Scene): Promise<string[]> {
  const names = Object.keys(edits);
  const chosen = Array.from({ length: 1 + Math.floor(scene.random() * 3) }, () =>
    pickFrom(scene.random, names)!,
  );
  const outletsBefore = [...scene.outletIds];
  try {
    await scene.db.transaction(async (tx) => {
      const run: Run = async (statement) =>
        (await tx.execute(sql.raw(statement))) as unknown as { rows: Record<string, unknown>[] };
      for (const name of chosen) {
        const outlet = scene.random() < 0.7 ? scene.outletIds[0]! : pickFrom(scene.random, scene.outletIds)!;
        await edits[name]!(run, scene, outlet);
      }
    });
  } catch (error) {
    scene.outletIds.splice(0, scene.outletIds.length, ...outletsBefore);
    // A unique name or default drawn twice is a refused write: nothing changed, which the sync must also survive.
    if (!/unique|duplicate/i.test(String((error as Error).message) + String((error as Error).cause)))
      throw error;
  }
  return chosen;
}
