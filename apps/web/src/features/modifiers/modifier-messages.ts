import { messageKeyOf } from '@backoffice/contracts/common/messages';
import {
  MODIFIER_NAME_TAKEN,
  modifierMessages,
  type ModifierMessageName,
} from '@backoffice/contracts/modifiers';
import type { TFunction } from 'i18next';
import { isApiError, statusMessage } from '../../lib/api/api-error';
import { describeCommonFailure } from '../../lib/api/common-failure';
import { formFieldOf } from './modifier-form-model';

type ModifiersT = TFunction<'modifiers'>;

/** The set is missing: deleted meanwhile (the server's 404 NOT_FOUND, decision 0160). */
export const isModifierGone = (error: unknown): boolean => isApiError(error) && error.code === 'NOT_FOUND';

const PREFIX = 'modifiers.';
const isMessageName = (name: string): name is ModifierMessageName => Object.hasOwn(modifierMessages, name);

/**
 * The one place the screen turns a contract message into the UI language, by its key (sent with each error, or
 * found from the contract for the form's own checks). A message no contract of this screen declares is shown as
 * it came.
 */
export function translateModifierMessage(error: { message: string; key?: string }, t: ModifiersT): string {
  const key = error.key ?? messageKeyOf(error.message);
  const name = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
  return name !== undefined && isMessageName(name) ? t(`validation.${name}`) : error.message;
}

export interface ModifierFailure {
  /** What the toast says. */
  message: string;
  /** Errors to show under the form's fields, by form path, already translated. */
  fieldErrors: Record<string, string>;
  /** The set is gone: the panel has nothing left to edit. */
  gone: boolean;
}

/** A taken name goes under the name field and into a toast; field errors under their fields; the rest toasts. */
export function describeModifierFailure(error: unknown, t: ModifiersT): ModifierFailure {
  const common = describeCommonFailure(error);
  if (common !== undefined || !isApiError(error)) {
    return { message: common ?? statusMessage(0), fieldErrors: {}, gone: false };
  }
  if (error.code === MODIFIER_NAME_TAKEN) {
    const message = t('errors.nameTaken');
    return { message, fieldErrors: { name: message }, gone: false };
  }
  if (isModifierGone(error)) return { message: t('errors.notFound'), fieldErrors: {}, gone: true };
  const fieldErrors: Record<string, string> = {};
  for (const fieldError of error.fieldErrors) {
    const field = formFieldOf(fieldError.field);
    if (field && !fieldErrors[field]) fieldErrors[field] = translateModifierMessage(fieldError, t);
  }
  const first = Object.values(fieldErrors)[0];
  return {
    message: first ?? translateModifierMessage({ message: error.message, key: error.key }, t),
    fieldErrors,
    gone: false,
  };
}
