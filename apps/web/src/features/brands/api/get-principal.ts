import { brandEndpoints } from '@backoffice/contracts/brands';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { BRAND_CACHE_MS, brandKeys } from './brand-keys';

/** One principal with its brands at the outlet, for its edit form. */
export function usePrincipal(outletId: number, principalId: number | null) {
  return useQuery({
    queryKey: brandKeys.principal(outletId, principalId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint(
        brandEndpoints.getPrincipal,
        { params: { id: principalId ?? 0 }, query: { outlet_id: outletId } },
        signal,
      ),
    staleTime: BRAND_CACHE_MS,
    enabled: principalId !== null,
  });
}
