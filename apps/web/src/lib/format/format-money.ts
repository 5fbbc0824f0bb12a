/**
 * Money is integer Rupiah (docs/architecture.md). The spec shows it with the Indonesian grouping in both languages,
 * so the locale is fixed to id-ID rather than following the UI language.
 */
const rupiahNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

// A no-break space keeps "Rp" and the amount on one line in narrow table cells.
const RP = 'Rp\u00a0';

/**
 * A Rupiah amount without its prefix, in the spec's Indonesian grouping. Counts follow the page's language instead
 * (formatCount, decision 0125).
 */
export function formatNumber(value: number): string {
  return rupiahNumber.format(Math.round(value));
}

/** Negatives in parentheses, as reports and summaries show them (docs/spec-notes.md, decided reading 11). */
export function formatRupiah(value: number): string {
  const rounded = Math.round(value);
  const body = RP + rupiahNumber.format(Math.abs(rounded));
  return rounded < 0 ? `(${body})` : body;
}
