import type { QueryClient } from '@tanstack/react-query';
import { activeRecurringQueryOptions } from '../../../lib/billing/get-active-recurring';

/** The screen's first request starts with the route (decision 0018). */
export function preloadRecurring(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(activeRecurringQueryOptions());
}
