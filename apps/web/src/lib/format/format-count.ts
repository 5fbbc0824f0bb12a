/**
 * Counts (transactions, points) follow the page's language (decision 0125): "1,234" in English, "1.234" in
 * Indonesian. Rupiah keep the spec's Indonesian grouping in both languages (format-money.ts).
 */
const countNumbers = {
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  id: new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }),
};

export function formatCount(value: number, language: string): string {
  return (language === 'id' ? countNumbers.id : countNumbers.en).format(Math.round(value));
}
