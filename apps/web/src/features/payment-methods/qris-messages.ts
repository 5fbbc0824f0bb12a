import { messageKeyOf } from '@backoffice/contracts/common/messages';
import { qrisErrors, qrisMessages } from '@backoffice/contracts/qris';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error';

type PaymentMethodsT = TFunction<'paymentMethods'>;
type QrisMessageName = keyof typeof qrisMessages;
const PREFIX = 'qris.';
const isMessageName = (name: string): name is QrisMessageName => Object.hasOwn(qrisMessages, name);
const isQrisCode = (code: string): code is keyof typeof qrisErrors => Object.hasOwn(qrisErrors, code);

/** A contract message in the UI language, by its key; other text stays as it came. */
export function translateQrisMessage(error: { message: string; key?: string }, t: PaymentMethodsT): string {
  const key = error.key ?? messageKeyOf(error.message);
  const name = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
  return name !== undefined && isMessageName(name) ? t(`validation.${name}`) : error.message;
}

export interface QrisFailure {
  message: string;
  /** A 400 with a list shows the list under 'Please check your submission'. */
  list: string[];
}

/** A 400 with a list; other errors with a server message; else the generic message. */
export function describeQrisFailure(error: unknown, t: PaymentMethodsT): QrisFailure {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500)
    return { message: t('wizard.genericError'), list: [] };
  if (error.status === 400 && error.fieldErrors.length > 0) {
    return {
      message: t('wizard.submitFailed'),
      list: error.fieldErrors.map((field) => translateQrisMessage(field, t)),
    };
  }
  if (isQrisCode(error.code)) return { message: t(`codes.${error.code}`), list: [] };
  return { message: error.message ? translateQrisMessage(error, t) : t('wizard.genericError'), list: [] };
}
