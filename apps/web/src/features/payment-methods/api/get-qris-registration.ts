import { qrisEndpoints } from '@backoffice/contracts/qris';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { paymentMethodKeys } from './payment-method-keys';

export const qrisRegistrationQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodKeys.registration(),
    queryFn: async ({ signal }) => (await callEndpoint(qrisEndpoints.registration, {}, signal)).data,
  });

export const useQrisRegistration = () => useQuery(qrisRegistrationQueryOptions());
