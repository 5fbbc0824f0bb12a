import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';
import { formatDate } from './format-date';
import { formatNumber, formatRupiah } from './format-money';
import { formatPercent } from './format-percent';

const nbsp = '\u00a0';

describe('formatRupiah', () => {
  it('groups thousands with dots and never shows decimals', () => {
    expect(formatRupiah(1_500_000)).toBe(`Rp${nbsp}1.500.000`);
    expect(formatRupiah(999.6)).toBe(`Rp${nbsp}1.000`);
    expect(formatRupiah(0)).toBe(`Rp${nbsp}0`);
  });

  it('puts negatives in parentheses', () => {
    expect(formatRupiah(-25_000)).toBe(`(Rp${nbsp}25.000)`);
  });

  it('groups Rupiah the Indonesian way in English too, as the spec fixes it', () => {
    expect(formatRupiah(1_500_000)).toBe(`Rp${nbsp}1.500.000`);
  });

  it('formats plain Rupiah amounts the same way', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
  });
});

describe('formatPercent', () => {
  it('always shows two decimals, with the decimal mark of the page language (decision 0125)', () => {
    expect(formatPercent(12.5, 'id')).toBe('12,50%');
    expect(formatPercent(0, 'id')).toBe('0,00%');
    expect(formatPercent(-3.456, 'id')).toBe('(3,46%)');
    expect(formatPercent(15, 'en')).toBe('15.00%');
    expect(formatPercent(26.789, 'en')).toBe('26.79%');
    expect(formatPercent(-3.456, 'en')).toBe('(3.46%)');
    expect(formatPercent(1234.5, 'en')).toBe('1,234.50%');
  });
});

describe('formatCount', () => {
  it('groups counts the way the page language does (decision 0125)', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'id')).toBe('1.234.567');
    expect(formatCount(12.4, 'en')).toBe('12');
  });
});

describe('formatDate', () => {
  const date = new Date(2025, 7, 17, 10, 0, 0);

  it('uses d MMM yyyy in the language of the UI', () => {
    expect(formatDate(date, 'en')).toBe('17 Aug 2025');
    expect(formatDate(date, 'id')).toBe('17 Agt 2025');
    expect(formatDate(new Date(2025, 4, 3), 'id')).toBe('3 Mei 2025');
  });

  it('accepts ISO strings and ignores missing or broken values', () => {
    expect(formatDate('2025-01-05T12:00:00', 'en')).toBe('5 Jan 2025');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('takes another pattern where a screen needs one', () => {
    expect(formatDate(date, 'en', 'dd MMM yyyy')).toBe('17 Aug 2025');
  });
});
