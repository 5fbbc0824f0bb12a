import { type AccountErrorCode, accountErrors } from '@backoffice/contracts/account';
import { AppError } from '../errors/app-error.js';

/** An AppError with one of the sign-in and session codes of the account contract. */
export function authError(code: AccountErrorCode, message?: string): AppError {
  const entry = accountErrors[code];
  return new AppError(entry.status, code, message ?? entry.message);
}
