import type { z } from 'zod';
import type { recurringOutletListSchema } from '@backoffice/contracts/recurring-billing';
import { localDate } from '../../domain/local-time.js';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { isActive } from './billing-rules.js';
import { listRecurringOutlets as selectOutlets } from './recurring.repository.js';

/**
 * The recurring outlet tab's list (`active=all`): each outlet's address, when it was created, the day
 * it is paid to on its own calendar, whether it renews, and whether it has lapsed (its end date is past).
 */
export async function listRecurringOutlets(
  db: Queryable,
  caller: Pick<Caller, 'businessId'>,
  query: { active: 'all' | 'true' },
  now: Date,
): Promise<z.infer<typeof recurringOutletListSchema>> {
  const rows = await selectOutlets(db, caller.businessId);
  const outlets = rows
    .map((o) => ({
      id: o.id,
      name: o.name,
      address: o.address,
      kecamatan: o.kecamatan,
      city: o.city,
      created_at: o.createdAt.toISOString(),
      end_date: o.endDate ? localDate(o.timeZone, o.endDate) : null,
      is_active_subscription: isActive(o.isActiveSubscription),
      is_expired: o.endDate !== null && o.endDate.getTime() < now.getTime(),
    }))
    .filter((o) => query.active === 'all' || o.is_active_subscription);
  return { outlets };
}
