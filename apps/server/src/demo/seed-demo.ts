import { createBillingHistory, createPriceList } from './billing-setup.js';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/password.js';
import { syncPermissionCatalogue } from '../platform/permissions/permission-catalogue.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import { businesses } from '../db/schema/index.js';
import { addDailySalesOfOrders, rebuildDailySalesOfEveryBusiness } from '../db/rebuild-daily-sales.js';
import { createBusiness } from './businesses.js';
import { createCatalogue } from './catalogue.js';
import { showCatalogueStates } from './catalogue-states.js';
import { createCheckoutSetup } from './checkout-setup.js';
import { createCustomers, saveMemberBalances } from './customers.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { demoBusinesses } from './demo-businesses.js';
import { createDiscountsAndCampaigns } from './discounts-campaigns.js';
import {
  daysBackToBeforeLastYear,
  generateOrderHistory,
  type HistoryContext,
  type HistorySpan,
} from './order-history.js';
import { queryRows } from './bulk-insert.js';
import { OrderWriter } from './order-writer.js';
import { createBanks, createQrisRegistration } from './qris-registrations.js';
import { createRecurringSubscription } from './recurring-setup.js';
import { Random } from './random.js';

const DAY = 86_400_000;
/**
 * Days of the main business's history whose members collect points, and which are written before the server
 * answers when the rest is deferred (decision 0136). A refund comes up to three days after its sale, so the last
 * RECENT_DAYS − 3 days are final from the start: the running month and the whole month before it, which the
 * dashboard compares, are never short of an older sale's refund.
 */
export const RECENT_DAYS = 65;
/** Days per transaction of the deferred history: full days, and the thin archive's. */
const FULL_DAYS_PER_FILL = 2;
const ARCHIVE_DAYS_PER_FILL = 30;
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
  /**
   * Leaves the main business's days older than RECENT_DAYS out of the seed's transaction and answers them as
   * `olderHistory`, to be written after the server answers (decision 0136). Without it everything is written here.
   */
  deferOlderHistory?: boolean;
}

export interface SeedResult {
  olderHistory: OlderHistory | null;
}

/** The main business's older orders, written newest day first in short transactions. */
export interface OlderHistory {
  /** How many days are deferred. */
  days: number;
  /**
   * Writes them; `pause` runs between transactions (to give way to people's requests) and `stopped` ends the
   * work early (a shutdown). Answers the orders written.
   */
  fill(options?: {
    progress?: (line: string) => void;
    pause?: () => Promise<void>;
    stopped?: () => boolean;
  }): Promise<number>;
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
export async function seedDemo(handle: DatabaseHandle, options: SeedOptions): Promise<SeedResult> {
  if (!Number.isInteger(options.days) || options.days < 1) throw new Error('days must be a whole number ≥ 1');
  const now = options.now ?? new Date();
  const seed = options.seed ?? DEFAULT_SEED;
  const progress = options.progress ?? (() => {});
  const started = Date.now();

  await syncPermissionCatalogue(handle.db);
  // argon2id is slow on purpose: one hash serves every demo sign-in.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  let deferred: { context: HistoryContext; span: HistorySpan } | null = null;
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
        await showCatalogueStates(tx, business, items);
        const qris = await createQrisRegistration(tx, business);
        const checkout = {
          ...setupCheckout,
          qris: qris ? { outletIds: new Set(qris.outletIds), since: qris.approvedAt } : null,
        };
        await createBillingHistory(tx, business, deals, now);
        await createRecurringSubscription(tx, business, deals, now);
        return { business, items, checkout, customers, marketing };
      });
      const context: HistoryContext = {
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
      };
      // The main business's members collect points over its recent days only, so that the older days can be
      // written later, newest first, and come out the same (decision 0136).
      const recent = spec.key === 'main' ? Math.min(archiveDays, RECENT_DAYS) : archiveDays;
      let count = await generateOrderHistory(context, { newest: 0, oldest: recent - 1, loyalty: true });
      const older: HistorySpan = {
        newest: recent,
        oldest: archiveDays - 1,
        loyalty: false,
        newestFirst: true,
      };
      if (older.oldest >= older.newest) {
        if (options.deferOlderHistory) deferred = { context, span: older };
        else count += await generateOrderHistory(context, older);
      }
      await saveMemberBalances(db, setup.business.id, setup.customers, now);
      progress(
        `${spec.name} (${spec.ownerEmail}): ${spec.outlets.length} outlet(s), ${setup.items.length} items, ` +
          `${setup.customers.customers.length} customers, ${count.toLocaleString('en-US')} orders over ` +
          (deferred?.context === context
            ? `the last ${recent} days (the ${archiveDays - recent} days before follow once the server answers)`
            : `${archiveDays} days`),
      );
    }
    await writer.finish();
    await rebuildDailySalesOfEveryBusiness(db);
  });
  // Bulk-loaded tables have no statistics yet; the first report queries should not be planned blind.
  await handle.db.execute(sql`analyze`);
  progress(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const later = deferred as { context: HistoryContext; span: HistorySpan } | null;
  return {
    olderHistory: later
      ? {
          days: later.span.oldest - later.span.newest + 1,
          fill: (fillOptions) => fillOlderHistory(handle, later.context, later.span, fillOptions ?? {}),
        }
      : null,
  };
}

/**
 * Writes the deferred days newest first, a few days per transaction, each with what it adds to the daily rollups:
 * every committed transaction leaves the days from the newest filled one to today complete and the rollups equal
 * to the raw rows, while the server answers between transactions (decision 0136).
 */
async function fillOlderHistory(
  handle: DatabaseHandle,
  context: HistoryContext,
  span: HistorySpan,
  options: Parameters<OlderHistory['fill']>[0] & object,
): Promise<number> {
  const progress = options.progress ?? (() => {});
  const started = Date.now();
  const total = span.oldest - span.newest + 1;
  let written = 0;
  let reported = 0;
  let newest = span.newest;
  while (newest <= span.oldest) {
    if (options.stopped?.()) return written;
    const perFill = newest < context.plan.days ? FULL_DAYS_PER_FILL : ARCHIVE_DAYS_PER_FILL;
    const oldest = Math.min(span.oldest, newest + perFill - 1);
    written += await handle.db.transaction(async (db) => {
      // Ids are handed out by the writer past the largest in the table: while it writes, nothing else inserts
      // orders (cashier devices, on PostgreSQL, wait for this short transaction).
      await db.execute(sql`lock table orders, order_items, payments, refunds in share row exclusive mode`);
      const writer = new OrderWriter(db);
      await writer.start();
      const firstId = writer.nextOrderId;
      const count = await generateOrderHistory(
        { ...context, writer, progress: () => {} },
        { ...span, newest, oldest },
      );
      await writer.finish();
      await addDailySalesOfOrders(db, context.business.id, firstId, writer.nextOrderId - 1);
      return count;
    });
    newest = oldest + 1;
    const percent = Math.floor(((newest - span.newest) * 10) / total) * 10;
    if (percent > reported) {
      reported = percent;
      progress(`Older demo history: ${percent}% (${written.toLocaleString('en-US')} orders)`);
    }
    await (options.pause?.() ?? new Promise<void>((resolve) => setImmediate(resolve)));
  }
  await handle.db.execute(sql`analyze`);
  progress(`Older demo history ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return written;
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
