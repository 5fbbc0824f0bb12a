import { type DataBundleRequest, deletionEndpoints } from '@backoffice/contracts/account-deletion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { dataBundleKeys } from './get-latest-data-bundle';

/** Asks for a data bundle; the answer (in progress) becomes the latest, which then polls until it is written. */
export function useRequestDataBundle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DataBundleRequest) => callEndpoint(deletionEndpoints.createDataBundle, { body }),
    onSuccess: (bundle) => client.setQueryData(dataBundleKeys.latest, { bundle }),
  });
}
