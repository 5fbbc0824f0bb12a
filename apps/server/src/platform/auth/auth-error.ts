import { type AccountErrorCode, accountErrors } from '@backoffice/contracts/account';
import { AppError } from '../errors/app-error.js';

/** An AppError with one of the sign-in and session codes of the account contract. */
export function authError(code: AccountErrorCode, message?: string): AppError {
  const entry = accountErrors[code];
  return new AppError(entry.status, code, message ?? entry.message);
}

/**
 * Sign-in to a business waiting for its deletion. Said only once the password or code was right, so the refusal
 * tells nothing to someone who does not hold the account.
 */
export function businessFrozenError(ticketNumber: string): AppError {
  const entry = accountErrors.BUSINESS_FROZEN;
  return new AppError(
    entry.status,
    'BUSINESS_FROZEN',
    `${entry.message.replace(/,/, ` (ticket ${ticketNumber}),`)}`,
    [{ field: 'ticket_number', message: ticketNumber }],
  );
}
