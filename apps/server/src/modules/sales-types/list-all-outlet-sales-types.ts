import { type AllSalesTypesResponse, SALES_TYPE_ALL_LIMIT } from '@backoffice/contracts/sales-types';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { toSalesType } from './sales-type-rules.js';
import { listGratuitiesWithSalesTypes, listSalesTypePage } from './sales-types.repository.js';

/** `all-outlet`: every Sales type of the Business across its Outlets, unpaged, for pickers (docs/spec-notes.md). */
export async function listAllOutletSalesTypes(db: Database, caller: Caller): Promise<AllSalesTypesResponse> {
  const [rows, all] = await Promise.all([
    listSalesTypePage(db, caller, { limit: SALES_TYPE_ALL_LIMIT }),
    listGratuitiesWithSalesTypes(db, caller),
  ]);
  return { results: rows.map((row) => toSalesType(caller, row, all)) };
}
