import { messageKeyOf } from '@backoffice/contracts/common/messages';
import { recurringMessages } from '@backoffice/contracts/recurring-billing';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error';
import { describeCommonFailure } from '../../lib/api/common-failure';

type RecurringT = TFunction<'recurring'>;
type MessageName = keyof typeof recurringMessages;
const PREFIX = 'recurringBilling.';
const isMessageName = (name: string): name is MessageName => Object.hasOwn(recurringMessages, name);

/** A recurring contract message in the UI language, by its key; other text (the gateway's) stays as it came. */
export function translateRecurringMessage(message: { message: string; key?: string }, t: RecurringT): string {
  const key = message.key ?? messageKeyOf(message.message);
  const name = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
  return name !== undefined && isMessageName(name) ? t(`messages.${name}`) : message.message;
}

/**
 * the product's error catalogue "Direct debit error" (manage card and change package follow it): a toast of the answer's message, else
 * of its status. No answer or a server failure reads the shared network or generic message.
 */
export function describeRecurringFailure(error: unknown, t: RecurringT): string {
  const common = describeCommonFailure(error);
  if (common !== undefined || !isApiError(error)) return common ?? '';
  const first = error.fieldErrors[0] ?? error;
  return first.message ? translateRecurringMessage(first, t) : String(error.status);
}
