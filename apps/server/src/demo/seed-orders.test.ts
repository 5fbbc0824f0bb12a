import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from '../db/database.js';
import { queryRows } from './bulk-insert.js';
import { seedDemo } from './seed-demo.js';

const now = new Date('2026-03-15T03:00:00Z');
const options = { days: 30, now };

// prettier-ignore
const productTables = [
  'principals', 'brands', 'principal_outlets', 'brand_outlets', 'categories', 'items', 'item_variants',
  'item_outlets', 'modifiers', 'modifier_options', 'item_modifiers', 'sales_types', 'taxes', 'tax_outlets',
  'gratuities', 'gratuity_outlets', 'payment_methods', 'outlet_checkout_settings', 'customers', 'loyalty_programs',
  'loyalty_rewards', 'loyalty_members', 'orders', 'order_items', 'order_discounts', 'order_promos', 'order_taxes',
  'order_gratuities', 'payments', 'refunds', 'refund_items', 'void_items', 'discounts', 'discount_outlets', 'promos',
  'campaigns', 'campaign_outlets',
];

// Invoice tokens are left out: they are random on purpose (decision 0042), so no two seeds share them.
const fingerprint = sql`
  select (select md5(string_agg(concat_ws('|', id, business_id, outlet_id, uuid, receipt_number, status,
            customer_id, created_by, collected_by, created_at, completed_at, total_collected, net_sales, loyalty::text,
            cancel_reason), ',' order by id)) from orders) as orders,
         (select md5(string_agg(concat_ws('|', id, order_id, item_name, variant_name, quantity, gross_amount,
            discount_amount, modifiers::text), ',' order by id)) from order_items) as items,
         (select md5(string_agg(concat_ws('|', id, order_id, method_code, amount, tendered_amount), ',' order by id))
            from payments) as payments,
         (select md5(string_agg(concat_ws('|', id, order_id, refund_amount, reason, refunded_at), ',' order by id))
            from refunds) as refunds,
         (select md5(string_agg(concat_ws('|', id, order_id, item_name, reason, cancelled_time), ',' order by id))
            from void_items) as voids,
         (select md5(string_agg(concat_ws('|', customer_id, points_balance), ',' order by id)) from loyalty_members)
            as balances`;

describe('demo orders', () => {
  let database: DatabaseHandle;
  let mainId: number;
  const rows = <T>(query: SQL) => queryRows<T>(database.db, query);
  const count = async (query: SQL) => Number((await rows<{ n: string | number }>(query))[0]?.n ?? 0);
  const mainCount = (where: SQL) =>
    count(sql`select count(*) as n from orders o where o.business_id = ${mainId} and ${where}`);

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database, options);
    const [main] = await rows<{ id: number }>(
      sql`select business_id as id from users where email = 'owner@demo.test'`,
    );
    mainId = main?.id ?? 0;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('adds up every order in integer Rupiah', async () => {
    expect(await count(sql`select count(*) as n from orders`)).toBeGreaterThan(5000);
    expect(
      await count(sql`select count(*) as n from orders where net_sales <> subtotal - discount_total
      or total_collected <> net_sales + gratuity_total + tax_total + rounding_amount or gross_sales <> subtotal
      or net_sales < 0 or discount_total < promo_total + redeem_amount`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from order_items
      where gross_amount <> (unit_price + modifier_amount) * quantity or discount_amount > gross_amount`),
    ).toBe(0);
    expect(
      await count(sql`
      select count(*) as n from orders o
        left join (select order_id, sum(gross_amount) g, sum(discount_amount) d from order_items group by 1) i on i.order_id = o.id
        left join (select order_id, sum(amount) a from order_discounts group by 1) od on od.order_id = o.id
        left join (select order_id, sum(reward_amount) a from order_promos group by 1) op on op.order_id = o.id
        left join (select order_id, sum(amount) a from order_taxes group by 1) t on t.order_id = o.id
        left join (select order_id, sum(amount) a from order_gratuities group by 1) g on g.order_id = o.id
       where o.subtotal <> i.g
          or o.discount_total <> i.d + coalesce(od.a, 0) + coalesce(op.a, 0) + o.redeem_amount
          or o.promo_total <> coalesce(op.a, 0) or o.tax_total <> coalesce(t.a, 0) or o.gratuity_total <> coalesce(g.a, 0)`),
    ).toBe(0);
    // Completed orders are paid exactly (split payments included); open and cancelled bills have no payment.
    expect(
      await count(sql`
      select count(*) as n from orders o left join (select order_id, sum(amount) a, count(*) c from payments group by 1) p
        on p.order_id = o.id
       where (o.status = 'completed' and (p.a is null or p.a <> o.total_collected))
          or (o.status <> 'completed' and p.c is not null)`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from payments where tendered_amount < amount`)).toBe(0);
    expect(
      await count(sql`select count(*) as n from void_items where total_price <> unit_price * quantity`),
    ).toBe(0);
  });

  it('refunds partly and fully, with refund arithmetic mirroring the order', async () => {
    const refunds = await rows<{ full: boolean; n: number }>(sql`
      select r.refund_amount = -o.total_collected as full, count(*)::int as n
        from refunds r join orders o on o.id = r.order_id where o.status = 'completed' group by 1`);
    expect(refunds.find((r) => r.full)?.n ?? 0).toBeGreaterThan(0);
    expect(refunds.find((r) => !r.full)?.n ?? 0).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) as n from refunds r join orders o on o.id = r.order_id
      where r.total_net_sales <> r.subtotal - r.total_discount or r.total_gross_sales <> r.subtotal
         or r.refund_amount <> r.total_net_sales + r.total_gratuity + r.total_tax + r.total_rounding_amount
         or -r.refund_amount > o.total_collected or r.refunded_at < o.completed_at or r.refunded_at > ${now.toISOString()}
         or (r.reason = 'Other') <> (r.custom_reason is not null) or o.status <> 'completed'`),
    ).toBe(0);
    expect(
      await count(sql`
      select count(*) as n from refunds r join (select refund_id, sum(gross_amount) g, sum(discount_amount) d,
             sum(tax_amount) t, sum(gratuity_amount) s, sum(net_amount) net from refund_items group by 1) i on i.refund_id = r.id
       where i.g <> r.subtotal or i.d <> r.total_discount or i.t <> r.total_tax or i.s <> r.total_gratuity
          or i.net <> r.total_net_sales`),
    ).toBe(0);
  });

  it('shows cancelled orders, void items, discounts, promos, taxes, gratuity, rounding and loyalty', async () => {
    expect(await mainCount(sql`o.status = 'cancelled'`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) as n from orders where status = 'cancelled'
      and (cancel_reason is null or cancelled_by is null or cancelled_at < created_at or completed_at is not null)`),
    ).toBe(0);
    expect(await mainCount(sql`o.status = 'open'`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) as n from void_items v join orders o on o.id = v.order_id
      where v.business_id = ${mainId} and v.reason <> '' and v.void_by is not null and v.cancelled_time >= o.created_at`),
    ).toBeGreaterThan(0);
    expect(
      await mainCount(sql`exists (select 1 from order_discounts d where d.order_id = o.id)`),
    ).toBeGreaterThan(0);
    expect(
      await mainCount(
        sql`exists (select 1 from order_items i where i.order_id = o.id and i.discount_amount > 0)`,
      ),
    ).toBeGreaterThan(0);
    expect(await mainCount(sql`o.promo_total > 0`)).toBeGreaterThan(0);
    expect(await mainCount(sql`o.tax_total > 0`)).toBeGreaterThan(0);
    expect(await mainCount(sql`o.gratuity_total > 0`)).toBeGreaterThan(0);
    expect(await mainCount(sql`o.rounding_amount <> 0`)).toBeGreaterThan(0);
    expect(await mainCount(sql`o.redeem_amount > 0 and o.loyalty->>'type' = 'REDEMPTION'`)).toBeGreaterThan(
      0,
    );
    expect(await mainCount(sql`o.points_earned > 0`)).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*) as n from loyalty_members where business_id = ${mainId} and points_balance > 0`,
      ),
    ).toBeGreaterThan(10);
    expect(
      await mainCount(sql`(select count(*) from payments p where p.order_id = o.id) > 1`),
    ).toBeGreaterThan(0);
    // Rounding outlets round every total to their multiple.
    expect(
      await count(sql`select count(*) as n from orders o join outlet_checkout_settings s on s.outlet_id = o.outlet_id
      where s.rounding_enabled and o.total_collected % s.rounding_multiple <> 0`),
    ).toBe(0);
  });

  it('sells during opening hours of each outlet, in its own time zone, and reaches back before last year', async () => {
    expect(
      await count(sql`select count(*) as n from orders o join outlets t on t.id = o.outlet_id
      where extract(hour from o.created_at at time zone t.time_zone) not between 7 and 21`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from orders where created_at > ${now.toISOString()}
      or completed_at > ${now.toISOString()}`),
    ).toBe(0);
    expect(await mainCount(sql`o.created_at < '2025-01-01T00:00:00+07:00'`)).toBeGreaterThan(0);
    const perOutletDay = await rows<{ avg: string }>(sql`
      select avg(n) as avg from (select outlet_id, (created_at at time zone 'Asia/Jakarta')::date, count(*) n from orders
       where business_id = ${mainId} and created_at > ${new Date(now.getTime() - 28 * 86_400_000).toISOString()}
       group by 1, 2) d`);
    expect(Number(perOutletDay[0]?.avg)).toBeGreaterThan(45);
    expect(Number(perOutletDay[0]?.avg)).toBeLessThan(80);
  });

  it('stores each sale, payment, refund and void under the date its outlet saw', async () => {
    for (const [table, at] of [
      ['orders', 'created_at'],
      ['payments', 'created_at'],
      ['refunds', 'refunded_at'],
      ['void_items', 'cancelled_time'],
    ] as const) {
      const [rowsOf, wrong] = await Promise.all([
        count(sql`select count(*) as n from ${sql.identifier(table)}`),
        count(sql`select count(*) as n from ${sql.identifier(table)} x
          join outlets o on o.business_id = x.business_id and o.id = x.outlet_id
         where x.business_date <> (x.${sql.identifier(at)} at time zone o.time_zone)::date`),
      ]);
      expect(rowsOf, table).toBeGreaterThan(0);
      expect(wrong, table).toBe(0);
    }
    // Sales early in the local morning carry the previous day's date in UTC: the outlet's zone decides the date.
    expect(
      await count(sql`select count(*) as n from orders x
        join outlets o on o.business_id = x.business_id and o.id = x.outlet_id
       where o.time_zone <> 'UTC' and x.business_date <> (x.created_at at time zone 'UTC')::date`),
    ).toBeGreaterThan(0);
  });

  it('takes QRIS only at outlets of an approved registration, from its approval on (decision 0135)', async () => {
    // What Payment Methods calls active is what the dashboard may show takings for.
    const qrisOutside = sql`
      from payments p join orders o on o.business_id = p.business_id and o.id = p.order_id
     where p.method_code = 'QRIS' and not exists (
       select 1 from qris_registrations r
         join qris_registration_outlets ro on ro.business_id = r.business_id and ro.registration_id = r.id
        where r.business_id = p.business_id and r.status = 'approved' and ro.outlet_id = p.outlet_id
          and r.decided_at <= o.created_at)`;
    expect(await count(sql`select count(*) as n ${qrisOutside}`)).toBe(0);
    expect(
      await count(sql`select count(*) as n from daily_payment_sales d where d.method_name = 'QRIS'
        and not exists (select 1 from qris_registrations r where r.business_id = d.business_id and r.status = 'approved')`),
    ).toBe(0);
    // The approved business's outlet does take it.
    expect(await count(sql`select count(*) as n from payments where method_code = 'QRIS'`)).toBeGreaterThan(
      0,
    );
  });

  it('keeps refunded quantities and totals on the order in step with its refunds', async () => {
    expect(
      await count(sql`select count(*) as n from order_items where refunded_quantity > 0`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) as n from order_items i
        left join (select business_id, order_item_id, sum(quantity) q from refund_items group by 1, 2) r
          on r.business_id = i.business_id and r.order_item_id = i.id
       where i.refunded_quantity <> coalesce(r.q, 0)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from orders o
        left join (select business_id, order_id, sum(refund_amount) a from refunds group by 1, 2) r
          on r.business_id = o.business_id and r.order_id = o.id
       where o.refunded_amount <> -coalesce(r.a, 0)`),
    ).toBe(0);
  });

  it('has the catalogue, brands, sales types, payment methods, discounts and campaigns of the spec', async () => {
    expect(
      await count(sql`select count(*) as n from items where business_id = ${mainId}`),
    ).toBeGreaterThanOrEqual(100);
    expect(
      await count(
        sql`select count(*) as n from brands where business_id = ${mainId} and principal_id is not null`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*) as n from brands where business_id = ${mainId} and principal_id is null`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) as n from items where business_id = ${mainId} and brand_id is null`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) as n from principals p where business_id = ${mainId}
      and not exists (select 1 from brands b where b.principal_id = p.id)`),
    ).toBeGreaterThan(0);
    const names = async (table: string) =>
      (
        await rows<{ name: string }>(
          sql`select name from ${sql.identifier(table)} where business_id = ${mainId} order by position`,
        )
      ).map((r) => r.name);
    expect(await names('sales_types')).toEqual(['Dine In', 'Take Away', 'GoFood', 'GrabFood']);
    expect(await names('payment_methods')).toEqual([
      'Cash',
      'QRIS',
      'Debit Card',
      'Credit Card',
      'GoPay',
      'OVO',
    ]);
    expect(
      await count(sql`select count(*) as n from discounts where business_id = ${mainId} and amount is null`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) as n from discounts d where business_id = ${mainId} and type = 'cash'`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) as n from discounts d where business_id = ${mainId}
      and (select count(*) from discount_outlets x where x.discount_id = d.id) between 1 and 3`),
    ).toBeGreaterThan(0);
    const campaigns = await rows<{ state: string }>(sql`
      select case when not is_active then 'inactive' when start_date > ${now.toISOString()} then 'scheduled'
                  when end_date is null or end_date > ${now.toISOString()} then 'ongoing' else 'inactive' end as state
        from campaigns where business_id = ${mainId}`);
    expect(new Set(campaigns.map((c) => c.state))).toEqual(new Set(['inactive', 'scheduled', 'ongoing']));
  });

  it('keeps every reference valid and inside its business (the bulk load skips foreign-key triggers)', async () => {
    const references = await rows<{
      name: string;
      child: string;
      cols: string[];
      parent: string;
      pcols: string[];
    }>(sql`
      select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
             array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as cols,
             array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                     join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as pcols
        from pg_constraint c
       where c.contype = 'f'`);
    expect(references.length).toBeGreaterThan(50);
    // A reference to a tenant row names its business too (decision 0024), so "inside its business" is the key.
    const notByBusiness = references.filter(
      (r) => r.parent !== 'businesses' && r.parent !== 'permissions' && r.cols[0] !== 'business_id',
    );
    expect(notByBusiness.map((r) => r.name)).toEqual([]);
    const broken: string[] = [];
    for (const r of references) {
      const columns = r.cols.map((column, index) => [
        sql.identifier(column),
        sql.identifier(r.pcols[index]!),
      ]);
      const present = sql.join(
        columns.map(([column]) => sql`x.${column} is not null`),
        sql` and `,
      );
      const matches = sql.join(
        columns.map(([column, parentColumn]) => sql`p.${parentColumn} = x.${column}`),
        sql` and `,
      );
      const missing = await count(sql`select count(*) as n from ${sql.identifier(r.child)} x where ${present}
        and not exists (select 1 from ${sql.identifier(r.parent)} p where ${matches})`);
      if (missing) broken.push(`${r.name}: ${missing} missing`);
    }
    expect(broken).toEqual([]);
  });

  it('leads every index of the product tables with business_id', async () => {
    const offending = await rows<{ index: string }>(sql`
      select i.indexrelid::regclass::text as index from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
       where i.indrelid::regclass::text = any(${sql.param(productTables)}::text[])
         and not i.indisprimary and a.attname is distinct from 'business_id'`);
    // No exception left: an invoice token is unique across businesses through tenant_routes (decision 0107).
    expect(offending).toEqual([]);
  });

  it('comes out identical for the same now', async () => {
    const second = await createTestDatabase();
    try {
      await seedDemo(second, options);
      const [a] = await rows<Record<string, string>>(fingerprint);
      const [b] = await queryRows<Record<string, string>>(second.db, fingerprint);
      expect(b).toEqual(a);
    } finally {
      await second.close();
    }
    // Seeds a second whole demo database: under a loaded machine that alone has taken over a minute.
  }, 240_000);
});
