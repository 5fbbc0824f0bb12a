import { format, isValid } from 'date-fns';
import { enUS, id } from 'date-fns/locale';

export type DateLanguage = 'id' | 'en';

/** Shell and billing screens show dates as `d MMM yyyy`. */
export const SHELL_DATE_PATTERN = 'd MMM yyyy';

export function dateFnsLocale(language: string) {
  return language === 'id' ? id : enUS;
}

/** Returns '' for a missing or unparseable date so a bad API value never crashes a table. */
export function formatDate(
  value: Date | string | number | null | undefined,
  language: string,
  pattern: string = SHELL_DATE_PATTERN,
): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (!isValid(date)) return '';
  return format(date, pattern, { locale: dateFnsLocale(language) });
}
