import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab after the screen ("Discounts – Back Office"), in the UI language, so a screen reader
 * announces where a navigation landed (WCAG 2.4.2). The title stays until the next screen sets its own.
 */
export function usePageTitle(screen: string | undefined): void {
  const { t } = useTranslation();
  const title = screen ? t('pageTitle', { screen }) : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
