import type { SeededBusiness } from './businesses.js';
import type { SaleItem } from './catalogue.js';
import type { SeededCheckout } from './checkout-setup.js';
import type { SeededCustomers } from './customers.js';
import type { SeededDiscount, SeededPromo } from './discounts-campaigns.js';
import { type DraftOrder, draftDay } from './order-drafts.js';
import { finalizeOrder } from './order-finalize.js';
import type { OrderWriter } from './order-writer.js';
import { Random } from './random.js';
import { localParts, zoneOffsetMs } from '../domain/local-time.js';

const DAY = 86_400_000;
/** Orders buffered before a write; large enough for few round trips, small enough to keep memory flat. */
const FLUSH_EVERY = 8000;
/** Bills per outlet per day in the thin archive stretch before the full history. */
const ARCHIVE_PER_OUTLET_DAY = 3;

export interface HistoryPlan {
  /** Days of full history, counted back from the end (today, or when an expired business stopped). */
  days: number;
  /** Total days including a thin archive stretch behind the full history (≥ days). */
  archiveDays: number;
}

/**
 * How far back the main business's orders must reach so that some are older than 1 January of last year (the
 * transactions screen's "not available in Backoffice" boundary): a month before that date. With the default 420
 * days this is needed only late in a year; the stretch in between is thin.
 */
export function daysBackToBeforeLastYear(now: Date, timeZone: string): number {
  const today = localParts(timeZone, now);
  const target = Date.UTC(today.year - 1, 0, 1) - 31 * DAY;
  return Math.ceil((Date.UTC(today.year, today.month - 1, today.day) - target) / DAY) + 1;
}

export interface HistoryContext {
  business: SeededBusiness;
  items: SaleItem[];
  checkout: SeededCheckout;
  customers: SeededCustomers;
  discounts: SeededDiscount[];
  promos: SeededPromo[];
  seed: number;
  now: Date;
  plan: HistoryPlan;
  writer: OrderWriter;
  progress: (line: string) => void;
}

/**
 * Which days to generate, counted back from the end (0 = the last day): `newest`..`oldest` inclusive. Each day draws
 * from its own random stream, so a day comes out the same whichever span it is generated in and in which order
 * (decision 0136). Within a span with `loyalty`, days go oldest first: members' points carry from bill to bill.
 * Without it, bills name customers but no member collects or redeems points, and days may go newest first.
 */
export interface HistorySpan {
  newest: number;
  oldest: number;
  loyalty: boolean;
  newestFirst?: boolean;
}

const weekdayFactor = [1.3, 0.9, 0.9, 0.95, 1.0, 1.1, 1.35]; // Sunday … Saturday

/** The expected orders per outlet of the days `newest`..`oldest` of a plan, the unit of progress. */
export function expectedWeight(plan: HistoryPlan, base: number, newest: number, oldest: number): number {
  let weight = 0;
  for (let back = newest; back <= oldest; back++) weight += back < plan.days ? base : ARCHIVE_PER_OUTLET_DAY;
  return weight;
}

/** Generates and writes the business's orders of the span's days. */
export async function generateOrderHistory(context: HistoryContext, span: HistorySpan): Promise<number> {
  const { business, now, plan, writer } = context;
  const spec = business.spec;
  const endsAt = spec.history.endsAt?.(now) ?? now;
  const itemWeights = context.items.map((i) => i.popularity);
  const customers: SeededCustomers = span.loyalty
    ? context.customers
    : { customers: context.customers.customers, program: null };
  const lastDay = business.outlets.map((o) => localParts(o.spec.timeZone, endsAt));
  const firstOrderAt = business.createdAt.getTime();
  const before = writer.ordersWritten;
  // Progress is measured in expected orders, so the thin archive days do not count like full ones.
  const dailyBase = spec.history.ordersPerOutletDay;
  const oldest = Math.min(span.oldest, plan.archiveDays - 1);
  const expected = expectedWeight(plan, dailyBase, span.newest, oldest);
  const chatty = expected * business.outlets.length >= 10_000;
  let doneWeight = 0;
  let reported = 0;

  const backs: number[] = [];
  for (let back = oldest; back >= span.newest; back--) backs.push(back);
  if (span.newestFirst) backs.reverse();
  for (const back of backs) {
    const rng = Random.derive(context.seed, `orders:${spec.key}:${back}`);
    const draftContext = {
      rng,
      items: context.items,
      itemWeights,
      salesTypes: context.checkout.salesTypes,
      discounts: context.discounts,
      promos: context.promos,
    };
    const finalizeContext = {
      rng,
      checkout: context.checkout,
      customers,
      customerRate: spec.key === 'main' ? 0.22 : 0.15,
      supervisors: [business.ownerId, ...(business.managerId ? [business.managerId] : [])],
      items: context.items,
      itemWeights,
      endsAt,
    };
    const base = back < plan.days ? dailyBase : ARCHIVE_PER_OUTLET_DAY;
    doneWeight += base;
    // Older days sell a little less: the business has grown over the period shown.
    const trend = 1 - 0.15 * Math.min(1, back / 365);
    const drafts: DraftOrder[] = [];
    business.outlets.forEach((outlet, index) => {
      const last = lastDay[index];
      if (!last) return;
      const date = new Date(Date.UTC(last.year, last.month - 1, last.day - back));
      const offsetMs = zoneOffsetMs(outlet.spec.timeZone, new Date(date.getTime() + 12 * 3600_000));
      if (date.getTime() + DAY - offsetMs < firstOrderAt) return;
      const noise = 0.85 + rng.next() * 0.3;
      const count = Math.round(
        base * outlet.spec.volume * (weekdayFactor[date.getUTCDay()] ?? 1) * trend * noise,
      );
      const day = {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        offsetMs,
        count,
        endsAt,
      };
      drafts.push(
        ...draftDay(draftContext, outlet, day).filter((d) => d.createdAt.getTime() >= firstOrderAt),
      );
    });
    // Time order across outlets, so a customer's points move in the order the bills were paid.
    drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.outlet.id - b.outlet.id);
    const sequence = new Map<number, number>();
    for (const draft of drafts) {
      const n = (sequence.get(draft.outlet.id) ?? 0) + 1;
      sequence.set(draft.outlet.id, n);
      const receipt = `${draft.outlet.spec.code}-${draft.localDay}-${String(n).padStart(4, '0')}`;
      writer.add(business.id, finalizeOrder(finalizeContext, draft, receipt));
    }
    if (writer.buffered >= FLUSH_EVERY) await writer.flush();

    const percent = Math.floor((doneWeight * 10) / expected) * 10;
    if (chatty && percent > reported) {
      reported = percent;
      const orders = (writer.ordersWritten - before).toLocaleString('en-US');
      context.progress(`${spec.name}: ${percent}% (${orders} orders)`);
    }
  }
  await writer.flush();
  return writer.ordersWritten - before;
}
