import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { outlets, paymentActivationRequests, paymentMethods } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness, inOutletReach } from '../../platform/auth/tenant-scope.js';

type Scope = { businessId: number };

export async function listPaymentMethodRows(db: Queryable, scope: Scope) {
  return db
    .select({
      id: paymentMethods.id,
      code: paymentMethods.code,
      name: paymentMethods.name,
      kind: paymentMethods.kind,
      isActive: paymentMethods.isActive,
      requestedAt: paymentActivationRequests.createdAt,
    })
    .from(paymentMethods)
    .leftJoin(
      paymentActivationRequests,
      and(
        eq(paymentActivationRequests.businessId, paymentMethods.businessId),
        eq(paymentActivationRequests.paymentMethodId, paymentMethods.id),
      ),
    )
    .where(inBusiness(paymentMethods.businessId, scope))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
}

export type PaymentMethodRow = Awaited<ReturnType<typeof listPaymentMethodRows>>[number];

export async function findPaymentMethod(db: Queryable, scope: Scope, id: number) {
  const rows = await listPaymentMethodRows(db, scope);
  return rows.find((row) => row.id === id) ?? null;
}

/** Records the request once; false when one was already there. */
export async function insertActivationRequest(
  db: Queryable,
  caller: Caller,
  paymentMethodId: number,
): Promise<boolean> {
  const inserted = await db
    .insert(paymentActivationRequests)
    .values({ businessId: caller.businessId, paymentMethodId, requestedBy: caller.userId })
    .onConflictDoNothing()
    .returning({ id: paymentActivationRequests.id });
  return inserted.length > 0;
}

export async function outletsInReach(db: Queryable, caller: Caller) {
  return db
    .select({ id: outlets.id, name: outlets.name })
    .from(outlets)
    .where(and(inBusiness(outlets.businessId, caller), inOutletReach(caller, outlets.id)))
    .orderBy(asc(outlets.name), asc(outlets.id));
}
