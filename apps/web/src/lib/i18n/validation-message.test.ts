import { describe, expect, it } from 'vitest';
import { i18next } from './i18n';
import { translateValidationMessage } from './validation-message';

describe('translateValidationMessage', () => {
  it('translates the contract messages and passes others through', async () => {
    const t = i18next.getFixedT('id', 'common');
    expect(translateValidationMessage('This field is required!', t)).toBe('Kolom ini wajib diisi!');
    expect(translateValidationMessage('Something new', t)).toBe('Something new');
    await i18next.changeLanguage('en');
    expect(translateValidationMessage('The code has 6 digits.', i18next.getFixedT('en', 'common'))).toBe(
      'The code has 6 digits.',
    );
  });
});
