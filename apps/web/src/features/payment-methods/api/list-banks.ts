import { qrisEndpoints } from '@backoffice/contracts/qris';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SELECT_QUERY_RETRY } from '../../../lib/api/select-query-retry';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { paymentMethodKeys } from './payment-method-keys';

/** A select list, 3 retries 500 ms apart, then Retry. */
export const bankListQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodKeys.banks(),
    queryFn: async ({ signal }) => (await callEndpoint(qrisEndpoints.banks, {}, signal)).data,
    staleTime: Infinity,
    ...SELECT_QUERY_RETRY,
  });

export const useBankList = (enabled: boolean) => useQuery({ ...bankListQueryOptions(), enabled });
