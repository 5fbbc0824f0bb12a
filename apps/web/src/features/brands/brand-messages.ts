import { messageKeyOf } from '@backoffice/contracts/common/messages';
import { BRAND_NAME_FIELD_CODES, brandErrors, brandMessages } from '@backoffice/contracts/brands';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error';

type BrandsT = TFunction<'brands'>;
type BrandMessageName = keyof typeof brandMessages;
type BrandCode = keyof typeof brandErrors;

const PREFIX = 'brands.';
const isMessageName = (name: string): name is BrandMessageName => Object.hasOwn(brandMessages, name);
const isBrandCode = (code: string): code is BrandCode => Object.hasOwn(brandErrors, code);

/** A contract message in the UI language, by its key; text no contract of this screen declares stays as it came. */
export function translateBrandMessage(error: { message: string; key?: string }, t: BrandsT): string {
  const key = error.key ?? messageKeyOf(error.message);
  const name = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
  return name !== undefined && isMessageName(name) ? t(`validation.${name}`) : error.message;
}

export interface BrandFailure {
  /** What the toast says (or the form under its name field). */
  message: string;
  /** These codes show their message under the name field. */
  nameError?: string;
}

/**
 * The name codes go under the name field; technical failures (no answer, a bad or 5xx answer: the spec's
 * UNSPECIFIED, ERR_NETWORK, ERR_BAD_RESPONSE) say "A technical error has occurred. Please try again."; any other
 * answer shows its own message.
 */
export function describeBrandFailure(error: unknown, t: BrandsT): BrandFailure {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500)
    return { message: t('errors.technical') };
  const translated = isBrandCode(error.code)
    ? t(`codes.${error.code}`)
    : translateBrandMessage(
        {
          message: error.fieldErrors[0]?.message ?? error.message,
          key: error.fieldErrors[0]?.key ?? error.key,
        },
        t,
      );
  if (BRAND_NAME_FIELD_CODES.includes(error.code) || error.fieldErrors[0]?.field === 'body.name')
    return { message: translated, nameError: translated };
  return { message: translated };
}
