import type { QrisDraft } from '@backoffice/contracts/qris';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { findDraft } from './qris.repository.js';

export type QrisDraftView = (QrisDraft & { updated_at: string }) | null;

export function draftView(row: Awaited<ReturnType<typeof findDraft>>): QrisDraftView {
  if (!row) return null;
  return {
    step: row.step,
    values: row.values as Record<string, unknown>,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The unfinished registration form of the business, to resume in any browser (decision 0081). */
export async function getQrisDraft(db: Queryable, caller: Caller): Promise<QrisDraftView> {
  return draftView(await findDraft(db, caller));
}
