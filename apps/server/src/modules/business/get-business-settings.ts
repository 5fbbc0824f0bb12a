import type { BusinessSettingsResponse } from '@backoffice/contracts/business-settings';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { toBusinessSettings } from './business-dto.js';
import { ensureBusinessSettings, findBusinessSettings } from './business.repository.js';

/**
 * Every business has a setting; one created before its row existed gets the defaults on first read (an
 * idempotent insert, so concurrent first reads agree).
 */
export async function getBusinessSettings(db: Database, caller: Caller): Promise<BusinessSettingsResponse> {
  const existing = await findBusinessSettings(db, caller);
  if (existing) return { setting: toBusinessSettings(existing) };
  await ensureBusinessSettings(db, caller);
  const created = await findBusinessSettings(db, caller);
  if (!created) throw new Error('business settings missing right after their insert');
  return { setting: toBusinessSettings(created) };
}
