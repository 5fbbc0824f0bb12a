import type { MarketingModalPayload } from '@backoffice/contracts/flags';
import { act, fireEvent, screen } from '@testing-library/react';
import { i18next } from '../../lib/i18n/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { PREFERENCE_PREFIX, readStored, writeStored } from '../../lib/storage/expiring-storage';
import { renderWithProviders } from '../../test/render';
import { MarketingModal } from './marketing-modal';

const payload: MarketingModalPayload = {
  image: '/v2/promo.png',
  cta: 'See the new reports',
  url: '/v2/reports/transactions',
  caption: 'Transactions now load twice as fast',
  width: 480,
  height: 320,
  version: 3,
};

describe('MarketingModal', () => {
  afterEach(async () => {
    window.localStorage.clear();
    await act(() => i18next.changeLanguage('en'));
  });

  it('shows campaign text in the language of the UI, English when a language is missing', async () => {
    const localized: MarketingModalPayload = {
      ...payload,
      caption: { en: 'Save when you renew', id: 'Hemat saat memperpanjang' },
      cta: { en: 'Renew now' },
    };
    await act(() => i18next.changeLanguage('id'));
    renderWithProviders(<MarketingModal enabled content={localized} memoryKey="u3" />);
    expect(screen.getByText('Hemat saat memperpanjang')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renew now' })).toBeTruthy();
  });

  it('opens for a version above the last seen and remembers it when closed', () => {
    writeStored(`${PREFERENCE_PREFIX}marketing-modal.u1`, 2);
    renderWithProviders(<MarketingModal enabled content={payload} memoryKey="u1" />);
    expect(screen.getByText('Transactions now load twice as fast')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('src')).toBe('/v2/promo.png');
    fireEvent.click(screen.getByRole('link', { name: 'See the new reports' }));
    expect(readStored(`${PREFERENCE_PREFIX}marketing-modal.u1`)).toBe(3);
  });

  it('stays closed for a version already seen', () => {
    writeStored(`${PREFERENCE_PREFIX}marketing-modal.u1`, 3);
    renderWithProviders(<MarketingModal enabled content={payload} memoryKey="u1" />);
    expect(screen.queryByText('Transactions now load twice as fast')).toBeNull();
  });

  it('closes when the variant is turned off', () => {
    const { rerender } = renderWithProviders(<MarketingModal enabled content={payload} memoryKey="u2" />);
    expect(screen.getByText('Transactions now load twice as fast')).toBeTruthy();
    rerender(<MarketingModal enabled={false} content={payload} memoryKey="u2" />);
    expect(screen.queryByText('Transactions now load twice as fast')).toBeNull();
    expect(readStored(`${PREFERENCE_PREFIX}marketing-modal.u2`)).toBeUndefined();
  });
});
