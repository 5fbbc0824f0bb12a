import { type LoginRequest, type TokenResponse, tokenResponseSchema } from '@backoffice/contracts/account';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { tokensFromResponse, writeTokens } from '../../../lib/session/token-store';

export function signIn(body: LoginRequest): Promise<TokenResponse> {
  return apiRequest('/api/account/v2/login', {
    method: 'POST',
    body,
    auth: false,
    schema: tokenResponseSchema,
  });
}

export const signInMutationOptions = mutationOptions({
  mutationKey: ['account', 'sign-in'],
  mutationFn: signIn,
  onSuccess: (tokens: TokenResponse) => writeTokens(tokensFromResponse(tokens)),
});

export function useSignIn() {
  return useMutation(signInMutationOptions);
}
