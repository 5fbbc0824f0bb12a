const percentNumber = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `value` is already a percentage (12.5 means 12.5 %), the way the API sends discounts. */
export function formatPercent(value: number): string {
  const body = `${percentNumber.format(Math.abs(value))}%`;
  return value < 0 ? `(${body})` : body;
}
