import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error';

/**
 * The message a failed sign-in shows. A rate limit says when to try again, taken from the server's `retry_at`
 * (shown in the user's clock) or, failing that, the server's own message.
 */
export function signInErrorMessage(error: unknown, t: TFunction<'auth'>, language: string): string {
  if (!isApiError(error)) return t('errors.network');
  if (error.isNetworkError) return t('errors.network');
  if (error.status === 429) {
    const retryAt = error.fieldErrors.find((field) => field.field === 'retry_at')?.message;
    const date = retryAt ? new Date(retryAt) : undefined;
    if (!date || Number.isNaN(date.getTime())) return error.message;
    const minutes = Math.max(1, Math.ceil((date.getTime() - Date.now()) / 60_000));
    const time = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
    }).format(date);
    return t('errors.rateLimited', { time, minutes });
  }
  if (error.code === 'INVALID_CREDENTIALS') return t('errors.invalidCredentials');
  if (error.code === 'INVALID_CODE') return t('errors.invalidCode');
  if (error.code === 'BUSINESS_FROZEN') {
    const ticket = error.fieldErrors.find((field) => field.field === 'ticket_number')?.message;
    return ticket ? t('errors.businessFrozen', { ticket }) : error.message;
  }
  return error.message;
}
