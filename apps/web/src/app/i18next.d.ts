import 'i18next';
import type { AppResources } from './i18n-resources';

// Typed keys: t('outletChooser.title') is checked against the English tables at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AppResources;
  }
}
