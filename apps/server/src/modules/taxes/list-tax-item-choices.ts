import { TAX_ITEM_CHOICES, type TaxItemChoicesResponse } from '@backoffice/contracts/taxes';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { findItemChoices } from './taxes.repository.js';

/** The items the panel's picker offers: the first matches by name, and how many "All items" would be. */
export async function listTaxItemChoices(
  db: Database,
  caller: Caller,
  query: { search?: string },
): Promise<TaxItemChoicesResponse> {
  const { results, total } = await findItemChoices(db, caller, query.search || undefined, TAX_ITEM_CHOICES);
  return { results, total_items: total };
}
