import type { QueryClient } from '@tanstack/react-query';
import { discountListQueryOptions } from '../api/list-discounts';

/**
 * Each opening of the screen starts its first page at once, alongside the profile and the flags rather than after
 * them (decision 0018); the page finds it in flight or done. Cached pages show meanwhile and are refreshed, which is
 * how the product's constants's "reloaded when the screen is opened again" happens.
 */
export function preloadDiscounts(queryClient: QueryClient): void {
  void queryClient.prefetchInfiniteQuery({ ...discountListQueryOptions(null), staleTime: 0 });
}
