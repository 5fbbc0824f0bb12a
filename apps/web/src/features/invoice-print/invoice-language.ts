import { readCookie } from '../../lib/cookies';
import { i18next } from '../../lib/i18n/i18n';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '../../lib/i18n/languages';

/**
 * The printable invoice's language (decision 0045): the viewer's own choice when they made one (the `lang`
 * cookie), otherwise the business's, without writing a cookie: a customer opening a merchant's link has chosen
 * nothing yet, and the merchant's invoices read in the merchant's language.
 */
export function applyInvoiceLanguage(businessLanguage: Language): void {
  if (isLanguage(readCookie(LANGUAGE_COOKIE))) return;
  if (i18next.language === businessLanguage) return;
  document.documentElement.lang = businessLanguage;
  void i18next.changeLanguage(businessLanguage);
}
