import type { PromoStatus } from '@backoffice/contracts/promos';
import { and, asc, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  items,
  outlets,
  type PromoRequirement,
  type PromoSchedule,
  promoOutlets,
  promos,
  salesTypes,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { OutletReach } from '../../platform/auth/outlet-reach.js';
import { inBusiness, inOutletReach } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;

/** A day stored as midnight UTC of that local date (decision 0171): read back as the same `yyyy-MM-dd`. */
const dateOf = (column: typeof promos.startAt | typeof promos.endAt) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

const outletIdsOf = sql<number[]>`coalesce((
  select array_agg(${promoOutlets.outletId} order by ${promoOutlets.outletId}) from ${promoOutlets}
  where ${promoOutlets.businessId} = ${promos.businessId} and ${promoOutlets.promoId} = ${promos.id}
), '{}'::int[])`;

/** Today on each of the promotion's outlets' calendars: the earliest and the latest (Jakarta's when it has none). */
const todayRange = (edge: 'min' | 'max') =>
  sql.raw(`coalesce((
  select ${edge}((now() at time zone o.time_zone)::date) from promo_outlets po
  join outlets o on o.business_id = po.business_id and o.id = po.outlet_id
  where po.business_id = promos.business_id and po.promo_id = promos.id
), (now() at time zone 'Asia/Jakarta')::date)`);

const startDay = sql`(${promos.startAt} at time zone 'UTC')::date`;
const endDay = sql`(${promos.endAt} at time zone 'UTC')::date`;

/**
 * Derived, never stored: inactive when switched off; scheduled while its first day is after today on every outlet's
 * calendar; ended once its last day is before today on every one; running otherwise.
 */
const statusOf = sql<PromoStatus>`case
  when not ${promos.isActive} then 'inactive'
  when ${promos.startAt} is not null and ${startDay} > ${todayRange('max')} then 'scheduled'
  when ${promos.endAt} is not null and ${endDay} < ${todayRange('min')} then 'ended'
  else 'running' end`;

export interface PromoRow {
  id: number;
  name: string;
  promoTypeId: number;
  discountType: 'PERCENTAGE' | 'CASH';
  amount: number;
  maxDiscount: number | null;
  requirement: PromoRequirement;
  salesTypeIds: number[];
  startDate: string | null;
  endDate: string | null;
  schedule: PromoSchedule | null;
  priority: number;
  isActive: boolean;
  status: PromoStatus;
  outletIds: number[];
}

const promoColumns = {
  id: promos.id,
  name: promos.name,
  promoTypeId: promos.promoTypeId,
  discountType: promos.discountType,
  amount: promos.amount,
  maxDiscount: promos.maxDiscount,
  requirement: promos.requirement,
  salesTypeIds: promos.salesTypeIds,
  startDate: dateOf(promos.startAt),
  endDate: dateOf(promos.endAt),
  schedule: promos.schedule,
  priority: promos.priority,
  isActive: promos.isActive,
  status: statusOf,
  outletIds: outletIdsOf,
};

/**
 * One page in the order promotions win (higher priority, then the older: the lower id), after `after` — keyset on
 * (priority, id), which is unique, so pages never repeat or skip one while others are added.
 */
export async function listPromoPage(
  db: Queryable,
  business: Business,
  page: { search?: string; status?: PromoStatus; after?: { p: number; i: number }; limit: number },
): Promise<PromoRow[]> {
  const conditions: (SQL | undefined)[] = [inBusiness(promos.businessId, business)];
  if (page.after)
    conditions.push(
      sql`(${promos.priority} < ${page.after.p} or (${promos.priority} = ${page.after.p} and ${promos.id} > ${page.after.i}))`,
    );
  if (page.search) {
    const pattern = `%${page.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`${promos.name} ilike ${pattern}`);
  }
  if (page.status) conditions.push(sql`${statusOf} = ${page.status}`);
  return db
    .select(promoColumns)
    .from(promos)
    .where(and(...conditions))
    .orderBy(desc(promos.priority), asc(promos.id))
    .limit(page.limit);
}

export async function findPromoById(
  db: Queryable,
  business: Business,
  promoId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PromoRow | undefined> {
  const query = db
    .select(promoColumns)
    .from(promos)
    .where(and(inBusiness(promos.businessId, business), eq(promos.id, promoId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The named items of the business, with their names (stored with the promotion, as the orders carry them). */
export async function findItemNames(
  db: Queryable,
  business: Business,
  itemIds: number[],
): Promise<Map<number, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(and(inBusiness(items.businessId, business), inArray(items.id, itemIds)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Items whose name holds `search` (any case), in name order: the panel's picker. */
export async function findItemChoices(
  db: Queryable,
  business: Business,
  search: string | undefined,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  const conditions = [inBusiness(items.businessId, business)];
  if (search) conditions.push(sql`strpos(lower(trim(${items.name})), lower(${search})) > 0`);
  return db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(and(...conditions))
    .orderBy(sql`lower(trim(${items.name}))`, asc(items.id))
    .limit(limit);
}

export async function findSalesTypeIds(
  db: Queryable,
  business: Business,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: salesTypes.id })
    .from(salesTypes)
    .where(and(inBusiness(salesTypes.businessId, business), inArray(salesTypes.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function findOutletIdsInBusiness(
  db: Queryable,
  business: Business,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(and(inBusiness(outlets.businessId, business), inArray(outlets.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Which of the given promotions also run at an outlet beyond the caller's reach (decision 0011). */
export async function findPromosBeyondReach(
  db: Queryable,
  caller: Business & OutletReach,
  promoIds: number[],
): Promise<Set<number>> {
  const reach = inOutletReach(caller, promoOutlets.outletId);
  if (reach === undefined || promoIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ promoId: promoOutlets.promoId })
    .from(promoOutlets)
    .where(
      and(inBusiness(promoOutlets.businessId, caller), inArray(promoOutlets.promoId, promoIds), not(reach)),
    );
  return new Set(rows.map((row) => row.promoId));
}

export interface PromoValues {
  name: string;
  promoTypeId: number;
  discountType: 'PERCENTAGE' | 'CASH';
  amount: number;
  maxDiscount: number | null;
  requirement: PromoRequirement;
  salesTypeIds: number[];
  startAt: Date | null;
  endAt: Date | null;
  schedule: PromoSchedule | null;
  priority: number;
  isActive: boolean;
}

export async function insertPromo(db: Queryable, business: Business, values: PromoValues): Promise<number> {
  const [row] = await db
    .insert(promos)
    .values({ businessId: business.businessId, ...values })
    .returning({ id: promos.id });
  return row!.id;
}

export async function updatePromoRow(
  db: Queryable,
  business: Business,
  promoId: number,
  values: PromoValues,
): Promise<void> {
  await db
    .update(promos)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inBusiness(promos.businessId, business), eq(promos.id, promoId)));
}

export async function replacePromoOutlets(
  db: Queryable,
  business: Business,
  promoId: number,
  outletIds: number[],
): Promise<void> {
  await db
    .delete(promoOutlets)
    .where(and(inBusiness(promoOutlets.businessId, business), eq(promoOutlets.promoId, promoId)));
  await db
    .insert(promoOutlets)
    .values(outletIds.map((outletId) => ({ businessId: business.businessId, promoId, outletId })));
}

/** Its outlets go with it (on delete cascade); orders keep their own copy of its name and reward. */
export async function deletePromoRow(db: Queryable, business: Business, promoId: number): Promise<void> {
  await db.delete(promos).where(and(inBusiness(promos.businessId, business), eq(promos.id, promoId)));
}
