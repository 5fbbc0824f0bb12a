import type { PromoStatus } from '@backoffice/contracts/promos';
import type { QueryClient } from '@tanstack/react-query';

/** The list's filter, kept in the address (`routes/promo-filters.ts`). */
export interface PromoListFilter {
  search: string;
  status: PromoStatus | null;
}

/** One key factory for every promotion query, so a change can invalidate them all at once. */
export const promoKeys = {
  all: ['promos'] as const,
  lists: () => [...promoKeys.all, 'list'] as const,
  list: (filter: PromoListFilter) => [...promoKeys.lists(), filter] as const,
  detail: (id: number) => [...promoKeys.all, 'detail', id] as const,
  itemChoices: (search: string) => [...promoKeys.all, 'item-choices', { search }] as const,
};

/** After a change: details go stale without a refetch (their panel is closing), the lists reload. */
export function refreshPromos(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: promoKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: promoKeys.lists() });
}
