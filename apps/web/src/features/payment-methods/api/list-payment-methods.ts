import { qrisEndpoints } from '@backoffice/contracts/qris';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { paymentMethodKeys } from './payment-method-keys';

export const paymentMethodListQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodKeys.methods(),
    queryFn: ({ signal }) => callEndpoint(qrisEndpoints.paymentMethods, {}, signal),
  });

export const usePaymentMethodList = () => useQuery(paymentMethodListQueryOptions());
