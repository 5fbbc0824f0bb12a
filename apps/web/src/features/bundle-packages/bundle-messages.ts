import { messageKeyOf } from '@backoffice/contracts/common/messages';
import {
  BUNDLE_NAME_TAKEN,
  BUNDLE_SKU_TAKEN,
  bundleMessages,
  type BundleMessageName,
} from '@backoffice/contracts/bundle-packages';
import type { TFunction } from 'i18next';
import { isApiError, statusMessage } from '../../lib/api/api-error';
import { describeCommonFailure } from '../../lib/api/common-failure';

type BundlesT = TFunction<'bundles'>;

const PREFIX = 'bundles.';
const isBundleMessageName = (name: string): name is BundleMessageName => Object.hasOwn(bundleMessages, name);

/** The one place a contract message becomes the UI language, by its key; unknown text is shown as it came. */
export function translateBundleMessage(error: { message: string; key?: string }, t: BundlesT): string {
  const key = error.key ?? messageKeyOf(error.message);
  const name = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
  return name !== undefined && isBundleMessageName(name) ? t(`validation.${name}`) : error.message;
}

/** Form errors keyed by Mantine's paths: `name`, `price`, `components`, `components.2.quantity`, `outlet_ids`. */
export type BundleFormErrors = Record<string, string>;

/** `body.components.2.variant_id` → `components.2.quantity` (the row's own input shows it). */
function formFieldOf(serverField: string): string | null {
  const [, field, index] = serverField.split('.');
  switch (field) {
    case 'name':
    case 'price':
    case 'sku':
      return field;
    case 'components':
      return index === undefined ? 'components' : `components.${index}.quantity`;
    case 'outlet_ids':
      return 'outlet_ids';
    default:
      return null;
  }
}

export interface BundleFailure {
  message: string;
  fieldErrors: BundleFormErrors;
  /** The bundle is gone: the panel has nothing left to edit. */
  gone: boolean;
}

export function describeBundleFailure(error: unknown, t: BundlesT): BundleFailure {
  const common = describeCommonFailure(error);
  if (common !== undefined || !isApiError(error)) {
    return { message: common ?? statusMessage(0), fieldErrors: {}, gone: false };
  }
  if (error.code === BUNDLE_NAME_TAKEN) {
    const message = t('errors.nameTaken');
    return { message, fieldErrors: { name: message }, gone: false };
  }
  if (error.code === BUNDLE_SKU_TAKEN) {
    const message = t('errors.skuTaken');
    return { message, fieldErrors: { sku: message }, gone: false };
  }
  if (error.status === 404) return { message: t('errors.notFound'), fieldErrors: {}, gone: true };
  const fieldErrors: BundleFormErrors = {};
  for (const fieldError of error.fieldErrors) {
    const field = formFieldOf(fieldError.field);
    if (field && !fieldErrors[field]) fieldErrors[field] = translateBundleMessage(fieldError, t);
  }
  const first = Object.values(fieldErrors)[0];
  return {
    message: first ?? translateBundleMessage({ message: error.message, key: error.key }, t),
    fieldErrors,
    gone: false,
  };
}
