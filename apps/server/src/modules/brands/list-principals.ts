import { type ListPrincipalsResponse, NO_PRINCIPAL_ID } from '@backoffice/contracts/brands';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertOutletReachable, toPrincipals } from './brand-rules.js';
import { countUngroupedBrands, countUngroupedItems } from './brands.repository.js';
import { listPrincipalPage, type PrincipalRow } from './principals.repository.js';

/**
 * The outlet's principals in name order. The first page starts with the "None" group (id -1, always there, so the
 * screen can tell "only None exists"); it is not counted in the page size.
 */
export async function listPrincipals(
  db: Database,
  caller: Caller,
  query: { outlet_id: number; deep: boolean; page: number; size: number },
): Promise<ListPrincipalsResponse> {
  await assertOutletReachable(db, caller, query.outlet_id, 'query.outlet_id');
  const rows = await listPrincipalPage(db, caller, {
    outletId: query.outlet_id,
    offset: (query.page - 1) * query.size,
    limit: query.size + 1,
  });
  const page: PrincipalRow[] = rows.slice(0, query.size);
  if (query.page === 1) {
    const brandCount = await countUngroupedBrands(db, caller, query.outlet_id);
    const itemCount = await countUngroupedItems(db, caller, query.outlet_id);
    page.unshift({ id: NO_PRINCIPAL_ID, name: 'None', brandCount, itemCount, outletCount: 0 });
  }
  return {
    results: await toPrincipals(db, caller, page, query.outlet_id, query.deep),
    page: query.page,
    size: query.size,
    has_next: rows.length > query.size,
  };
}
