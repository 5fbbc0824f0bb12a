import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language, persistLanguage, readLanguage } from './languages';

export const DEFAULT_NAMESPACE = 'common';

/**
 * One i18next instance for the whole app. Resources are bundled (no HTTP backend), so init completes
 * synchronously and the first render already has its strings.
 */
export function initI18n(resources: Resource, language: Language = readLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      defaultNS: DEFAULT_NAMESPACE,
      ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  } else {
    for (const [lng, namespaces] of Object.entries(resources)) {
      for (const [ns, bundle] of Object.entries(namespaces)) {
        i18next.addResourceBundle(lng, ns, bundle, true, true);
      }
    }
    void i18next.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18next;
}

export async function changeLanguage(language: Language): Promise<void> {
  persistLanguage(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

export { i18next };
