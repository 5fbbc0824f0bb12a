import type { z } from 'zod';
import type { outletActiveToggleResponseSchema } from '@backoffice/contracts/billing';
import { localDate } from '../../domain/local-time.js';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { billingError, isActive } from './billing-rules.js';
import { lockBusinessOutlets, setOutletActive } from './billing.repository.js';

/**
 * Turns an outlet's subscription on or off ("Billing payment"). The business's outlets are locked
 * first, so two owners turning off the last two outlets at once cannot leave none active.
 */
export function toggleOutletSubscription(
  db: Database,
  caller: Pick<Caller, 'businessId'>,
  body: { id: number; isActive: boolean },
): Promise<z.infer<typeof outletActiveToggleResponseSchema>> {
  return db.transaction(async (tx) => {
    const outlets = await lockBusinessOutlets(tx, caller.businessId);
    const target = outlets.find((o) => o.id === body.id);
    if (!target) throw AppError.notFound();
    if (!body.isActive && isActive(target.isActiveSubscription)) {
      const othersActive = outlets.some((o) => o.id !== body.id && isActive(o.isActiveSubscription));
      if (!othersActive) throw billingError('0015-0007', 'isActive');
    }
    const row = await setOutletActive(tx, caller.businessId, body.id, body.isActive);
    if (!row) throw AppError.notFound();
    return {
      is_active_subscription: body.isActive,
      business_id: caller.businessId,
      name: row.name,
      end_date: row.endDate ? localDate(row.timeZone, row.endDate) : null,
    };
  });
}
