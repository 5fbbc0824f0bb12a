import { itemImportMessages } from '@backoffice/contracts/item-import';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error';
import { describeCommonFailure } from '../../lib/api/common-failure';

type ItemImportT = TFunction<'itemImport'>;
const PREFIX = 'itemImport.';
type MessageName = keyof typeof itemImportMessages;
const isMessageName = (name: string): name is MessageName => Object.hasOwn(itemImportMessages, name);

/**
 * A problem or error of the import in the UI language, by its key (decision 0031), with its params (`{{row}}`,
 * `{{name}}`); a message no contract of this screen declares is shown as it came.
 */
export function translateImportMessage(
  entry: { key?: string | undefined; message: string; params?: Record<string, string | number> },
  t: ItemImportT,
): string {
  const name = entry.key?.startsWith(PREFIX) ? entry.key.slice(PREFIX.length) : undefined;
  if (name === undefined || !isMessageName(name)) return entry.message;
  // The params are the message's own (`{{row}}`, `{{name}}`), as the server filled them into the English.
  const translate = t as unknown as (key: string, params: Record<string, string | number>) => string;
  return translate(`validation.${name}`, entry.params ?? {});
}

/** Why an upload or a call failed: no answer or a server failure in common words, a refusal by its key. */
export function describeImportFailure(error: unknown, t: ItemImportT, fallback: string): string {
  const common = describeCommonFailure(error);
  if (common) return common;
  if (!isApiError(error)) return fallback;
  if (error.status === 413) return t('validation.fileTooLarge');
  const first = error.fieldErrors[0];
  if (first) return translateImportMessage({ key: first.key, message: first.message }, t);
  return error.key ? translateImportMessage({ key: error.key, message: error.message }, t) : fallback;
}
