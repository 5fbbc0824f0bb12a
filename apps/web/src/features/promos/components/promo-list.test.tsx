import type { Promo } from '@backoffice/contracts/promos';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { PromoList } from './promo-list';

const base: Promo = {
  id: 1,
  name: 'Beli 2 Kopi Gratis Roti',
  type: 'buy_x_get_y',
  buy_items: [{ item_id: 7, item_name: 'Kopi Susu', quantity: 2 }],
  get_items: [{ item_id: 9, item_name: 'Roti Bakar', quantity: 1 }],
  minimum_amount: null,
  discount_type: 'PERCENTAGE',
  amount: 100,
  max_discount: null,
  sales_type_ids: [],
  start_date: '2026-12-01',
  end_date: null,
  schedule: { days: [1, 2, 3, 4, 5], from: '22:00', to: '02:00' },
  priority: 10,
  is_active: true,
  status: 'running',
  outlet_ids: [11],
  can_edit: true,
};

// In the server's order (the order they win): the list never re-sorts.
const promos: Promo[] = [
  base,
  {
    ...base,
    id: 2,
    name: 'Belanja 100 Ribu',
    type: 'minimum_purchase',
    buy_items: [],
    get_items: [],
    minimum_amount: 100000,
    discount_type: 'PERCENTAGE',
    amount: 10,
    max_discount: 25000,
    schedule: null,
    start_date: null,
    priority: 5,
    status: 'scheduled',
  },
  {
    ...base,
    id: 3,
    name: 'Kopi Pagi',
    type: 'other',
    can_edit: false,
    discount_type: 'CASH',
    amount: 5000,
    status: 'inactive',
    priority: 0,
  },
  { ...base, id: 4, name: 'Bersama', can_edit: false, status: 'ended', priority: 0 },
];

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('PromoList', () => {
  it.each([false, true])(
    'shows each promotion in the order given, with its status and terms (phone: %s)',
    (compact) => {
      renderWithProviders(
        <PromoList
          promos={promos}
          compact={compact}
          showOutlets={false}
          onOpen={vi.fn()}
          onDelete={vi.fn()}
        />,
      );
      const list = compact ? screen.getByRole('list', { name: 'Promotion list' }) : screen.getByRole('table');
      const text = list.textContent ?? '';
      const order = ['Beli 2 Kopi Gratis Roti', 'Belanja 100 Ribu', 'Kopi Pagi', 'Bersama'].map((name) =>
        text.indexOf(name),
      );
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const status of ['Running', 'Scheduled', 'Inactive', 'Ended'])
        expect(within(list).getByText(status)).toBeTruthy();
      expect(within(list).getAllByText('Buy 2× Kopi Susu, get 1× Roti Bakar')).toHaveLength(2);
      expect(within(list).getAllByText('Free')).toHaveLength(2);
      expect(within(list).getByText('Rp 5.000 off')).toBeTruthy();
      expect(within(list).getByText('Other requirement')).toBeTruthy();
      expect(within(list).getByText('Spend at least Rp 100.000')).toBeTruthy();
      expect(within(list).getByText('10% off, up to Rp 25.000')).toBeTruthy();
      expect(within(list).getAllByText('Mon–Fri · 22:00–02:00')).toHaveLength(3);
      expect(within(list).getAllByText('From 1 Dec 2026').length).toBeGreaterThan(0);
    },
  );

  it('edits its own kinds, only views another kind (still deletable) and one shared beyond reach', () => {
    renderWithProviders(
      <PromoList promos={promos} compact={false} showOutlets onOpen={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Edit Beli 2 Kopi Gratis Roti' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Kopi Pagi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Kopi Pagi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Bersama' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Bersama' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Bersama' })).toBeNull();
  });

  it('speaks Indonesian', async () => {
    await act(() => i18next.changeLanguage('id'));
    renderWithProviders(
      <PromoList promos={promos} compact={false} showOutlets={false} onOpen={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.getByText('Berjalan')).toBeTruthy();
    expect(screen.getAllByText('Beli 2× Kopi Susu, dapat 1× Roti Bakar')).toHaveLength(2);
    expect(screen.getByText('Diskon 10%, maksimal Rp 25.000')).toBeTruthy();
    expect(screen.getAllByText('Sen–Jum · 22:00–02:00').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Ubah Beli 2 Kopi Gratis Roti' })).toBeTruthy();
  });
});
