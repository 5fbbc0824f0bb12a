/**
 * Percentages follow the page's language (decision 0125): "12.50%" in English, "12,50%" in Indonesian. The spec
 * fixes only their two decimals.
 */
const percentNumbers = {
  en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  id: new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** `value` is already a percentage (12.5 means 12.5 %), the way the API sends discounts. */
export function formatPercent(value: number, language: string): string {
  const numbers = language === 'id' ? percentNumbers.id : percentNumbers.en;
  const body = `${numbers.format(Math.abs(value))}%`;
  return value < 0 ? `(${body})` : body;
}
