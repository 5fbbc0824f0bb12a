import { MODIFIER_SEARCH_MAX_LENGTH } from '@backoffice/contracts/modifiers';
import type { ModifierListFilter } from '../api/modifier-keys';

/** The list's filter kept in the address: `?q=<search>&outlet=<id>`, so a reload or a shared link shows the same list. */
export function filterFromSearch(params: URLSearchParams): ModifierListFilter {
  const search = (params.get('q') ?? '').trim().slice(0, MODIFIER_SEARCH_MAX_LENGTH);
  const outlet = Number(params.get('outlet'));
  return { search, outletId: Number.isInteger(outlet) && outlet > 0 ? outlet : null };
}

export function searchFromFilter(filter: ModifierListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('q', filter.search);
  if (filter.outletId !== null) params.set('outlet', String(filter.outletId));
  return params;
}
