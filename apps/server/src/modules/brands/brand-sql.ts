import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.js';
import { offeredAt } from './outlet-offers.js';

/** SQL pieces the brand and principal repositories share: qualified columns, name keys, "offered at". */

export type Business = Pick<Caller, 'businessId'>;

/**
 * Columns for raw SQL fragments, table-qualified: Drizzle writes a column inside a selected `sql` expression
 * without its table, which inside a correlated subquery would name the subquery's own table.
 */
export const qualified = <T extends string>(table: string, columns: Record<T, string>) =>
  Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql.raw(`"${table}"."${column as string}"`)]),
  ) as Record<T, SQL>;
export const B = qualified('brands', {
  businessId: 'business_id',
  id: 'id',
  principalId: 'principal_id',
  name: 'name',
});
export const P = qualified('principals', { businessId: 'business_id', id: 'id', name: 'name' });
export const I = qualified('items', { brandId: 'brand_id', name: 'name', id: 'id' });

/** Same expressions as the unique indexes `brands_business_name_uq` / `principals_business_name_uq`. */
export const brandKey = sql<string>`lower(trim(${B.name}))`;
export const principalKey = sql<string>`lower(trim(${P.name}))`;

/** The brand is offered at the outlet. */
export const brandAt = (outletId: number) => offeredAt('brand', B, outletId);

/** The principal is offered at the outlet. */
export const principalAt = (outletId: number) => offeredAt('principal', P, outletId);

/**
 * A brand's principal as the outlet sees it: its principal when that principal is offered there, none otherwise
 * (so every brand of an outlet is in exactly one group: a principal of the outlet, or "None").
 */
export const groupAt = (outletId: number) =>
  sql<
    number | null
  >`(case when ${offeredAt('principal', { businessId: B.businessId, id: B.principalId }, outletId)}
    then ${B.principalId} end)`;

/** `%keyword%` with LIKE's own characters taken literally. */
export function containing(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface NamedRow {
  id: number;
  name: string;
}
