import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { paymentMethods } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

export async function listActivePaymentMethods(db: Queryable, business: Pick<Caller, 'businessId'>) {
  return db
    .select({
      id: paymentMethods.id,
      code: paymentMethods.code,
      name: paymentMethods.name,
      kind: paymentMethods.kind,
      isRefundable: paymentMethods.isRefundable,
    })
    .from(paymentMethods)
    .where(and(inBusiness(paymentMethods.businessId, business), eq(paymentMethods.isActive, true)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
}
