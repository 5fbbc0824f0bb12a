import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/cookies';
import { i18next } from '../../lib/i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { LanguagePicker } from './language-picker';

describe('LanguagePicker', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('switches the UI language and remembers it in the lang cookie', async () => {
    renderWithProviders(<LanguagePicker />);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('option', { name: 'Bahasa Indonesia' })).toBeTruthy();
    fireEvent.change(picker, { target: { value: 'id' } });
    await waitFor(() => expect(i18next.language).toBe('id'));
    expect(readCookie('lang')).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect((screen.getByRole('combobox', { name: 'Bahasa' }) as HTMLSelectElement).value).toBe('id');
  });
});
