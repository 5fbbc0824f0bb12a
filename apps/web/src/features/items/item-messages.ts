import { messageKeyOf } from '@backoffice/contracts/common/messages';
import {
  ITEM_NAME_TAKEN,
  ITEM_SKU_TAKEN,
  itemMessages,
  type ItemMessageName,
  type SaveItemRequest,
} from '@backoffice/contracts/items';
import type { TFunction } from 'i18next';
import { isApiError, statusMessage } from '../../lib/api/api-error';
import { describeCommonFailure } from '../../lib/api/common-failure';
import { formPathOf, type ItemFormErrors } from './item-form-model';

type ItemsT = TFunction<'items'>;

const PREFIX = 'items.';
const isItemMessageName = (name: string): name is ItemMessageName => Object.hasOwn(itemMessages, name);

/**
 * The one place the screen turns a contract message into the UI language, by its key (decision 0031). A message
 * no contract of this screen declares (the file uploader's, a proxy's) is shown as it came, or by the common table.
 */
export function translateItemMessage(error: { message: string; key?: string }, t: ItemsT): string {
  const key = error.key ?? messageKeyOf(error.message);
  const name = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
  if (name !== undefined && isItemMessageName(name)) return t(`validation.${name}`);
  const file = key?.startsWith('files.') ? key.slice('files.'.length) : undefined;
  if (file === 'allowedImageFormat' || file === 'maxSize8' || file === 'uploadFailed')
    return t(`fileValidation.${file}`);
  return error.message;
}

export interface ItemFailure {
  message: string;
  fieldErrors: ItemFormErrors;
  /** The item is gone: the panel has nothing left to edit. */
  gone: boolean;
}

/** A taken name or SKU goes under its field and into a toast; field errors go under their fields. */
export function describeItemFailure(error: unknown, t: ItemsT, payload?: SaveItemRequest): ItemFailure {
  const common = describeCommonFailure(error);
  if (common !== undefined || !isApiError(error)) {
    return { message: common ?? statusMessage(0), fieldErrors: {}, gone: false };
  }
  if (error.status === 404) return { message: t('errors.notFound'), fieldErrors: {}, gone: true };
  const fieldErrors: ItemFormErrors = {};
  const place = (field: string, message: string) => {
    const path = field.replace(/^body\./, '').split('.');
    const formField = payload ? formPathOf(path, payload) : path[0];
    if (formField && !fieldErrors[formField]) fieldErrors[formField] = message;
  };
  if (error.code === ITEM_NAME_TAKEN || error.code === ITEM_SKU_TAKEN) {
    const message = t(error.code === ITEM_NAME_TAKEN ? 'errors.nameTaken' : 'errors.skuTaken');
    for (const fieldError of error.fieldErrors) place(fieldError.field, message);
    return { message, fieldErrors, gone: false };
  }
  for (const fieldError of error.fieldErrors) place(fieldError.field, translateItemMessage(fieldError, t));
  const first = Object.values(fieldErrors)[0];
  return {
    message: first ?? translateItemMessage({ message: error.message, key: error.key }, t),
    fieldErrors,
    gone: false,
  };
}
