import { type QrisDraft, qrisEndpoints } from '@backoffice/contracts/qris';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { paymentMethodKeys } from './payment-method-keys';

export const qrisDraftQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodKeys.draft(),
    queryFn: async ({ signal }) => (await callEndpoint(qrisEndpoints.draft, {}, signal)).data,
  });

export const useQrisDraft = (enabled: boolean) => useQuery({ ...qrisDraftQueryOptions(), enabled });

export function useSaveQrisDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (draft: QrisDraft) =>
      (await callEndpoint(qrisEndpoints.saveDraft, { body: draft })).data,
    onSuccess: (saved) => client.setQueryData(paymentMethodKeys.draft(), saved),
  });
}
