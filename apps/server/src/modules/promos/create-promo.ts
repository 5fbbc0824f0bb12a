import type { Promo, SavePromoBody } from '@backoffice/contracts/promos';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { findPromoOrFail, promoValuesFor, toPromo } from './promo-rules.js';
import { insertPromo, replacePromoOutlets } from './promos.repository.js';

/** One transaction: the promotion and its outlets, or nothing. */
export function createPromo(db: Database, caller: Caller, input: SavePromoBody): Promise<Promo> {
  return db.transaction(async (tx) => {
    const values = await promoValuesFor(tx, caller, input);
    const id = await insertPromo(tx, caller, values);
    await replacePromoOutlets(tx, caller, id, [...new Set(input.outlet_ids)]);
    return toPromo(await findPromoOrFail(tx, caller, id), true);
  });
}
