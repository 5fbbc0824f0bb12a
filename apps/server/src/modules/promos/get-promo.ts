import type { Promo } from '@backoffice/contracts/promos';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { editablePromos, findPromoOrFail, toPromo } from './promo-rules.js';

export async function getPromo(db: Database, caller: Caller, promoId: number): Promise<Promo> {
  const row = await findPromoOrFail(db, caller, promoId);
  const canEdit = await editablePromos(db, caller, [row.id]);
  return toPromo(row, canEdit(row.id));
}
