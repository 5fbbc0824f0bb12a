import { deletionEndpoints } from '@backoffice/contracts/account-deletion';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export const dataBundleKeys = { latest: ['account-deletion', 'data-bundle'] as const };

/** How often the page looks again while the bundle is being written. */
const POLL_MS = 2_000;

/**
 * The business's latest data bundle. Polled while it is being written (the owner page has no realtime topic of its
 * own), and again each time it is read, so the ten-minute link is always fresh.
 */
export function useLatestDataBundle() {
  return useQuery({
    queryKey: dataBundleKeys.latest,
    queryFn: ({ signal }) => callEndpoint(deletionEndpoints.latestDataBundle, {}, signal),
    refetchInterval: (query) => (query.state.data?.bundle?.status === 'IN_PROGRESS' ? POLL_MS : false),
  });
}
