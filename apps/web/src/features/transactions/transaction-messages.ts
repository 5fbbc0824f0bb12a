import { describeFailure, isApiError, statusMessage } from '../../lib/api/api-error';

/** Our server's own 5xx code: its English sentence says no more than the translated generic one. */
const INTERNAL = 'INTERNAL';

/**
 * A failed list call is shown with the error's message, in a toast and in the table (spec "Error catalogue":
 * "shown as a toast with the error's message"). The server's words whenever it sent some, a server failure's too
 * (a gateway's "reporting is under maintenance" is something a merchant can act on); no answer, an answer without
 * words and our own INTERNAL say the app's translated sentence (docs/spec-notes.md, "Transactions screen (list)").
 */
export function describeTransactionFailure(error: unknown): string {
  if (
    isApiError(error) &&
    error.status >= 500 &&
    error.code !== INTERNAL &&
    error.message !== '' &&
    error.message !== statusMessage(error.status)
  )
    return error.message;
  return describeFailure(error);
}
