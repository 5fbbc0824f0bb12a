import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { orders, voidItems } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';
import { displayNameOf, type InstantRange } from './cancelled-orders.repository.js';
import { inScope, type OutletScope } from '../../sales/transaction-outlets.repository.js';

type Business = Pick<Caller, 'businessId'>;

export type VoidOrderStatus = 'completed' | 'cancelled';

export interface VoidFilter {
  range: InstantRange;
  itemName?: string;
  statuses: VoidOrderStatus[];
}

/** Item names match ignoring case, anywhere in the name ("teh" finds "Es Teh Manis"). */
function voidConditions(business: Business, scope: OutletScope, filter: VoidFilter): (SQL | undefined)[] {
  const pattern = filter.itemName ? `%${filter.itemName.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return [
    inBusiness(voidItems.businessId, business),
    inScope(scope, voidItems.outletId),
    gte(voidItems.cancelledTime, filter.range.from),
    lte(voidItems.cancelledTime, filter.range.to),
    pattern ? sql`${voidItems.itemName} ilike ${pattern}` : undefined,
    inArray(orders.status, filter.statuses),
  ];
}

const orderJoin = and(eq(orders.businessId, voidItems.businessId), eq(orders.id, voidItems.orderId));

export async function listVoidPage(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  page: VoidFilter & { offset: number; limit: number },
) {
  return db
    .select({
      id: voidItems.id,
      receiptNumber: orders.receiptNumber,
      outletId: voidItems.outletId,
      cancelledTime: voidItems.cancelledTime,
      voidByName: displayNameOf(sql.raw('"void_items"."business_id"'), sql.raw('"void_items"."void_by"')),
      itemName: voidItems.itemName,
      variantName: voidItems.variantName,
      quantity: voidItems.quantity,
      reason: voidItems.reason,
      totalPrice: voidItems.totalPrice,
    })
    .from(voidItems)
    .innerJoin(orders, orderJoin)
    .where(and(...voidConditions(business, scope, page)))
    .orderBy(desc(voidItems.cancelledTime), desc(voidItems.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function sumVoids(
  db: Queryable,
  business: Business,
  scope: OutletScope,
  filter: VoidFilter,
): Promise<{ units: number; total: number }> {
  const [row] = await db
    .select({
      units: sql<number>`coalesce(sum(${voidItems.quantity}), 0)::bigint`.mapWith(Number),
      total: sql<number>`coalesce(sum(${voidItems.totalPrice}), 0)::bigint`.mapWith(Number),
    })
    .from(voidItems)
    .innerJoin(orders, orderJoin)
    .where(and(...voidConditions(business, scope, filter)));
  return row!;
}
