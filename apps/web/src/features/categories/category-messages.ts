import { messageKeyOf } from '@backoffice/contracts/common/messages';
import { CATEGORY_NAME_TAKEN, CATEGORY_NOT_FOUND, categoryMessages } from '@backoffice/contracts/categories';
import type { TFunction } from 'i18next';
import { isApiError, statusMessage } from '../../lib/api/api-error';
import { describeCommonFailure } from '../../lib/api/common-failure';

type CategoriesT = TFunction<'categories'>;
type CategoryMessageName = keyof typeof categoryMessages;

const PREFIX = 'categories.';
const isMessageName = (name: string): name is CategoryMessageName => Object.hasOwn(categoryMessages, name);

/** A contract message in the UI language, by its key; a message no contract of this screen declares as it came. */
export function translateCategoryMessage(error: { message: string; key?: string }, t: CategoriesT): string {
  const key = error.key ?? messageKeyOf(error.message);
  const name = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
  return name !== undefined && isMessageName(name) ? t(`validation.${name}`) : error.message;
}

export type CategoryFormErrors = Partial<Record<'name' | 'color', string>>;

export interface CategoryFailure {
  message: string;
  fieldErrors: CategoryFormErrors;
  /** The category is gone: the panel has nothing left to edit. */
  gone: boolean;
}

/** A taken name goes under the name field and into a toast; no answer and 5xx are said the way every screen says them. */
export function describeCategoryFailure(error: unknown, t: CategoriesT): CategoryFailure {
  const common = describeCommonFailure(error);
  if (common !== undefined || !isApiError(error)) {
    return { message: common ?? statusMessage(0), fieldErrors: {}, gone: false };
  }
  if (error.code === CATEGORY_NAME_TAKEN) {
    const message = t('errors.nameTaken');
    return { message, fieldErrors: { name: message }, gone: false };
  }
  if (error.code === CATEGORY_NOT_FOUND)
    return { message: t('errors.notFound'), fieldErrors: {}, gone: true };
  const fieldErrors: CategoryFormErrors = {};
  for (const fieldError of error.fieldErrors) {
    const field = fieldError.field.split('.')[1];
    if ((field === 'name' || field === 'color') && !fieldErrors[field])
      fieldErrors[field] = translateCategoryMessage(fieldError, t);
  }
  const first = Object.values(fieldErrors)[0];
  return {
    message: first ?? translateCategoryMessage({ message: error.message, key: error.key }, t),
    fieldErrors,
    gone: false,
  };
}
