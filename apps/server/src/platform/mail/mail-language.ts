/** The languages of the product (Indonesian and English, English as fallback). */
export type MailLanguage = 'en' | 'id';

/**
 * The language a mail asked for from the browser is written in: the `lang` cookie the web app keeps,
 * else the first language of Accept-Language, else English.
 */
export function mailLanguageOf(cookie: string | undefined, acceptLanguage: string | undefined): MailLanguage {
  if (cookie === 'id' || cookie === 'en') return cookie;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'id' || first.startsWith('id-') ? 'id' : 'en';
}
