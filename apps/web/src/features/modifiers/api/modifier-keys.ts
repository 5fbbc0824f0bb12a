import type { QueryClient } from '@tanstack/react-query';

export interface ModifierListFilter {
  search: string;
  /** null = every Outlet. */
  outletId: number | null;
}

/** One key factory for every modifier query, so a change can invalidate them all at once. */
export const modifierKeys = {
  all: ['modifiers'] as const,
  lists: () => [...modifierKeys.all, 'list'] as const,
  list: (filter: ModifierListFilter) => [...modifierKeys.lists(), filter] as const,
  detail: (id: number) => [...modifierKeys.all, 'detail', id] as const,
  itemChoices: (search: string) => [...modifierKeys.all, 'item-choices', search] as const,
};

/** After a change: the lists reload in the background while the toast shows; details are read fresh on opening. */
export function refreshModifiers(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: modifierKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: modifierKeys.lists() });
}
