import { type LoginCodeRequest, loginCodeAcceptedSchema } from '@backoffice/contracts/account';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';

export function requestSignInCode(body: LoginCodeRequest) {
  return apiRequest('/api/account/v2/login/code', {
    method: 'POST',
    body,
    auth: false,
    schema: loginCodeAcceptedSchema,
  });
}

export const requestSignInCodeMutationOptions = mutationOptions({
  mutationKey: ['account', 'request-sign-in-code'],
  mutationFn: requestSignInCode,
});

export function useRequestSignInCode() {
  return useMutation(requestSignInCodeMutationOptions);
}
