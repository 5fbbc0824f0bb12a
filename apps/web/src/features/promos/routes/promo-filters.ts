import { PROMO_SEARCH_MAX_LENGTH, type PromoStatus, promoStatusSchema } from '@backoffice/contracts/promos';
import type { PromoListFilter } from '../api/promo-keys';

export const SEARCH_PARAM = 'q';
export const STATUS_PARAM = 'status';

/** The list's filter kept in the address: `?q=<search>&status=<status>`; an unknown status reads as all. */
export function filterFromSearch(params: URLSearchParams): PromoListFilter {
  const search = (params.get(SEARCH_PARAM) ?? '').trim().slice(0, PROMO_SEARCH_MAX_LENGTH);
  const status = promoStatusSchema.safeParse(params.get(STATUS_PARAM));
  return { search, status: status.success ? (status.data as PromoStatus) : null };
}

/** `current` with the filter's parameters replaced (others, such as the panel's, kept). */
export function withFilter(current: URLSearchParams, next: Partial<PromoListFilter>): URLSearchParams {
  const updated = new URLSearchParams(current);
  if (next.search !== undefined) {
    if (next.search.trim()) updated.set(SEARCH_PARAM, next.search.trim());
    else updated.delete(SEARCH_PARAM);
  }
  if (next.status !== undefined) {
    if (next.status === null) updated.delete(STATUS_PARAM);
    else updated.set(STATUS_PARAM, next.status);
  }
  return updated;
}
