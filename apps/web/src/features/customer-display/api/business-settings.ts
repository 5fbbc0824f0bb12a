import { businessSettingsEndpoints, type SettingChange } from '@backoffice/contracts/business-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

const settingsKey = ['business-settings'] as const;

export const businessSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => callEndpoint(businessSettingsEndpoints.get, {}, signal),
  });

export function useBusinessSettings() {
  return useQuery(businessSettingsQueryOptions());
}

/** PUT sends the spec's `{setting: {...}}` with the changed fields only; the others stay (decision 0130). */
export function useUpdateBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingChange) =>
      callEndpoint(businessSettingsEndpoints.update, { body: { setting: change } }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
