import {
  type LoginCodeVerifyRequest,
  type TokenResponse,
  tokenResponseSchema,
} from '@backoffice/contracts/account';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { tokensFromResponse, writeTokens } from '../../../lib/session/token-store';

export function verifySignInCode(body: LoginCodeVerifyRequest): Promise<TokenResponse> {
  return apiRequest('/api/account/v2/login/code/verify', {
    method: 'POST',
    body,
    auth: false,
    schema: tokenResponseSchema,
  });
}

export const verifySignInCodeMutationOptions = mutationOptions({
  mutationKey: ['account', 'verify-sign-in-code'],
  mutationFn: verifySignInCode,
  onSuccess: (tokens: TokenResponse) => writeTokens(tokensFromResponse(tokens)),
});

export function useVerifySignInCode() {
  return useMutation(verifySignInCodeMutationOptions);
}
