export type DateLanguage = 'id' | 'en';

/** Shell and billing screens show dates as `d MMM yyyy`. */
export const SHELL_DATE_PATTERN = 'd MMM yyyy';

/**
 * Every pattern a screen writes dates in. A general formatter (date-fns' `format` with its two locales) weighed
 * 12 KB gzip on every screen that shows a date, for these nine patterns; a pattern outside the list does not
 * compile (docs/performance.md, "Page weight per route"; decision 0145).
 */
export type DatePattern =
  | 'd MMM yyyy'
  | 'dd MMM yyyy'
  | 'd MMM yyyy HH:mm:ss'
  | 'dd MMM yyyy, HH:mm'
  | "yyyy-MM-dd'T'HH:mm:ss"
  | 'yyyy-MM-dd HH:mm:ss'
  | 'yyyy-MM-dd'
  // The Transactions list's day headings (docs/spec-notes.md, the list's day rows).
  | 'EEEE, MMMM do, yyyy'
  | 'EEEE, d MMMM yyyy';

const PATTERNS: ReadonlySet<string> = new Set<DatePattern>([
  'd MMM yyyy',
  'dd MMM yyyy',
  'd MMM yyyy HH:mm:ss',
  'dd MMM yyyy, HH:mm',
  "yyyy-MM-dd'T'HH:mm:ss",
  'yyyy-MM-dd HH:mm:ss',
  'yyyy-MM-dd',
  'EEEE, MMMM do, yyyy',
  'EEEE, d MMMM yyyy',
]);

/** A pattern that comes from a translation table, checked: an unknown one falls back to `d MMM yyyy`. */
export function datePattern(text: string): DatePattern {
  return PATTERNS.has(text) ? (text as DatePattern) : SHELL_DATE_PATTERN;
}

/** Abbreviated month names as the product has always printed them (Indonesian: "Agt", "Mei", "Okt", "Des"). */
const MONTHS: Record<DateLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agt', 'Sep', 'Okt', 'Nov', 'Des'],
};
const MONTHS_WIDE: Record<DateLanguage, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
};
const WEEKDAYS: Record<DateLanguage, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  id: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
};

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st (English; only English patterns use it). */
function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

const TOKENS = /'[^']*'|yyyy|EEEE|MMMM|MMM|MM|do|dd|d|HH|mm|ss/g;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `date` on the browser's clock in `pattern`; quoted text is written as it is. */
export function formatPattern(value: Date | number, pattern: DatePattern, language: string = 'en'): string {
  const date = typeof value === 'number' ? new Date(value) : value;
  const lang: DateLanguage = language === 'id' ? 'id' : 'en';
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(date.getFullYear(), 4);
      case 'EEEE':
        return WEEKDAYS[lang][date.getDay()] ?? '';
      case 'MMMM':
        return MONTHS_WIDE[lang][date.getMonth()] ?? '';
      case 'do':
        return ordinal(date.getDate());
      case 'MMM':
        return MONTHS[lang][date.getMonth()] ?? '';
      case 'MM':
        return pad(date.getMonth() + 1, 2);
      case 'dd':
        return pad(date.getDate(), 2);
      case 'd':
        return String(date.getDate());
      case 'HH':
        return pad(date.getHours(), 2);
      case 'mm':
        return pad(date.getMinutes(), 2);
      case 'ss':
        return pad(date.getSeconds(), 2);
      default:
        return token.slice(1, -1);
    }
  });
}

/**
 * A wall-clock time written as `yyyy-MM-dd'T'HH:mm:ss` (or with a space), read on the browser's clock; null when it
 * is not one or names a day or hour that does not exist (31 February, 24:00:00).
 */
export function parseLocalDateTime(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute, second);
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return same ? date : null;
}

/** Returns '' for a missing or unparseable date so a bad API value never crashes a table. */
export function formatDate(
  value: Date | string | number | null | undefined,
  language: string,
  pattern: DatePattern = SHELL_DATE_PATTERN,
): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatPattern(date, pattern, language);
}
