import type { QueryClient } from '@tanstack/react-query';
import { qrisRegistrationQueryOptions } from '../api/get-qris-registration';
import { paymentMethodListQueryOptions } from '../api/list-payment-methods';

/** The screen's first requests start with the route (decision 0018). */
export function preloadPaymentMethods(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(paymentMethodListQueryOptions());
  void queryClient.prefetchQuery(qrisRegistrationQueryOptions());
}
