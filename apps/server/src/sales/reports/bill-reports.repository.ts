import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { dimensionColumns, dimensionRows } from '../../db/dimension-days.js';
import { orders, refunds, salesTypes, users, voidItems } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';
import type { LocalRange } from '../orders.repository.js';
import { splitIntoDays } from '../split-into-days.js';
import { inLocalRange, type OutletScope } from '../transaction-outlets.repository.js';

/*
 * The bill-level reports' sums (decision 0245): whole local days from `daily_dimension_sales`, the partial days at a
 * range's edges from the rows through the same SQL the rollup is written with (`db/dimension-days.ts`), so both
 * halves add up alike.
 */

type Business = Pick<Caller, 'businessId'>;

export interface DimensionSums {
  outletId: number;
  dimension: string;
  key: string;
  count: number;
  amount: number;
  base: number;
  gratuity: number;
  discount: number;
  /** As stored: ≤ 0. */
  refundCount: number;
  refundAmount: number;
  refundBase: number;
  refundGratuity: number;
  voidCount: number;
  voidAmount: number;
  cancelledCount: number;
  cancelledAmount: number;
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The figures of `dimensions` over the range, per dimension and key, and per outlet when `perOutlet` (else outlet
 * 0). Rows of other dimensions are never read: the edges' parts filter their union, the days read their index.
 */
export async function sumDimensions(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  range: LocalRange,
  dimensions: readonly string[],
  perOutlet: boolean,
): Promise<DimensionSums[]> {
  const { days, edges } = splitIntoDays(range);
  const wanted = sql.join(
    dimensions.map((dimension) => sql`${dimension}`),
    sql`, `,
  );
  const parts: SQL[] = edges.map(
    (edge) =>
      sql`select * from (${dimensionRows({
        sales: and(
          inBusiness(orders.businessId, business),
          inLocalRange(scope, edge, orders.createdAt, orders.outletId),
        )!,
        cancellations: and(
          inBusiness(orders.businessId, business),
          inLocalRange(scope, edge, orders.cancelledAt, orders.outletId),
        )!,
        voids: and(
          inBusiness(voidItems.businessId, business),
          inLocalRange(scope, edge, voidItems.cancelledTime, voidItems.outletId),
        )!,
        refunds: and(
          inBusiness(refunds.businessId, business),
          inLocalRange(scope, edge, refunds.refundedAt, refunds.outletId),
        )!,
      })}) as edge where dimension in (${wanted})`,
  );
  if (days) {
    const outletCondition = scope.everyOutlet
      ? undefined
      : scope.outlets.length === 0
        ? sql`false`
        : sql`outlet_id in (${sql.join(
            scope.outlets.map((outlet) => sql`${outlet.id}`),
            sql`, `,
          )})`;
    parts.push(
      sql`select business_id, outlet_id, business_date, dimension, key, ${sql.raw(dimensionColumns.join(', '))}
            from daily_dimension_sales
           where business_id = ${business.businessId} and dimension in (${wanted})
             and business_date between ${days.from} and ${days.to}${outletCondition ? sql` and ${outletCondition}` : sql``}`,
    );
  }
  const outletKey = perOutlet ? sql`outlet_id` : sql`0`;
  const sums = sql.raw(dimensionColumns.map((column) => `sum(${column})::bigint as ${column}`).join(', '));
  const result = (await db.execute(
    sql`select ${outletKey} as outlet_id, dimension, key, ${sums}
          from (${sql.join(
            parts.map((one) => sql`(${one})`),
            sql` union all `,
          )}) as parts
         group by 1, 2, 3`,
  )) as unknown as { rows: Record<string, string | number>[] };
  return result.rows.map((row) => {
    const sumsOf = Object.fromEntries(dimensionColumns.map((column) => [camel(column), Number(row[column])]));
    return {
      outletId: Number(row.outlet_id),
      dimension: String(row.dimension),
      key: String(row.key),
      ...sumsOf,
    } as DimensionSums;
  });
}

/** The display names of the business's users among `ids`. */
export async function findUserNames(
  db: Queryable,
  business: Business,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(and(inBusiness(users.businessId, business), inArray(users.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The names of the business's sales types among `ids`; a deleted one is not there. */
export async function findSalesTypeNames(
  db: Queryable,
  business: Business,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: salesTypes.id, name: salesTypes.name })
    .from(salesTypes)
    .where(and(inBusiness(salesTypes.businessId, business), inArray(salesTypes.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
