import type { QueryClient } from '@tanstack/react-query';

/** One key factory for every brand and principal query, so a change can invalidate them all at once. */
export const brandKeys = {
  all: ['brands'] as const,
  principals: (outletId: number) => [...brandKeys.all, 'principals', { outletId }] as const,
  /** The Assign Principal modal's list (one large page). */
  principalChoices: (outletId: number) => [...brandKeys.all, 'principal-choices', { outletId }] as const,
  /** One page of one principal's brands (-1 = "None"). */
  brandPage: (outletId: number, principalId: number, page: number) =>
    [...brandKeys.all, 'brand-page', { outletId, principalId, page }] as const,
  search: (outletId: number, keyword: string, deep: boolean) =>
    [...brandKeys.all, 'search', { outletId, keyword, deep }] as const,
  /** Every brand of the outlet, for the principal form's brand picker. */
  brandChoices: (outletId: number) => [...brandKeys.all, 'brand-choices', { outletId }] as const,
  principal: (outletId: number, principalId: number) =>
    [...brandKeys.all, 'principal', { outletId, principalId }] as const,
};

/** After any change every list of the feature reloads (the page shows the result with the toast). */
export function refreshBrands(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: brandKeys.all });
}

/** Cache 1 s. */
export const BRAND_CACHE_MS = 1000;
