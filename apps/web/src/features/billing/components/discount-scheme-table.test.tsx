import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { DiscountSchemeTable } from './billing-modals';

const schemes = [
  {
    start_date: '2026-06-01',
    end_date: '2026-06-14',
    discount: 15,
    discounted_price: 10_159_200,
    normal_price: 11_952_000,
    selected: true,
  },
  {
    start_date: '2026-06-15',
    end_date: '2026-06-28',
    discount: 12.5,
    discounted_price: 10_458_000,
    normal_price: 11_952_000,
    selected: false,
  },
];

describe('DiscountSchemeTable', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it('writes the discounts with the English decimal point and Rupiah in the spec grouping (decision 0125)', () => {
    renderWithProviders(<DiscountSchemeTable schemes={schemes} />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('15.00%')).toBeTruthy();
    expect(within(table).getByText('12.50%')).toBeTruthy();
    expect(table.textContent).toContain('Rp\u00a010.159.200');
  });

  it('writes them with the Indonesian decimal comma on the Indonesian page', async () => {
    await act(() => i18next.changeLanguage('id'));
    renderWithProviders(<DiscountSchemeTable schemes={schemes} />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('15,00%')).toBeTruthy();
    expect(within(table).getByText('12,50%')).toBeTruthy();
  });
});
