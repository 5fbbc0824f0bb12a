import { describe, expect, it } from 'vitest';
import { formatAmountInput, parseAmountInput } from './parse-amount-input';

const rupiah = (text: string, language: string) => parseAmountInput(text, { language, wholeOnly: true });
const percent = (text: string, language: string) => parseAmountInput(text, { language, wholeOnly: false });

describe('parseAmountInput (decision 0020)', () => {
  it('reads a single mark before one or two digits as the decimal mark in both languages', () => {
    for (const language of ['en', 'id']) {
      expect(percent('2.5', language)).toBe(2.5);
      expect(percent('2,5', language)).toBe(2.5);
      expect(percent('12.75', language)).toBe(12.75);
      expect(percent('12,75%', language)).toBe(12.75);
      // Rupiah keep the decimals typed, so that the form can refuse them rather than read 250,050.
      expect(rupiah('2500.50', language)).toBe(2500.5);
      expect(rupiah('2500,5', language)).toBe(2500.5);
    }
  });

  it('reads both marks as thousands then decimals, whichever way round', () => {
    for (const language of ['en', 'id']) {
      expect(rupiah('2.500,50', language)).toBe(2500.5);
      expect(rupiah('2,500.50', language)).toBe(2500.5);
      expect(rupiah('Rp 1.500.000', language)).toBe(1_500_000);
      expect(rupiah('1,500,000', language)).toBe(1_500_000);
    }
  });

  it('reads a single mark before three digits by the UI language, and as thousands for Rupiah', () => {
    expect(percent('1,500', 'en')).toBe(1500);
    expect(percent('1.500', 'en')).toBe(1.5);
    expect(percent('1.500', 'id')).toBe(1500);
    expect(percent('1,500', 'id')).toBe(1.5);
    for (const language of ['en', 'id']) {
      expect(rupiah('1.500', language)).toBe(1500);
      expect(rupiah('1,500', language)).toBe(1500);
    }
  });

  it('tells an empty input from one that is not a number', () => {
    expect(rupiah('  ', 'en')).toBe('');
    expect(rupiah('Rp ', 'id')).toBe('');
    for (const text of ['1.50.0', '12,5,5', '2.500,50,1', '1,5.000', 'abc', '12.', ',5', '-5', '1e3']) {
      expect(percent(text, 'en'), text).toBeNaN();
      expect(rupiah(text, 'id'), text).toBeNaN();
    }
  });
});

describe('formatAmountInput', () => {
  it('shows Rupiah grouped as the app shows money, and decimals with the UI language mark', () => {
    expect(formatAmountInput(1_500_000, { language: 'en', wholeOnly: true })).toBe('1.500.000');
    expect(formatAmountInput(12.5, { language: 'en', wholeOnly: false })).toBe('12.5');
    expect(formatAmountInput(12.5, { language: 'id', wholeOnly: false })).toBe('12,5');
    expect(formatAmountInput('', { language: 'id', wholeOnly: false })).toBe('');
  });

  it('reads back to the same number', () => {
    for (const language of ['en', 'id']) {
      for (const [value, wholeOnly] of [
        [1_500_000, true],
        [999, true],
        [2.55, false],
        [100, false],
        [12.5, false],
      ] as const) {
        expect(
          parseAmountInput(formatAmountInput(value, { language, wholeOnly }), { language, wholeOnly }),
        ).toBe(value);
      }
    }
  });
});
