import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { makeDiscount } from '../../../test/discount-fixture';
import {
  amountInput,
  bodiesSent,
  type FetchMock,
  json,
  pick,
  potongan,
  renderPanel,
  save,
  stubFetch,
  typeAmount,
  typeName,
} from './discount-panel-test-kit';

/** Decision 0020: what a merchant types is read in the UI language and never changes meaning. */

const solo = [{ id: 31, name: 'Toko Solo', city: 'Surakarta' }];
let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch();
  fetchMock.mockImplementation(async (_url, init) =>
    json(201, { ...potongan, ...(JSON.parse(String(init?.body)) as object), amount_format: null }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

const labels = {
  en: { fixed: 'Fixed amount', cash: 'Cash (Rp)', percentage: 'Percentage (%)', save: 'Save' },
  id: { fixed: 'Nilai tetap', cash: 'Nominal (Rp)', percentage: 'Persentase (%)', save: 'Simpan' },
};

/** Fills the create panel (the single Outlet comes chosen) and saves. */
async function createWith(language: 'en' | 'id', type: 'cash' | 'percentage', amount: string) {
  await act(() => i18next.changeLanguage(language));
  const label = labels[language];
  renderPanel({ mode: 'create' }, solo);
  typeName('Diskon');
  pick(label.fixed);
  pick(label[type]);
  typeAmount(amount);
  save(label.save);
}

async function expectSent(amount: number) {
  await waitFor(() => expect(bodiesSent(fetchMock, 'POST')).toHaveLength(1));
  expect(bodiesSent(fetchMock, 'POST')[0]).toMatchObject({ amount });
}

describe('amounts typed in English', () => {
  it.each([
    ['percentage', '2.5', 2.5],
    ['percentage', '12.5', 12.5],
    ['percentage', '12,75', 12.75],
    ['cash', '1,500', 1500],
    ['cash', '1.500', 1500],
    ['cash', '2,500,000', 2_500_000],
  ] as const)('sends a %s typed as %s as %s', async (type, typed, sent) => {
    await createWith('en', type, typed);
    await expectSent(sent);
  });

  it.each([
    ['cash', '2500.50', '*Rupiah amount can not have decimals'],
    ['cash', '2.500,50', '*Rupiah amount can not have decimals'],
    ['percentage', '12.555', '*Amount percentage can have at most 2 decimals'],
    ['percentage', '1,500', '*Amount percentage can not be higher than 100%'],
    ['percentage', '1.50.0', '*Amount is not a valid number'],
  ] as const)('refuses a %s typed as %s, saying why, and sends nothing', async (type, typed, message) => {
    await createWith('en', type, typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(amountInput()!.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('amounts typed in Indonesian', () => {
  it.each([
    ['percentage', '2,5', 2.5],
    ['percentage', '2.5', 2.5],
    ['percentage', '12,5', 12.5],
    ['cash', '1.500', 1500],
    ['cash', '2.500.000', 2_500_000],
  ] as const)('sends a %s typed as %s as %s', async (type, typed, sent) => {
    await createWith('id', type, typed);
    await expectSent(sent);
  });

  it.each([
    ['cash', '2.500,50', '*Nilai Rupiah tidak boleh memakai desimal'],
    ['cash', '2500,5', '*Nilai Rupiah tidak boleh memakai desimal'],
    ['percentage', '12,555', '*Persentase paling banyak 2 angka desimal'],
    ['percentage', '1.500', '*Persentase tidak boleh lebih dari 100%'],
    ['percentage', '1,2,3', '*Nilai bukan angka yang valid'],
  ] as const)('refuses a %s typed as %s, saying why, and sends nothing', async (type, typed, message) => {
    await createWith('id', type, typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('an existing amount in the edit panel', () => {
  const detail = makeDiscount({ name: 'Potongan', type: 'percentage', amount: 12.5, amount_format: '12,5%' });

  it.each([
    ['en', '12.5'],
    ['id', '12,5'],
  ] as const)(
    'shows a percentage with the %s decimal mark and sends it back unchanged',
    async (language, shown) => {
      await act(() => i18next.changeLanguage(language));
      fetchMock.mockReset();
      fetchMock
        .mockResolvedValueOnce(json(200, detail))
        .mockResolvedValueOnce(json(200, { ...detail, name: 'Baru' }));
      renderPanel({ mode: 'edit', discount: { name: 'Potongan', type: 'percentage', amount: 12.5 } });
      expect(await screen.findByDisplayValue(shown)).toBeTruthy();
      typeName('Baru');
      save(labels[language].save);
      await waitFor(() => expect(bodiesSent(fetchMock, 'PUT')).toHaveLength(1));
      expect(bodiesSent(fetchMock, 'PUT')[0]).toMatchObject({
        original_amount: 12.5,
        amount: 12.5,
        name: 'Baru',
      });
    },
  );

  it('shows Rupiah grouped as the list shows them', async () => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(json(200, { ...potongan, amount: 1_500_000 }));
    renderPanel({ mode: 'edit', discount: { name: 'Potongan', type: 'cash', amount: 1_500_000 } });
    expect(await screen.findByDisplayValue('1.500.000')).toBeTruthy();
  });
});
