import { QRIS_ALREADY_REGISTERED, type QrisDraft, qrisErrors } from '@backoffice/contracts/qris';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import { draftView, type QrisDraftView } from './get-qris-draft.js';
import { findRegistration, upsertDraft } from './qris.repository.js';

/**
 * Saves the unfinished form (one per business; the last save wins). A draft is unfinished by nature, so only its
 * size and shape are checked here; the submission checks everything. No draft once the business has registered.
 */
export async function saveQrisDraft(db: Database, caller: Caller, draft: QrisDraft): Promise<QrisDraftView> {
  return db.transaction(async (tx) => {
    if (await findRegistration(tx, caller)) throw AppError.domain(qrisErrors, QRIS_ALREADY_REGISTERED);
    return draftView(await upsertDraft(tx, caller, draft));
  });
}
