import { formatNumber } from '../../lib/format/format-money';

// A no-break space keeps "Rp." and the amount on one line in narrow table cells.
const PREFIX = 'Rp.\u00a0';

/**
 * Money on the transaction screens (lists, tiles, detail panel, refund): the spec's "Rp." prefix with the Indonesian
 * grouping dots and no decimals (docs/spec-notes.md, decided reading 11); negatives in parentheses as elsewhere.
 */
export function formatTransactionMoney(value: number): string {
  const rounded = Math.round(value);
  const body = PREFIX + formatNumber(Math.abs(rounded));
  return rounded < 0 ? `(${body})` : body;
}
