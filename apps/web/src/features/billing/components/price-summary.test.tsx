import type { BillingCalculation } from '@backoffice/contracts/billing';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { PriceSummary } from './price-summary';

/** The yearly renewal of four outlets the review found (issue 26): 14 352 000 before, 10 159 200 to pay. */
function yearlyRenewal(): BillingCalculation {
  const outlet = (id: number) => ({
    outlet_id: id,
    outlet_name: `Outlet ${id}`,
    is_active_subscription: true,
    is_prorated: false,
    current_end_date: '2027-03-31',
    original_price: 299_000 * 12,
    final_price: 249_000 * 12,
  });
  return {
    month: 12,
    is_recurring: false,
    subscription_name: 'Moka POS Yearly',
    discount_percentage: 15,
    discount_valid_until: '2026-12-08',
    extended_date: '2028-03-31',
    original_total_price: 14_352_000,
    final_total_price: 10_159_200,
    subscription_discount_id: 2,
    package_deal_display_name: 'Yearly (save 17%)',
    original_package_deal_price_per_month: 299_000,
    final_package_deal_price_per_month: 249_000,
    employee_slot: { count: 0, original_price: 0, final_price: 0 },
    outlets: [1, 2, 3, 4].map(outlet),
    coupon: null,
    package_discount_amount: 2_400_000,
    renewal_discount_amount: 1_792_800,
    verify_coupon_request: { month: 12, subscription_discount_id: 2 },
    recurring_billing_cycles: [
      { cycle: 1, discount_percentage: 16.72, original_price: 14_352_000, final_price: 11_952_000 },
    ],
  };
}

/** A line's amount as a signed number: "(Rp 1.792.800)" is −1 792 800. */
const amount = (text: string) => {
  const digits = Number(text.replace(/\D/g, ''));
  return text.trim().startsWith('(') ? -digits : digits;
};

describe('PriceSummary', () => {
  it('shows every discount as a Rupiah line, and the lines add up to the total on screen', () => {
    renderWithProviders(<PriceSummary calculation={yearlyRenewal()} />);
    const summary = screen.getByRole('group', { name: 'Price summary' });
    expect(within(summary).getByText('4 outlets × 12 months').nextElementSibling?.textContent).toBe(
      'Rp\u00a014.352.000',
    );
    expect(screen.getByTestId('package-discount').textContent).toBe('(Rp\u00a02.400.000)');
    expect(screen.getByTestId('renewal-discount').textContent).toBe('(Rp\u00a01.792.800)');
    const lines = [
      within(summary).getByText('4 outlets × 12 months').nextElementSibling!.textContent!,
      screen.getByTestId('package-discount').textContent!,
      screen.getByTestId('renewal-discount').textContent!,
    ].map(amount);
    const total = amount(screen.getByTestId('total').textContent!);
    expect(total).toBe(10_159_200);
    expect(lines.reduce((sum, line) => sum + line, 0)).toBe(total);
  });

  it('shows a coupon amount as a line too, and no discount line without a discount', () => {
    const calculation: BillingCalculation = {
      ...yearlyRenewal(),
      discount_percentage: 0,
      discount_valid_until: null,
      renewal_discount_amount: 0,
      final_total_price: 11_902_000,
      coupon: {
        code: 'POTONG50',
        benefit: { total_discount_amount: 50_000, total_discount_percentage: 0, additional_month: 0 },
        discount_amount: 50_000,
      },
    };
    renderWithProviders(<PriceSummary calculation={calculation} />);
    expect(screen.queryByTestId('renewal-discount')).toBeNull();
    expect(screen.getByTestId('coupon-discount').textContent).toBe('(Rp\u00a050.000)');
    expect(
      14_352_000 -
        2_400_000 +
        amount(screen.getByTestId('coupon-discount').textContent!) -
        amount(screen.getByTestId('total').textContent!),
    ).toBe(0);
  });
});

describe('the package deal’s name', () => {
  it('is in the page’s language, not the billing service’s English (issue 26, mixed languages)', async () => {
    renderWithProviders(<PriceSummary calculation={yearlyRenewal()} />);
    const summary = screen.getByRole('group', { name: 'Price summary' });
    expect(within(summary).getByText('Yearly (save 17%)')).toBeTruthy();
    await act(() => i18next.changeLanguage('id'));
    try {
      const ringkasan = screen.getByRole('group', { name: 'Ringkasan harga' });
      expect(within(ringkasan).getByText('Tahunan (hemat 17%)')).toBeTruthy();
      expect(within(ringkasan).queryByText(/Yearly/)).toBeNull();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
