import { describe, expect, it } from 'vitest';
import { formatTransactionMoney } from './transaction-money';

describe('money on the transaction screens', () => {
  it('is "Rp." with grouping dots and no decimals, negatives in parentheses', () => {
    expect(formatTransactionMoney(1_250_000)).toBe('Rp.\u00a01.250.000');
    expect(formatTransactionMoney(0)).toBe('Rp.\u00a00');
    expect(formatTransactionMoney(-75_500.4)).toBe('(Rp.\u00a075.500)');
  });
});
