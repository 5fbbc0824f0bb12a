import { DISCOUNT_NAME_TAKEN, DISCOUNT_NOT_FOUND, discountMessages } from '@backoffice/contracts/discounts';
import type { DiscountFormValues } from '@backoffice/contracts/discounts';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error';

type DiscountsT = TFunction<'discounts'>;
type MessageName = keyof typeof discountMessages;

const nameOfMessage = new Map<string, MessageName>(
  Object.entries(discountMessages).map(([name, message]) => [message, name as MessageName]),
);

/**
 * The contract's rules carry the spec's English messages; the screen shows them in the UI language. A message the
 * table does not know (another rule's, or the server's own) is shown as it came.
 */
export function translateDiscountMessage(message: string, t: DiscountsT): string {
  const name = nameOfMessage.get(message);
  return name ? t(`validation.${name}`) : message;
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

/** spec §8: a taken name goes under the name field and into a toast; other errors toast their message. */
export function describeDiscountFailure(
  error: unknown,
  t: DiscountsT,
  category: DiscountFormValues['category'] = '',
): DiscountFailure {
  if (!isApiError(error) || error.isNetworkError) {
    return { message: t('errors.network'), fieldErrors: {}, gone: false };
  }
  if (error.code === DISCOUNT_NAME_TAKEN) {
    const message = t('errors.nameTaken');
    return { message, fieldErrors: { name: message }, gone: false };
  }
  if (error.code === DISCOUNT_NOT_FOUND)
    return { message: t('errors.notFound'), fieldErrors: {}, gone: true };
  // A server failure says nothing the user can act on; say it in their language.
  if (error.status >= 500) return { message: t('errors.generic'), fieldErrors: {}, gone: false };
  const fieldErrors: DiscountFormErrors = {};
  for (const fieldError of error.fieldErrors) {
    const field = formFieldOf(fieldError.field, category);
    if (field && !fieldErrors[field]) fieldErrors[field] = translateDiscountMessage(fieldError.message, t);
  }
  const first = Object.values(fieldErrors)[0];
  return { message: first ?? translateDiscountMessage(error.message, t), fieldErrors, gone: false };
}
