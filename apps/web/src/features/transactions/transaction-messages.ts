import { describeFailure } from '../../lib/api/api-error';

/**
 * A failed list call is shown with the error's message, in a toast and in the table. No answer and
 * server failures say the app's own translated sentence; a refusal says the server's message.
 */
export function describeTransactionFailure(error: unknown): string {
  return describeFailure(error);
}
