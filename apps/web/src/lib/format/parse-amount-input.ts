/**
 * Reading a number the way merchants type it, in either UI language, without ever changing its meaning
 * (decision 0020). English writes 1,500.5 and Indonesian 1.500,5; phones often offer only one of the two marks, and
 * Rupiah are written 1.500 in both languages throughout the app.
 *
 * - Both marks present: the last one is the decimal mark, the other groups thousands (`2.500,50`, `2,500.50`).
 * - One mark, several times: it groups thousands (`1.500.000`, `1,500,000`).
 * - One mark, once, followed by exactly three digits: a thousands mark when the amount is whole-only (Rupiah,
 *   which has no decimals) or when it is the UI language's thousands mark (`1,500` in English, `1.500` in
 *   Indonesian); otherwise the decimal mark. Any other single mark is the decimal mark (`2.5` and `2,5` are 2.5 in
 *   both languages: neither can be a thousands mark).
 * - Groups must be well formed (`1.50.0` is not a number) and nothing else may be typed.
 *
 * The decimals are kept as typed: whether the amount may have them is the caller's rule, which can then say so
 * instead of silently dropping the mark (`2500.50` Rupiah is refused, never read as 250,050).
 */
export interface AmountInputOptions {
  language: string;
  /** The amount can only be whole (Rupiah): a single mark before three digits then groups thousands. */
  wholeOnly: boolean;
}

/** '' when nothing was typed, NaN when what was typed is not a number. */
export function parseAmountInput(text: string, { language, wholeOnly }: AmountInputOptions): number | '' {
  const compact = text
    .replace(/\s/g, '')
    .replace(/^rp\.?/i, '')
    .replace(/%$/, '');
  if (compact === '') return '';
  if (!/^\d[\d.,]*$/.test(compact) || !/\d$/.test(compact)) return Number.NaN;

  const dots = compact.split('.').length - 1;
  const commas = compact.split(',').length - 1;
  let group: string | undefined;
  let decimal: string | undefined;
  if (dots > 0 && commas > 0) {
    decimal = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
    group = decimal === '.' ? ',' : '.';
  } else if (dots + commas > 1) {
    group = dots > 0 ? '.' : ',';
  } else if (dots + commas === 1) {
    const mark = dots > 0 ? '.' : ',';
    const languageGroup = language === 'id' ? '.' : ',';
    const threeAfter = /^\d+[.,]\d{3}$/.test(compact);
    if (threeAfter && (wholeOnly || mark === languageGroup)) group = mark;
    else decimal = mark;
  }

  const [whole = '', fraction, extra] = decimal ? compact.split(decimal) : [compact];
  if (extra !== undefined) return Number.NaN;
  const groups = group ? whole.split(group) : [whole];
  const [first = '', ...rest] = groups;
  if (group && (first.length < 1 || first.length > 3 || rest.some((part) => part.length !== 3)))
    return Number.NaN;
  return Number(`${groups.join('')}${fraction === undefined ? '' : `.${fraction}`}`);
}

const inputFormats = {
  rupiah: new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false }),
  id: new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2, useGrouping: false }),
};

/**
 * An amount as the input shows it, which `parseAmountInput` reads back to the same number: Rupiah grouped as the app
 * shows money (1.500 in both languages), other amounts with the UI language's decimal mark (12.5 or 12,5).
 */
export function formatAmountInput(value: number | '', { language, wholeOnly }: AmountInputOptions): string {
  if (value === '' || !Number.isFinite(value)) return '';
  if (wholeOnly && Number.isInteger(value)) return inputFormats.rupiah.format(value);
  return (language === 'id' ? inputFormats.id : inputFormats.en).format(value);
}
