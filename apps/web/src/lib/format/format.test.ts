import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';
import { datePattern, formatDate, formatPattern, parseLocalDateTime } from './format-date';
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

describe('formatPattern', () => {
  it('writes every pattern the screens use, in both languages', () => {
    const date = new Date(2025, 7, 3, 9, 5, 7);
    expect(formatPattern(date, 'd MMM yyyy HH:mm:ss', 'id')).toBe('3 Agt 2025 09:05:07');
    expect(formatPattern(date, 'dd MMM yyyy, HH:mm', 'en')).toBe('03 Aug 2025, 09:05');
    expect(formatPattern(date, "yyyy-MM-dd'T'HH:mm:ss")).toBe('2025-08-03T09:05:07');
    expect(formatPattern(date.getTime() - 1000, 'yyyy-MM-dd HH:mm:ss')).toBe('2025-08-03 09:05:06');
    expect(formatPattern(date, 'yyyy-MM-dd')).toBe('2025-08-03');
    expect(formatPattern(date, 'EEEE, MMMM do, yyyy', 'en')).toBe('Sunday, August 3rd, 2025');
    expect(formatPattern(date, 'EEEE, d MMMM yyyy', 'id')).toBe('Minggu, 3 Agustus 2025');
  });

  it('writes English ordinals as they are read', () => {
    const on = (day: number) => formatPattern(new Date(2025, 0, day), 'EEEE, MMMM do, yyyy', 'en');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map((day) => on(day).split(', ')[1])).toEqual([
      'January 1st',
      'January 2nd',
      'January 3rd',
      'January 4th',
      'January 11th',
      'January 12th',
      'January 13th',
      'January 21st',
      'January 22nd',
      'January 23rd',
      'January 31st',
    ]);
  });

  it('takes a translation table pattern only when it is one it knows', () => {
    expect(datePattern('EEEE, d MMMM yyyy')).toBe('EEEE, d MMMM yyyy');
    expect(datePattern('QQQ yyyy')).toBe('d MMM yyyy');
  });
});

describe('parseLocalDateTime', () => {
  it('reads a wall-clock time with a T or a space', () => {
    expect(parseLocalDateTime('2025-08-03T09:05:07')).toEqual(new Date(2025, 7, 3, 9, 5, 7));
    expect(parseLocalDateTime('2025-08-03 23:59:59')).toEqual(new Date(2025, 7, 3, 23, 59, 59));
  });

  it('refuses what is not one, and days or hours that do not exist', () => {
    for (const text of [
      '2025-02-31T00:00:00',
      '2025-13-01T00:00:00',
      '2025-08-03T24:00:00',
      '2025-08-03',
      '',
      42,
    ]) {
      expect(parseLocalDateTime(text)).toBeNull();
    }
  });
});
