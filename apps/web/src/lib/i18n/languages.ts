import { readCookie, writeCookie } from '../cookies';

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie the spec names; it is kept on sign-out so the sign-in page stays in the chosen language. */
export const LANGUAGE_COOKIE = 'lang';
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readLanguage(): Language {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : FALLBACK_LANGUAGE;
}

export function persistLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language);
}
