import { createBillingHistory, createPriceList } from './billing-setup.js';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/password.js';
import { syncPermissionCatalogue } from '../platform/permissions/permission-catalogue.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import { businesses } from '../db/schema/index.js';
import { rebuildDailySalesOfEveryBusiness } from '../db/rebuild-daily-sales.js';
import { createBusiness } from './businesses.js';
import { createCatalogue } from './catalogue.js';
import { createCheckoutSetup } from './checkout-setup.js';
import { createCustomers, saveMemberBalances } from './customers.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { demoBusinesses } from './demo-businesses.js';
import { createDiscountsAndCampaigns } from './discounts-campaigns.js';
import { daysBackToBeforeLastYear, generateOrderHistory } from './order-history.js';
import { queryRows } from './bulk-insert.js';
import { OrderWriter } from './order-writer.js';
import { createBanks, createQrisRegistration } from './qris-registrations.js';
import { createRecurringSubscription } from './recurring-setup.js';
import { Random } from './random.js';

const DAY = 86_400_000;
/** Fixed so that the same `now` and `days` always give the same data. */
const DEFAULT_SEED = 20240101;

export interface SeedOptions {
  /** Days of full order history for the main business (the others get less; see demo-businesses.ts). */
  days: number;
  progress?: (line: string) => void;
  /** Everything is dated relative to this; inject it for reproducible data. */
  now?: Date;
  seed?: number;
  /**
   * Adds a thin stretch of older orders to the main business when `days` does not reach back before 1 January
   * of last year, so that boundary can be seen with data behind it. On by default.
   */
  archive?: boolean;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: businesses.id }).from(businesses).limit(1);
  return rows.length === 0;
}

/**
 * Creates every demo business with its people, catalogue, customers, discounts, campaigns and order history, in one
 * transaction: a seed that is stopped part-way (killed, out of disk) leaves the database as empty as it found it,
 * so the next start seeds again instead of advertising sign-ins that were never created.
 */
export async function seedDemo(handle: DatabaseHandle, options: SeedOptions): Promise<void> {
  if (!Number.isInteger(options.days) || options.days < 1) throw new Error('days must be a whole number ≥ 1');
  const now = options.now ?? new Date();
  const seed = options.seed ?? DEFAULT_SEED;
  const progress = options.progress ?? (() => {});
  const started = Date.now();

  await syncPermissionCatalogue(handle.db);
  // argon2id is slow on purpose: one hash serves every demo sign-in.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await handle.db.transaction(async (db) => {
    const writer = new OrderWriter(db);
    await writer.start();
    await createBanks(db);
    const deals = await createPriceList(db, now);
    for (const spec of demoBusinesses) {
      const rng = Random.derive(seed, `business:${spec.key}`);
      const days = spec.history.days(options.days);
      const zone = spec.outlets[0]?.timeZone ?? 'Asia/Jakarta';
      const archiveDays =
        spec.key === 'main' && options.archive !== false
          ? Math.max(days, daysBackToBeforeLastYear(now, zone))
          : days;
      const historyEnd = spec.history.endsAt?.(now) ?? now;
      const historyStart = new Date(historyEnd.getTime() - archiveDays * DAY);

      const setup = await db.transaction(async (tx) => {
        const business = await createBusiness(tx, spec, { now, passwordHash, rng });
        const items = await createCatalogue(tx, business, spec.catalogue, rng);
        const setupCheckout = await createCheckoutSetup(tx, business);
        const customers = await createCustomers(tx, business, { now, historyStart, rng });
        const marketing = await createDiscountsAndCampaigns(tx, business, now);
        const qris = await createQrisRegistration(tx, business);
        const checkout = {
          ...setupCheckout,
          qris: qris ? { outletIds: new Set(qris.outletIds), since: qris.approvedAt } : null,
        };
        await createBillingHistory(tx, business, deals, now);
        await createRecurringSubscription(tx, business, deals, now);
        return { business, items, checkout, customers, marketing };
      });
      const count = await generateOrderHistory({
        business: setup.business,
        items: setup.items,
        checkout: setup.checkout,
        customers: setup.customers,
        discounts: setup.marketing.discounts,
        promos: setup.marketing.promos,
        seed,
        now,
        plan: { days, archiveDays },
        writer,
        progress,
      });
      await saveMemberBalances(db, setup.business.id, setup.customers, now);
      progress(
        `${spec.name} (${spec.ownerEmail}): ${spec.outlets.length} outlet(s), ${setup.items.length} items, ` +
          `${setup.customers.customers.length} customers, ${count.toLocaleString('en-US')} orders over ${archiveDays} days`,
      );
    }
    await writer.finish();
    await rebuildDailySalesOfEveryBusiness(db);
  });
  // Bulk-loaded tables have no statistics yet; the first report queries should not be planned blind.
  await handle.db.execute(sql`analyze`);
  progress(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Drops everything (the application's schema, the migration journal and any other schema this role created, e.g.
 * a job queue's) and migrates again: the init migration may have been regenerated since the data was created.
 */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const owned = await queryRows<{ name: string }>(
    handle.db,
    sql`
    select nspname as name from pg_namespace
     where nspname !~ '^pg_' and nspname <> 'information_schema'
       and (nspname in ('public', 'drizzle') or nspowner = (select oid from pg_roles where rolname = current_user))`,
  );
  for (const { name } of owned) {
    await handle.db.execute(sql.raw(`drop schema if exists "${name.replace(/"/g, '""')}" cascade`));
  }
  await handle.db.execute(sql`create schema public`);
  await handle.migrate();
}
