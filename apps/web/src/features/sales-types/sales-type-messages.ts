import { messageKeyOf } from '@backoffice/contracts/common/messages';
import {
  SALES_TYPE_DEFAULT_INACTIVE,
  SALES_TYPE_DEFAULT_UNDELETABLE,
  SALES_TYPE_NAME_TAKEN,
  SALES_TYPE_NOT_FOUND,
  salesTypeMessages,
} from '@backoffice/contracts/sales-types';
import type { TFunction } from 'i18next';
import { isApiError, statusMessage } from '../../lib/api/api-error';
import { describeCommonFailure } from '../../lib/api/common-failure';

type SalesTypesT = TFunction<'salesTypes'>;
type SalesTypeMessageName = keyof typeof salesTypeMessages;

const PREFIX = 'salesTypes.';
const isMessageName = (name: string): name is SalesTypeMessageName => Object.hasOwn(salesTypeMessages, name);

/** A contract message in the UI language, by its key; a message no contract of this screen declares as it came. */
export function translateSalesTypeMessage(error: { message: string; key?: string }, t: SalesTypesT): string {
  const key = error.key ?? messageKeyOf(error.message);
  const name = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
  return name !== undefined && isMessageName(name) ? t(`validation.${name}`) : error.message;
}

export type SalesTypeFormErrors = Partial<Record<'name' | 'outlet_ids', string>>;

export interface SalesTypeFailure {
  message: string;
  fieldErrors: SalesTypeFormErrors;
  /** The sales type is gone: the panel has nothing left to edit. */
  gone: boolean;
}

/** The screen's codes in the UI language, field errors under their fields; no answer and 5xx as every screen says them. */
export function describeSalesTypeFailure(error: unknown, t: SalesTypesT): SalesTypeFailure {
  const common = describeCommonFailure(error);
  if (common !== undefined || !isApiError(error)) {
    return { message: common ?? statusMessage(0), fieldErrors: {}, gone: false };
  }
  const plain = (message: string, gone = false) => ({ message, fieldErrors: {}, gone });
  switch (error.code) {
    case SALES_TYPE_NAME_TAKEN: {
      const message = t('errors.nameTaken');
      return { message, fieldErrors: { name: message }, gone: false };
    }
    case SALES_TYPE_NOT_FOUND:
      return plain(t('errors.notFound'), true);
    case SALES_TYPE_DEFAULT_UNDELETABLE:
      return plain(t('errors.defaultUndeletable'));
    case SALES_TYPE_DEFAULT_INACTIVE:
      return plain(t('errors.defaultInactive'));
  }
  const fieldErrors: SalesTypeFormErrors = {};
  for (const fieldError of error.fieldErrors) {
    const field = fieldError.field.split('.')[1];
    if ((field === 'name' || field === 'outlet_ids') && !fieldErrors[field])
      fieldErrors[field] = translateSalesTypeMessage(fieldError, t);
  }
  const first = Object.values(fieldErrors)[0];
  return {
    message: first ?? translateSalesTypeMessage({ message: error.message, key: error.key }, t),
    fieldErrors,
    gone: false,
  };
}
