import { messageKeyOf } from '@backoffice/contracts/common/messages';
import {
  DISCOUNT_NAME_TAKEN,
  DISCOUNT_NOT_FOUND,
  discountMessages,
  type DiscountMessageName,
} from '@backoffice/contracts/discounts';
import type { TFunction } from 'i18next';
import { isApiError, statusMessage } from '../../lib/api/api-error';
import { describeCommonFailure } from '../../lib/api/common-failure';
import type { DiscountFormValues } from './discount-form-model';

type DiscountsT = TFunction<'discounts'>;

const PREFIX = 'discounts.';
const isDiscountMessageName = (name: string): name is DiscountMessageName =>
  Object.hasOwn(discountMessages, name);

/**
 * The one place the screen turns a contract message into the UI language: by its key (`discounts.nameRequired`),
 * which the server sends with each error and the form's own checks find from the contract. The table
 * (`validation` in the namespace) is keyed the same way and typed, so no message can lack its Indonesian. A
 * message no contract of this screen declares (a proxy's, another rule's) is shown as it came.
 */
export function translateDiscountMessage(error: { message: string; key?: string }, t: DiscountsT): string {
  const key = error.key ?? messageKeyOf(error.message);
  const name = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
  return name !== undefined && isDiscountMessageName(name) ? t(`validation.${name}`) : error.message;
}

export type DiscountFormErrors = Partial<Record<keyof DiscountFormValues, string>>;

/** Where a server field error belongs in the form (`body.updated_outlet_ids.2` → the outlets field). */
function formFieldOf(
  serverField: string,
  category: DiscountFormValues['category'],
): keyof DiscountFormValues | null {
  const [, field] = serverField.split('.');
  switch (field) {
    case 'name':
      return 'name';
    case 'amount':
      return 'amount';
    case 'type':
      return category === 'customAmount' ? 'discountTypeCustom' : 'amountType';
    case 'outlet_ids':
    case 'updated_outlet_ids':
    case 'deleted_outlet_ids':
      return 'outlet_ids';
    default:
      return null;
  }
}

export interface DiscountFailure {
  /** What the toast says. */
  message: string;
  /** Errors to show under the form's fields. */
  fieldErrors: DiscountFormErrors;
  /** The Discount is gone (or changed by someone else): the panel has nothing left to edit. */
  gone: boolean;
}

/**
 * A taken name goes under the name field and into a toast; other errors toast their message. No answer
 * and server failures are said the way every screen says them (`describeCommonFailure`).
 */
export function describeDiscountFailure(
  error: unknown,
  t: DiscountsT,
  category: DiscountFormValues['category'] = '',
): DiscountFailure {
  const common = describeCommonFailure(error);
  // describeCommonFailure speaks for everything that is not an answer of the API (the second test is for types).
  if (common !== undefined || !isApiError(error)) {
    return { message: common ?? statusMessage(0), fieldErrors: {}, gone: false };
  }
  if (error.code === DISCOUNT_NAME_TAKEN) {
    const message = t('errors.nameTaken');
    return { message, fieldErrors: { name: message }, gone: false };
  }
  if (error.code === DISCOUNT_NOT_FOUND)
    return { message: t('errors.notFound'), fieldErrors: {}, gone: true };
  const fieldErrors: DiscountFormErrors = {};
  for (const fieldError of error.fieldErrors) {
    const field = formFieldOf(fieldError.field, category);
    if (field && !fieldErrors[field]) fieldErrors[field] = translateDiscountMessage(fieldError, t);
  }
  const first = Object.values(fieldErrors)[0];
  return {
    message: first ?? translateDiscountMessage({ message: error.message, key: error.key }, t),
    fieldErrors,
    gone: false,
  };
}
