import { NO_PRINCIPAL_ID, type ListBrandsResponse } from '@backoffice/contracts/brands';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertOutletReachable, toBrands } from './brand-rules.js';
import { listBrandPage } from './brands.repository.js';

/** An outlet's brands: one principal's (-1 = "None"), or a flat list for a keyword search. */
export async function listBrands(
  db: Database,
  caller: Caller,
  outletId: number,
  query: { principal_id?: number; keyword?: string; deep: boolean; page: number; size: number },
): Promise<ListBrandsResponse> {
  await assertOutletReachable(db, caller, outletId, 'params.outlet');
  const principalId = query.principal_id === NO_PRINCIPAL_ID ? null : query.principal_id;
  // One row more than asked says whether another page exists without a count query.
  const rows = await listBrandPage(db, caller, {
    outletId,
    principalId,
    keyword: query.keyword || undefined,
    deep: query.deep,
    offset: (query.page - 1) * query.size,
    limit: query.size + 1,
  });
  const page = rows.slice(0, query.size);
  return {
    results: await toBrands(db, caller, page, outletId),
    page: query.page,
    size: query.size,
    has_next: rows.length > query.size,
  };
}
