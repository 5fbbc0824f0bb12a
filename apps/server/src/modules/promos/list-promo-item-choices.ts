import { PROMO_ITEM_CHOICES, type PromoItemChoicesResponse } from '@backoffice/contracts/promos';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { findItemChoices } from './promos.repository.js';

/**
 * The items the panel's picker offers for what was typed (decision 0190): under the promotions' own permission, so
 * a role that may manage promotions but not the item list can still name the items bought and rewarded.
 */
export async function listPromoItemChoices(
  db: Database,
  caller: Caller,
  query: { search?: string },
): Promise<PromoItemChoicesResponse> {
  const rows = await findItemChoices(db, caller, query.search || undefined, PROMO_ITEM_CHOICES);
  return { results: rows.map((row) => ({ item_id: row.id, item_name: row.name })) };
}
