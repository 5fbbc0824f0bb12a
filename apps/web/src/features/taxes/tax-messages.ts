import { messageKeyOf } from '@backoffice/contracts/common/messages';
import { TAX_NAME_TAKEN, taxMessages } from '@backoffice/contracts/taxes';
import type { TFunction } from 'i18next';
import { isApiError, statusMessage } from '../../lib/api/api-error';
import { describeCommonFailure } from '../../lib/api/common-failure';
import type { TaxFormValues } from './tax-form-model';

type TaxesT = TFunction<'taxes'>;
type TaxMessageName = keyof typeof taxMessages;

const PREFIX = 'taxes.';
const isTaxMessageName = (name: string): name is TaxMessageName => Object.hasOwn(taxMessages, name);

/** A contract message in the UI language, by its key; a message no contract of this screen declares as it came. */
export function translateTaxMessage(error: { message: string; key?: string }, t: TaxesT): string {
  const key = error.key ?? messageKeyOf(error.message);
  const name = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
  return name !== undefined && isTaxMessageName(name) ? t(`validation.${name}`) : error.message;
}

export type TaxFormErrors = Partial<Record<keyof TaxFormValues, string>>;

/** Where a server field error belongs in the form (`body.outlet_ids.2` → the outlets field). */
function formFieldOf(serverField: string): keyof TaxFormValues | null {
  const [, field] = serverField.split('.');
  switch (field) {
    case 'name':
    case 'rate':
    case 'outlet_ids':
    case 'item_ids':
      return field;
    case 'is_included':
      return 'is_included';
    default:
      return null;
  }
}

export interface TaxFailure {
  message: string;
  fieldErrors: TaxFormErrors;
  /** The Tax is gone: the panel has nothing left to edit. */
  gone: boolean;
}

/** A taken name goes under the name field and into a toast; other errors toast their message. */
export function describeTaxFailure(error: unknown, t: TaxesT): TaxFailure {
  const common = describeCommonFailure(error);
  if (common !== undefined || !isApiError(error)) {
    return { message: common ?? statusMessage(0), fieldErrors: {}, gone: false };
  }
  if (error.code === TAX_NAME_TAKEN) {
    const message = t('errors.nameTaken');
    return { message, fieldErrors: { name: message }, gone: false };
  }
  if (error.status === 404) return { message: t('errors.notFound'), fieldErrors: {}, gone: true };
  const fieldErrors: TaxFormErrors = {};
  for (const fieldError of error.fieldErrors) {
    const field = formFieldOf(fieldError.field);
    if (field && !fieldErrors[field]) fieldErrors[field] = translateTaxMessage(fieldError, t);
  }
  const first = Object.values(fieldErrors)[0];
  return {
    message: first ?? translateTaxMessage({ message: error.message, key: error.key }, t),
    fieldErrors,
    gone: false,
  };
}
