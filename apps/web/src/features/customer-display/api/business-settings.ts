import { type BusinessSettings, businessSettingsEndpoints } from '@backoffice/contracts/business-settings';
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

/** PUT replaces the whole setting: the one read, with the change. */
export function useUpdateBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BusinessSettings) =>
      callEndpoint(businessSettingsEndpoints.update, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
