import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { discountMessages } from '@backoffice/contracts/discounts';
import { i18next } from '../../../lib/i18n/i18n';
import { makeDiscount } from '../../../test/discount-fixture';
import {
  amountInput,
  chooseOutlet,
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

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

describe('DiscountPanel validation', () => {
  it('shows every missing field at once and sends nothing', async () => {
    renderPanel();
    save();
    expect(await screen.findByText('*Discount name is required')).toBeTruthy();
    expect(screen.getByText('*Select one of the category')).toBeTruthy();
    expect(screen.getByText('*Assign at least one outlet')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a fixed amount for its type and an amount of at least 1, and caps percentages at 100', async () => {
    renderPanel();
    pick('Fixed amount');
    save();
    expect(await screen.findByText('*Select amount type')).toBeTruthy();
    expect(screen.getByText('*Insert amount value at least 1')).toBeTruthy();

    pick('Percentage (%)');
    typeAmount('150');
    save();
    expect(await screen.findByText('*Amount percentage can not be higher than 100%')).toBeTruthy();

    pick('Cash (Rp)');
    typeAmount('150');
    save();
    await waitFor(() =>
      expect(screen.queryByText('*Amount percentage can not be higher than 100%')).toBeNull(),
    );
  });

  it('asks a customizable amount for its promo type', async () => {
    renderPanel();
    pick('Customizable amount');
    save();
    expect(await screen.findByText('*Select one of the promo type')).toBeTruthy();
    expect(amountInput()).toBeNull();
  });

  it('shows the messages in Indonesian', async () => {
    await act(() => i18next.changeLanguage('id'));
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('*Nama diskon wajib diisi')).toBeTruthy();
    expect(screen.getByText('*Pilih salah satu kategori')).toBeTruthy();
    expect(screen.getByText('*Pilih minimal satu outlet')).toBeTruthy();
  });
});

describe('DiscountPanel saving', () => {
  it('creates the discount the form describes, toasts and closes', async () => {
    const { isOpen } = renderPanel();
    fetchMock.mockResolvedValueOnce(
      json(
        201,
        makeDiscount({
          name: 'Diskon Member',
          type: 'percentage',
          amount: 10,
          outlet_ids: [12],
          amount_format: '10%',
        }),
      ),
    );
    typeName('  Diskon Member ');
    pick('Fixed amount');
    pick('Percentage (%)');
    typeAmount('10');
    chooseOutlet('Kopi Senja Dago');
    save();
    expect(await screen.findByText('Discount has been created')).toBeTruthy();
    await waitFor(() => expect(isOpen()).toBe(false));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/inventory/v3/discounts');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Diskon Member',
      type: 'percentage',
      amount: 10,
      outlet_ids: [12],
    });
  });

  it('puts a taken name under the name field and in a toast', async () => {
    const { isOpen } = renderPanel();
    const message = 'Discount name already exists in your business, please use another name.';
    fetchMock.mockResolvedValueOnce(
      json(409, { code: '0005-0010', message, errors: [{ field: 'body.name', message }] }),
    );
    typeName('Diskon Member');
    pick('Customizable amount');
    pick('Cash (Rp)');
    chooseOutlet('Kopi Senja Menteng');
    save();
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByLabelText(/Discount name/).getAttribute('aria-invalid')).toBe('true');
    expect(isOpen()).toBe(true);
  });

  it('asks before closing with unsaved changes', async () => {
    const { isOpen } = renderPanel();
    typeName('Half done');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Do you want to leave this page?')).toBeTruthy();
    expect(screen.getByText('Changes you made may not be saved.')).toBeTruthy();
    expect(isOpen()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('edits from the fresh detail and sends the outlets it removed', async () => {
    const { isOpen } = renderPanel({
      mode: 'edit',
      discount: { name: 'Potongan', type: 'cash', amount: 5000 },
    });
    fetchMock
      .mockResolvedValueOnce(json(200, potongan))
      .mockResolvedValueOnce(
        json(
          200,
          makeDiscount({ name: 'Potongan', amount: 7000, outlet_ids: [12], amount_format: 'Rp 7.000' }),
        ),
      );
    expect(await screen.findByDisplayValue('Potongan')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/inventory/v3/discounts/detail?name=Potongan&type=cash&amount=5000',
    );
    typeAmount('7000');
    fireEvent.click(screen.getByRole('button', { name: 'Change outlets' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose Outlet' });
    fireEvent.click(within(dialog).getByLabelText('Kopi Senja Menteng'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    save();
    expect(await screen.findByText('Discount has been updated')).toBeTruthy();
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({
      original_name: 'Potongan',
      original_type: 'cash',
      original_amount: 5000,
      name: 'Potongan',
      type: 'cash',
      amount: 7000,
      updated_outlet_ids: [12],
      deleted_outlet_ids: [11],
    });
  });

  it('says in Indonesian why a discount shared with other outlets cannot be changed, and keeps the form', async () => {
    await act(() => i18next.changeLanguage('id'));
    const { isOpen } = renderPanel({
      mode: 'edit',
      discount: { name: 'Potongan', type: 'cash', amount: 5000 },
    });
    fetchMock
      .mockResolvedValueOnce(json(200, potongan))
      .mockResolvedValueOnce(
        json(403, { code: 'FORBIDDEN', message: discountMessages.sharedBeyondReach, errors: [] }),
      );
    expect(await screen.findByDisplayValue('Potongan')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Nilai(\s\*)?$/ }), { target: { value: '7000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText(
        'Diskon ini juga dipakai di outlet yang tidak Anda kelola, jadi Anda tidak dapat mengubahnya.',
      ),
    ).toBeTruthy();
    expect(isOpen()).toBe(true);
    expect(screen.getByDisplayValue('Potongan')).toBeTruthy();
  });
});
