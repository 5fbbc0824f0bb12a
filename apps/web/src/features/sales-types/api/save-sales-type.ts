import {
  type CreateSalesTypeRequest,
  SALES_TYPE_NOT_FOUND,
  salesTypeEndpoints,
  type UpdateSalesTypeRequest,
} from '@backoffice/contracts/sales-types';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { refreshSalesTypes, salesTypeKeys } from './sales-type-keys';

/** Someone else deleted it: what the screen shows is out of date. */
const refreshWhenGone = (queryClient: QueryClient) => (error: unknown) => {
  if (isApiError(error) && error.code === SALES_TYPE_NOT_FOUND) refreshSalesTypes(queryClient);
};

export function useCreateSalesType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...salesTypeKeys.all, 'create'],
    mutationFn: (body: CreateSalesTypeRequest) => callEndpoint(salesTypeEndpoints.create, { body }),
    onSuccess: () => refreshSalesTypes(queryClient),
  });
}

export function useUpdateSalesType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...salesTypeKeys.all, 'update'],
    mutationFn: ({ id, body }: { id: number; body: UpdateSalesTypeRequest }) =>
      callEndpoint(salesTypeEndpoints.update, { params: { id }, body }),
    onSuccess: () => refreshSalesTypes(queryClient),
    onError: refreshWhenGone(queryClient),
  });
}

export function useManageSalesTypeState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...salesTypeKeys.all, 'state'],
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      callEndpoint(salesTypeEndpoints.manageState, { params: { id }, body: { is_active: isActive } }),
    onSettled: () => refreshSalesTypes(queryClient),
  });
}

export function useDeleteSalesType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...salesTypeKeys.all, 'delete'],
    mutationFn: async (id: number) => {
      await callEndpoint(salesTypeEndpoints.delete, { params: { id } });
    },
    onSettled: () => refreshSalesTypes(queryClient),
  });
}
