import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { findGratuityOrFail } from './gratuity-rules.js';
import { deleteGratuityRow } from './gratuities.repository.js';

/** Stored orders keep their own copy of a service charge: deleting it rewrites no history. */
export function deleteGratuity(db: Database, caller: Caller, gratuityId: number): Promise<void> {
  return db.transaction(async (tx) => {
    await findGratuityOrFail(tx, caller, gratuityId, { forUpdate: true });
    await deleteGratuityRow(tx, caller, gratuityId);
  });
}
