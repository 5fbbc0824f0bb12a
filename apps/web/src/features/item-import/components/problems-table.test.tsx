import type { ItemImportProblem } from '@backoffice/contracts/item-import';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { ProblemsTable } from './problems-table';

const problems: ItemImportProblem[] = [
  {
    row: 4,
    column: 'sku',
    key: 'itemImport.skuTaken',
    message: 'SKU already used by the item "Kopi Susu"',
    params: { item: 'Kopi Susu' },
  },
  {
    row: 7,
    column: 'price',
    key: 'itemImport.notWholeRupiah',
    message: 'Must be whole Rupiah, without cents',
    params: {},
  },
  { row: 9, column: 'outlets', key: 'itemImport.unknownOutlet', message: 'x', params: { name: 'Outlet Z' } },
];

describe('the refused rows of an import', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('names each row, its column and the reason in English', () => {
    renderWithProviders(<ProblemsTable problems={problems} />);
    const table = screen.getByRole('table', { name: 'Refused rows' });
    expect(table.textContent).toContain('4SKUSKU already used by the item "Kopi Susu"');
    expect(table.textContent).toContain('7PriceMust be whole Rupiah, without cents');
    expect(table.textContent).toContain('9OutletsNo outlet named "Outlet Z" among your outlets');
  });

  it('names them in Indonesian, by the message key and its params', async () => {
    await i18next.changeLanguage('id');
    renderWithProviders(<ProblemsTable problems={problems} />);
    const table = screen.getByRole('table', { name: 'Baris yang ditolak' });
    expect(table.textContent).toContain('4SKUSKU sudah dipakai item "Kopi Susu"');
    expect(table.textContent).toContain('7HargaHarus Rupiah bulat, tanpa sen');
    expect(table.textContent).toContain('9OutletTidak ada outlet bernama "Outlet Z" di antara outlet Anda');
  });
});
