import { messageKeyOf } from '@backoffice/contracts/common/messages';
import { GRATUITY_NAME_TAKEN, gratuityMessages } from '@backoffice/contracts/gratuities';
import type { TFunction } from 'i18next';
import { isApiError, statusMessage } from '../../lib/api/api-error';
import { describeCommonFailure } from '../../lib/api/common-failure';
import type { GratuityFormValues } from './gratuity-form-model';

type GratuitiesT = TFunction<'gratuities'>;
type GratuityMessageName = keyof typeof gratuityMessages;

const PREFIX = 'gratuities.';
const isGratuityMessageName = (name: string): name is GratuityMessageName =>
  Object.hasOwn(gratuityMessages, name);

/** A contract message in the UI language, by its key; a message no contract of this screen declares as it came. */
export function translateGratuityMessage(error: { message: string; key?: string }, t: GratuitiesT): string {
  const key = error.key ?? messageKeyOf(error.message);
  const name = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
  return name !== undefined && isGratuityMessageName(name) ? t(`validation.${name}`) : error.message;
}

export type GratuityFormErrors = Partial<Record<keyof GratuityFormValues, string>>;

/** Where a server field error belongs in the form (`body.outlet_ids.2` → the outlets field). */
function formFieldOf(serverField: string): keyof GratuityFormValues | null {
  const [, field] = serverField.split('.');
  switch (field) {
    case 'name':
    case 'rate':
    case 'outlet_ids':
    case 'sales_type_ids':
      return field;
    default:
      return null;
  }
}

export interface GratuityFailure {
  message: string;
  fieldErrors: GratuityFormErrors;
  /** The Gratuity is gone: the panel has nothing left to edit. */
  gone: boolean;
}

/** A taken name goes under the name field and into a toast; other errors toast their message. */
export function describeGratuityFailure(error: unknown, t: GratuitiesT): GratuityFailure {
  const common = describeCommonFailure(error);
  if (common !== undefined || !isApiError(error)) {
    return { message: common ?? statusMessage(0), fieldErrors: {}, gone: false };
  }
  if (error.code === GRATUITY_NAME_TAKEN) {
    const message = t('errors.nameTaken');
    return { message, fieldErrors: { name: message }, gone: false };
  }
  if (error.status === 404) return { message: t('errors.notFound'), fieldErrors: {}, gone: true };
  const fieldErrors: GratuityFormErrors = {};
  for (const fieldError of error.fieldErrors) {
    const field = formFieldOf(fieldError.field);
    if (field && !fieldErrors[field]) fieldErrors[field] = translateGratuityMessage(fieldError, t);
  }
  const first = Object.values(fieldErrors)[0];
  return {
    message: first ?? translateGratuityMessage({ message: error.message, key: error.key }, t),
    fieldErrors,
    gone: false,
  };
}
