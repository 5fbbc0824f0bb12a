import type { GratuitySalesTypeChoices } from '@backoffice/contracts/gratuities';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { listSalesTypeChoices as readSalesTypes } from './gratuities.repository.js';

/** The sales types the panel offers: a Business has a handful, so all of them at once. */
export async function listSalesTypeChoices(db: Database, caller: Caller): Promise<GratuitySalesTypeChoices> {
  return { results: await readSalesTypes(db, caller) };
}
