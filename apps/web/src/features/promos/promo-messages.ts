import { messageKeyOf } from '@backoffice/contracts/common/messages';
import { promoMessages, type PromoMessageName } from '@backoffice/contracts/promos';
import type { TFunction } from 'i18next';
import { isApiError, statusMessage } from '../../lib/api/api-error';
import { describeCommonFailure } from '../../lib/api/common-failure';

type PromosT = TFunction<'promos'>;

const PREFIX = 'promos.';
const isPromoMessageName = (name: string): name is PromoMessageName => Object.hasOwn(promoMessages, name);

/** The one place a contract message becomes the UI language, by its key; unknown text is shown as it came. */
export function translatePromoMessage(error: { message: string; key?: string }, t: PromosT): string {
  const key = error.key ?? messageKeyOf(error.message);
  const name = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
  return name !== undefined && isPromoMessageName(name) ? t(`validation.${name}`) : error.message;
}

/** Form errors keyed by the form's paths: `name`, `buy_items`, `buy_items.2.quantity`, `days`, `outlet_ids`. */
export type PromoFormErrors = Record<string, string>;

const sameName = new Set([
  'name',
  'type',
  'minimum_amount',
  'discount_type',
  'amount',
  'max_discount',
  'start_date',
  'end_date',
  'priority',
]);

/** `body.get_items.1.quantity` → `get_items.1.quantity`; `body.schedule.days` → `days`; an item id → its list. */
function formFieldOf(serverField: string): string | null {
  const [, field, index, part] = serverField.split('.');
  if (field === undefined) return null;
  if (sameName.has(field)) return field === 'discount_type' ? 'amount' : field;
  if (field === 'buy_items' || field === 'get_items')
    return index !== undefined && part === 'quantity' ? `${field}.${index}.quantity` : field;
  if (field === 'schedule') return index === 'from' || index === 'to' ? index : 'days';
  if (field === 'outlet_ids') return 'outlet_ids';
  return null;
}

export interface PromoFailure {
  message: string;
  fieldErrors: PromoFormErrors;
  /** The promotion is gone: the panel has nothing left to edit. */
  gone: boolean;
}

export function describePromoFailure(error: unknown, t: PromosT): PromoFailure {
  const common = describeCommonFailure(error);
  if (common !== undefined || !isApiError(error)) {
    return { message: common ?? statusMessage(0), fieldErrors: {}, gone: false };
  }
  if (error.status === 404) return { message: t('errors.notFound'), fieldErrors: {}, gone: true };
  const fieldErrors: PromoFormErrors = {};
  for (const fieldError of error.fieldErrors) {
    const field = formFieldOf(fieldError.field);
    if (field && !fieldErrors[field]) fieldErrors[field] = translatePromoMessage(fieldError, t);
  }
  const first = Object.values(fieldErrors)[0];
  return {
    message: first ?? translatePromoMessage({ message: error.message, key: error.key }, t),
    fieldErrors,
    gone: false,
  };
}
