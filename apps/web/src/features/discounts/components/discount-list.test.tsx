import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { makeDiscount } from '../../../test/discount-fixture';
import { renderWithProviders } from '../../../test/render';
import { DiscountList } from './discount-list';

// As the server lists them to a user limited to Outlet 11 (it computes can_edit, decision 0011).
const discounts = [
  makeDiscount({ name: 'Shared', outlet_ids: [11, 12], can_edit: false }),
  makeDiscount({ name: 'Mine', outlet_ids: [11] }),
];

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('DiscountList for a user limited to some outlets', () => {
  it.each([false, true])(
    'offers no edit or delete on a discount shared beyond them (phone layout: %s)',
    (compact) => {
      renderWithProviders(
        <DiscountList discounts={discounts} compact={compact} onEdit={vi.fn()} onDelete={vi.fn()} />,
      );
      const list = compact ? screen.getByRole('list', { name: 'Discount list' }) : screen.getByRole('table');
      expect(within(list).queryByRole('button', { name: 'Edit Shared' })).toBeNull();
      expect(within(list).queryByRole('button', { name: 'Delete Shared' })).toBeNull();
      expect(
        within(list).getByLabelText(
          'Also used at outlets you do not manage: you can view it but not change it.',
        ),
      ).toBeTruthy();
      expect(within(list).getByRole('button', { name: 'Edit Mine' })).toBeTruthy();
      expect(within(list).getByRole('button', { name: 'Delete Mine' })).toBeTruthy();
    },
  );

  it('says why in Indonesian', async () => {
    await act(() => i18next.changeLanguage('id'));
    renderWithProviders(
      <DiscountList discounts={discounts} compact={false} onEdit={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(
      screen.getByLabelText(
        'Juga dipakai di outlet yang tidak Anda kelola: Anda dapat melihatnya, tetapi tidak dapat mengubahnya.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ubah Mine' })).toBeTruthy();
  });

  it('offers every action on what the server says the caller may edit', () => {
    const editable = discounts.map((item) => ({ ...item, can_edit: true }));
    renderWithProviders(
      <DiscountList discounts={editable} compact={false} onEdit={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Edit Shared' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Shared' })).toBeTruthy();
  });
});
