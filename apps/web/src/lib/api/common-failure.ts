import { isApiError, statusMessage } from './api-error';

/**
 * The half of describing a failed call that no screen has anything to add to, in the UI language: no answer at
 * all (offline, a timeout, a refused connection) or something that is not an answer of the API is the network
 * message; a server failure (5xx) is the generic one, whatever its body said, since a merchant cannot act on it.
 * `undefined` for an answer the screen describes itself: its own error codes, field errors, a refusal.
 */
export function describeCommonFailure(error: unknown): string | undefined {
  if (!isApiError(error) || error.isNetworkError) return statusMessage(0);
  if (error.status >= 500) return statusMessage(500);
  return undefined;
}
