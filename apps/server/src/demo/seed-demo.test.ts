import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { verifyPassword } from '../platform/auth/password.js';
import { managerPermissionKeys } from '../platform/permissions/permission-catalogue.js';
import type { DatabaseHandle } from '../db/database.js';
import { localDate } from '../domain/local-time.js';
import { queryRows } from './bulk-insert.js';
import { DEMO_PASSWORD, demoSignIns } from './demo-accounts.js';
import { isDatabaseEmpty, seedDemo } from './seed-demo.js';

const now = new Date('2026-03-15T03:00:00Z');
const DAY = 86_400_000;
const days = (from: Date | string, to: Date = now) => (new Date(from).getTime() - to.getTime()) / DAY;

describe('demo businesses and sign-ins', () => {
  let database: DatabaseHandle;
  let wasEmpty: boolean;
  const rows = <T>(query: SQL) => queryRows<T>(database.db, query);
  const count = async (query: SQL) => Number((await rows<{ n: string | number }>(query))[0]?.n ?? 0);
  const businessOf = async (email: string) => {
    const [row] = await rows<Record<string, unknown> & { business_id: number }>(sql`
      select b.*, b.id as business_id, r.name as role_name, r.is_owner from users u
        join businesses b on b.id = u.business_id join roles r on r.id = u.role_id
       where u.email = ${email}`);
    if (!row) throw new Error(`${email} not found`);
    return row;
  };
  const outletsOf = (businessId: number) =>
    rows<{ name: string; city: string; time_zone: string }>(
      sql`select name, city, time_zone from outlets where business_id = ${businessId} order by id`,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    wasEmpty = await isDatabaseEmpty(database.db);
    // Accounts and plans do not depend on the order history: one day of it keeps this file quick.
    await seedDemo(database, { days: 1, now, archive: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('fills an empty database, which is then no longer empty', async () => {
    expect(wasEmpty).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('creates every demo sign-in with its role and the shared password', async () => {
    for (const { email } of demoSignIns) {
      const user = await businessOf(email);
      expect(user.role_name).toBe(
        ['manager@demo.test', 'kemang@demo.test', 'closing-manager@demo.test'].includes(email)
          ? 'Manager'
          : 'Owner',
      );
    }
    expect((await businessOf('manager@demo.test')).business_id).toBe(
      (await businessOf('owner@demo.test')).business_id,
    );
    const [owner] = await rows<{ password_hash: string }>(
      sql`select password_hash from users where email = 'owner@demo.test'`,
    );
    expect(await verifyPassword(owner?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
    const grants = await rows<{ permission_key: string }>(sql`
      select rp.permission_key from role_permissions rp join users u on u.role_id = rp.role_id
       where u.email = 'manager@demo.test'`);
    expect(grants.map((g) => g.permission_key).sort()).toEqual([...managerPermissionKeys].sort());
    expect(
      await count(sql`select count(*) as n from role_permissions rp join roles r on r.id = rp.role_id
      where r.is_owner or r.name = 'Cashier'`),
    ).toBe(0);
    // Cashiers are staff: no password, one outlet each.
    expect(
      await count(sql`select count(*) as n from users u join roles r on r.id = u.role_id
      where r.name = 'Cashier' and (u.password_hash is not null or u.all_outlets
        or (select count(*) from user_outlets uo where uo.business_id = u.business_id and uo.user_id = u.id) <> 1)`),
    ).toBe(0);
  });

  it('gives the owner a 4-outlet business on a yearly plan expiring in about 5 months', async () => {
    const main = await businessOf('owner@demo.test');
    expect(main).toMatchObject({ current_plan: 12, is_trial: false, billing_mode: 'regular' });
    expect(days(main.expired_at as Date)).toBeGreaterThan(140);
    expect(days(main.expired_at as Date)).toBeLessThan(165);
    expect(days(main.last_payment_date as Date)).toBeLessThan(-200);
    expect(main.capabilities).toContain('ECOMMERCE_ATTRIBUTES');
    const outlets = await outletsOf(main.business_id);
    expect(outlets.map((o) => o.city)).toEqual(['Jakarta Selatan', 'Bandung', 'Surabaya', 'Denpasar']);
    expect(outlets.map((o) => o.time_zone)).toEqual([
      'Asia/Jakarta',
      'Asia/Jakarta',
      'Asia/Jakarta',
      'Asia/Makassar',
    ]);
  });

  it('has a recurring, a trial, an expired, a single-outlet retail and an unrelated business', async () => {
    const recurring = await businessOf('recurring@demo.test');
    expect(recurring).toMatchObject({ billing_mode: 'recurring', current_plan: 1 });
    expect(days(recurring.expired_at as Date)).toBeGreaterThan(20);
    expect(days(recurring.expired_at as Date)).toBeLessThan(35);
    expect(await outletsOf(recurring.business_id)).toHaveLength(3);

    const trial = await businessOf('trial@demo.test');
    expect(trial.is_trial).toBe(true);
    expect(Math.round(days(trial.trial_end_at as Date))).toBe(20);
    expect(await outletsOf(trial.business_id)).toHaveLength(1);

    const expired = await businessOf('expired@demo.test');
    expect(Math.round(days(expired.expired_at as Date))).toBe(-10);
    const lastSale = await rows<{ at: Date }>(
      sql`select max(created_at) as at from orders where business_id = ${expired.business_id}`,
    );
    expect(new Date(lastSale[0]?.at as Date).getTime()).toBeLessThanOrEqual(
      new Date(expired.expired_at as Date).getTime(),
    );

    const solo = await businessOf('solo@demo.test');
    expect(await outletsOf(solo.business_id)).toHaveLength(1);
    // The one business whose category may sell online, so the online-channel menus can be seen.
    expect(solo.business_category_id).toBe(51);
    expect(
      await count(sql`select count(*) as n from businesses where business_category_id is not null`),
    ).toBe(1);
    expect(days(solo.expired_at as Date)).toBeGreaterThan(183);
    expect(
      await count(
        // Every plain item; a bundle package's stock is its contents' (decision 0150).
        sql`select count(*) as n from items where business_id = ${solo.business_id} and kind = 'item' and not track_stock`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from sales_types where business_id = ${solo.business_id}`),
    ).toBe(0);

    const lapsed = await businessOf('lapsed@demo.test');
    expect(Math.round(days(lapsed.expired_at as Date))).toBe(-5);
    const enterprise = await businessOf('enterprise@demo.test');
    expect(enterprise.is_enterprise).toBe(true);
    expect(await count(sql`select count(*) as n from businesses where is_enterprise`)).toBe(1);

    const other = await businessOf('other@demo.test');
    expect((await outletsOf(other.business_id)).length).toBeGreaterThanOrEqual(1);
    for (const table of ['items', 'orders', 'discounts', 'customers', 'campaigns', 'brands']) {
      expect(
        await count(
          sql`select count(*) as n from ${sql.identifier(table)} where business_id = ${other.business_id}`,
        ),
      ).toBeGreaterThan(0);
    }
    expect(
      await count(sql`select count(*) as n from customers c join businesses b on b.id = c.business_id
        where c.created_at < b.created_at or c.created_at > ${now.toISOString()}`),
    ).toBe(0);
    const shared =
      await count(sql`select count(*) as n from items a join items b on lower(a.name) = lower(b.name)
      where a.business_id = ${other.business_id} and b.business_id <> a.business_id`);
    expect(shared).toBe(0);
  });

  it('sets up the price list, coupons, and the yearly business’s schemes and billing history', async () => {
    expect(await count(sql`select count(*) as n from package_deals where is_active`)).toBe(2);
    expect(await count(sql`select count(*) as n from billing_coupons`)).toBe(5);
    const main = await businessOf('owner@demo.test');
    expect(
      await count(
        sql`select count(*) as n from business_discount_schemes where business_id = ${main.business_id}`,
      ),
    ).toBe(6);
    const statuses = await rows<{ status: string }>(
      sql`select status from billing_invoices where business_id = ${main.business_id} order by status`,
    );
    expect(statuses.map((r) => r.status)).toEqual(['failed', 'paid', 'pending']);
    // The paid invoice is numbered by the year it was paid in (Jakarta), from that year's counter (issue 26).
    const [paid] = await rows<{ invoice_number: string; paid_at: Date }>(
      sql`select invoice_number, paid_at from billing_invoices
        where business_id = ${main.business_id} and status = 'paid'`,
    );
    const paidYear = localDate('Asia/Jakarta', new Date(paid!.paid_at)).slice(0, 4);
    expect(paid!.invoice_number).toMatch(new RegExp(`^INV/${paidYear}/\\d{6}$`));
    const [counter] = await rows<{ last_number: number }>(
      sql`select last_number from billing_invoice_counters where year = ${Number(paidYear)}`,
    );
    expect(Number(paid!.invoice_number.slice(-6))).toBeLessThanOrEqual(counter?.last_number ?? 0);
    // The business waiting for a bank transfer: one pending attempt whose 3-day window is still open.
    const awaiting = await businessOf('pending@demo.test');
    const pending = await rows<{ payment_method: string; pending_until: Date }>(
      sql`select payment_method, pending_until from billing_invoices
        where business_id = ${awaiting.business_id} and status = 'pending'`,
    );
    expect(pending).toHaveLength(1);
    expect(pending[0]!.payment_method).toBe('bank_transfer');
    expect(new Date(pending[0]!.pending_until).getTime()).toBeGreaterThan(now.getTime());
  });

  it('gives the recurring business a saved card billed on its paid-through day and a lapsed outlet', async () => {
    const recurring = await businessOf('recurring@demo.test');
    const [subscription] = await rows<Record<string, unknown>>(
      sql`select status, payment_type, interval, next_billing_date::text as next_billing_date
            from recurring_subscriptions where business_id = ${recurring.business_id}`,
    );
    expect(subscription).toMatchObject({ status: 'ACTIVE', payment_type: 'credit_card', interval: 1 });
    // Jakarta's date of the expiry: the day the card is charged.
    const expiry = new Date(new Date(recurring.expired_at as string).getTime() + 7 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    expect(subscription!.next_billing_date).toBe(expiry);
    const lapsed = await rows<{ name: string; end_date: Date; is_active_subscription: boolean }>(
      sql`select name, end_date, is_active_subscription from outlets
           where business_id = ${recurring.business_id} and end_date < ${now}`,
    );
    expect(lapsed.map((o) => [o.name, o.is_active_subscription, Math.round(days(o.end_date))])).toEqual([
      ['Senja Manahan', false, -10],
    ]);
  });

  it('has a recurring business whose charges failed, and a regular one to switch to recurring', async () => {
    const failed = await businessOf('recurring-failed@demo.test');
    expect(failed).toMatchObject({ billing_mode: 'recurring', current_plan: 1 });
    const [subscription] = await rows<Record<string, unknown>>(
      sql`select status, failed_payment_count, failed_payment_message
            from recurring_subscriptions where business_id = ${failed.business_id}`,
    );
    expect(subscription).toEqual({ status: 'FAILED', failed_payment_count: 4, failed_payment_message: null });
    const switching = await businessOf('switch@demo.test');
    expect(switching).toMatchObject({ billing_mode: 'regular', is_trial: false });
    expect(days(switching.expired_at as Date)).toBeGreaterThan(0);
    expect(
      await rows(sql`select 1 from recurring_subscriptions where business_id = ${switching.business_id}`),
    ).toHaveLength(0);
  });

  it('shows every catalogue state the Library and the tills read (issue 29, decision 0150)', async () => {
    const main = (await businessOf('owner@demo.test')).business_id;
    const inMain = async (query: SQL) => count(query);
    // An item with variants, one with modifiers, a bundle package with its contents.
    expect(
      await inMain(sql`select count(*) as n from (select item_id from item_variants where business_id = ${main}
                        group by item_id having count(*) > 1) v`),
    ).toBeGreaterThan(0);
    expect(
      await inMain(sql`select count(*) as n from item_modifiers where business_id = ${main}`),
    ).toBeGreaterThan(0);
    expect(
      await inMain(sql`select count(*) as n from items i join bundle_components c
                         on c.business_id = i.business_id and c.bundle_id = i.id
                        where i.business_id = ${main} and i.kind = 'bundle'`),
    ).toBe(2);
    // A tax included in the price and one added to it.
    expect(
      await rows(sql`select is_included from taxes where business_id = ${main} order by is_included`),
    ).toEqual([{ is_included: false }, { is_included: true }]);
    // Every item the demo sells carries the added one, as its orders are priced (decision 0220).
    expect(
      await inMain(sql`select count(*) as n from items i where i.business_id = ${main} and i.kind = 'item'
                         and not exists (select 1 from item_taxes it join taxes t
                         on t.business_id = it.business_id and t.id = it.tax_id
                         where it.business_id = i.business_id and it.item_id = i.id and not t.is_included)`),
    ).toBe(0);
    // A scheduled promotion with its priority and outlets.
    expect(
      await inMain(sql`select count(*) as n from promos p where business_id = ${main} and schedule is not null
                         and priority > 0 and exists (select 1 from promo_outlets o
                         where o.business_id = p.business_id and o.promo_id = p.id)`),
    ).toBe(1);
    // A tracked item low on stock at an outlet; stock lives per outlet, no longer on the variant.
    expect(
      await inMain(sql`select count(*) as n from variant_outlets vo join items i
                         on i.business_id = vo.business_id and i.id = vo.item_id
                        where vo.business_id = ${main} and i.track_stock and vo.stock < vo.low_stock_level`),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from item_variants where stock is not null`)).toBe(0);
    // The first item's own price at one outlet.
    expect(
      await inMain(sql`select count(distinct outlet_id) as n from variant_outlets
                        where business_id = ${main} and price is not null`),
    ).toBe(1);
    // One default sales type, offered at outlets; modifiers with a maximum and outlets.
    expect(
      await inMain(sql`select count(*) as n from sales_types where business_id = ${main} and is_default`),
    ).toBe(1);
    expect(
      await inMain(sql`select count(*) as n from sales_type_outlets where business_id = ${main}`),
    ).toBeGreaterThan(0);
    expect(
      await inMain(sql`select count(*) as n from modifiers m where business_id = ${main} and max_select is not null
                         and exists (select 1 from modifier_outlets o
                         where o.business_id = m.business_id and o.modifier_id = m.id)`),
    ).toBeGreaterThan(0);
    // Every demo set saves on the Modifiers screen as it stands: no maximum above its number of options.
    expect(
      await inMain(sql`select count(*) as n from modifiers m where business_id = ${main}
                         and max_select > (select count(*) from modifier_options o
                         where o.business_id = m.business_id and o.modifier_id = m.id)`),
    ).toBe(0);
  });
}, 120_000);
