import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../lib/i18n/i18n';
import { methodName } from './method-name';

describe('methodName', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('names the standard methods in the page language and keeps brand names (issue 26)', async () => {
    const t = i18next.getFixedT(null, 'paymentMethods');
    expect(methodName({ code: 'CASH', name: 'Cash' }, t)).toBe('Cash');
    await i18next.changeLanguage('id');
    const tId = i18next.getFixedT('id', 'paymentMethods');
    expect(methodName({ code: 'CASH', name: 'Cash' }, tId)).toBe('Tunai');
    expect(methodName({ code: 'CREDIT_CARD', name: 'Credit Card' }, tId)).toBe('Kartu Kredit');
    expect(methodName({ code: 'GOPAY', name: 'GoPay' }, tId)).toBe('GoPay');
  });
});
