import { type SaveTaxRequest, taxEndpoints } from '@backoffice/contracts/taxes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { refreshTaxes, taxKeys } from './tax-keys';

/** Creates a Tax (`id` null) or replaces one. */
export function useSaveTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...taxKeys.all, 'save'],
    mutationFn: ({ id, body }: { id: number | null; body: SaveTaxRequest }) =>
      id === null
        ? callEndpoint(taxEndpoints.create, { body })
        : callEndpoint(taxEndpoints.update, { params: { id }, body }),
    onSuccess: () => refreshTaxes(queryClient),
    // Someone else removed it: what the screen shows is out of date.
    onError: (error) => {
      if (isApiError(error) && error.status === 404) refreshTaxes(queryClient);
    },
  });
}
