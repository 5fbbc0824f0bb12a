import { describe, expect, it } from 'vitest';
import { readWholeNumber } from './sheet-numbers.js';

const MAX = 1_000_000_000;
const read = (cell: string | number, language: 'en' | 'id') => readWholeNumber(cell, language, MAX);

describe('numbers of an import file', () => {
  it('reads Indonesian grouping and decimals in an Indonesian file', () => {
    expect(read('15.000', 'id')).toEqual({ ok: true, value: 15_000 });
    expect(read('1.250.000', 'id')).toEqual({ ok: true, value: 1_250_000 });
    expect(read('15.000,00', 'id')).toEqual({ ok: true, value: 15_000 });
    expect(read('Rp 15.000', 'id')).toEqual({ ok: true, value: 15_000 });
    expect(read('15000', 'id')).toEqual({ ok: true, value: 15_000 });
    expect(read('15.000,50', 'id')).toEqual({ ok: false, problem: 'notWhole' });
    expect(read('15,000', 'id')).toEqual({ ok: false, problem: 'notNumber' });
  });

  it('reads English grouping and decimals in an English file', () => {
    expect(read('15,000', 'en')).toEqual({ ok: true, value: 15_000 });
    expect(read('15,000.00', 'en')).toEqual({ ok: true, value: 15_000 });
    expect(read('15,000.5', 'en')).toEqual({ ok: false, problem: 'notWhole' });
    expect(read('15.000', 'en')).toEqual({ ok: false, problem: 'notNumber' });
    expect(read('15.00', 'en')).toEqual({ ok: true, value: 15 });
    expect(read('15.5', 'en')).toEqual({ ok: false, problem: 'notWhole' });
  });

  it('refuses what is not a whole Rupiah amount from 0 up to the limit', () => {
    expect(read('abc', 'en')).toEqual({ ok: false, problem: 'notNumber' });
    expect(read('1,00,000', 'en')).toEqual({ ok: false, problem: 'notNumber' });
    expect(read('-5', 'id')).toEqual({ ok: false, problem: 'negative' });
    expect(read(-5, 'id')).toEqual({ ok: false, problem: 'negative' });
    expect(read(12.5, 'en')).toEqual({ ok: false, problem: 'notWhole' });
    expect(read(MAX + 1, 'en')).toEqual({ ok: false, problem: 'tooBig' });
    expect(read('-0', 'en')).toEqual({ ok: true, value: 0 });
    expect(read(0, 'en')).toEqual({ ok: true, value: 0 });
  });
});
