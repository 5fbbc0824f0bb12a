import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { i18next } from '../../../lib/i18n/i18n';
import { writeTokens } from '../../../lib/session/token-store';
import { billingOverviewFixture } from '../../../test/billing-fixture';
import { activeRecurringFixture } from '../../../test/recurring-fixture';
import { renderWithProviders } from '../../../test/render';
import { PaymentTab } from './payment-tab';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
let methodAnswer: () => Response;
let packageAnswer: () => Response;

beforeEach(() => {
  writeTokens({
    accessToken: 'a',
    refreshToken: 'r',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 3600,
    authType: 'username',
  });
  methodAnswer = () => json(200, { url: 'https://gateway.test/link/acc-1' });
  packageAnswer = () => json(200, { url: '/v2/settings/billing/recurring/payment' });
  fetchMock = vi.fn(async (input: string) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/billing/v1/recurring/payment-method') return methodAnswer();
    if (url.pathname === '/api/billing/v1/recurring/package') return packageAnswer();
    if (url.pathname === '/api/v1/billings')
      return json(
        200,
        billingOverviewFixture([], {
          extendable_purchased_slots: 2,
          package_deals: [deal(1, 'Monthly', 1, 249_000), deal(2, 'Yearly', 12, 199_000)],
        }),
      );
    return json(404, { code: 'NOT_FOUND', message: 'not found', errors: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const deal = (id: number, name: string, month: 1 | 12, price: number) => ({
  subscription_discount_id: id,
  package_deal_display_name: name,
  month,
  final_package_deal_price_per_month: price,
  original_package_deal_price_per_month: 299_000,
});

function renderTab(patch: Partial<ActiveRecurring> = {}) {
  const redirect = vi.fn();
  const onRefresh = vi.fn();
  renderWithProviders(
    <MemoryRouter initialEntries={['/v2/settings/billing/recurring/payment']}>
      <ToastHost />
      <PaymentTab active={activeRecurringFixture(patch)} redirect={redirect} onRefresh={onRefresh} />
    </MemoryRouter>,
  );
  return { redirect, onRefresh };
}

const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([input]) => new URL(String(input), 'http://x').pathname === path);
  return call ? (JSON.parse(String((call[1] as RequestInit).body)) as unknown) : undefined;
};

describe('the recurring payment tab ("Recurring tab")', () => {
  it('summarises the plan: interval, price with the original struck through, next billing, outlets, slots', () => {
    renderTab();
    const card = within(screen.getByTestId('billing-summary-card'));
    expect(card.getByText('Monthly plan', { selector: 'p' })).toBeTruthy();
    expect(card.getByTestId('interval-badge').textContent).toBe('Monthly');
    expect(card.getByTestId('recurring-price').textContent).toBe('Rp\u00a0548.000/month');
    expect(card.getByLabelText('Original price').textContent).toBe('Rp\u00a0658.000');
    expect(card.getByTestId('next-billing').textContent).toBe('10 Dec 2026');
    expect(card.getByRole('link', { name: '2 outlets' }).getAttribute('href')).toBe(
      '/v2/settings/billing/recurring/outlet',
    );
    expect(card.getByText('Extra employee slots: 2')).toBeTruthy();
    expect((card.getByRole('button', { name: 'Modify Billing' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('failed-payment-banner')).toBeNull();
  });

  it('turns Modify Billing off for a yearly plan and says to call support', () => {
    renderTab({ month: 12 });
    expect((screen.getByRole('button', { name: 'Modify Billing' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('yearly-note').textContent).toContain('1500970');
    expect(screen.getByTestId('interval-badge').textContent).toBe('Yearly');
  });

  it('shows the card with its billing e-mail and Manage card, or the direct debit with Change debit', () => {
    renderTab();
    const card = within(screen.getByTestId('payment-method-card'));
    expect(card.getByText('Credit card · VISA •••• 1114')).toBeTruthy();
    expect(card.getByText('Billing to owner@shop.test')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Manage card' })).toBeTruthy();
  });

  it('offers Change debit for a direct-debit subscription', () => {
    renderTab({ payment_type: 'debit', card_name: 'GoPay' });
    const card = within(screen.getByTestId('payment-method-card'));
    expect(card.getByText('Direct debit · GoPay')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Change debit' })).toBeTruthy();
  });

  it('shows the failed-payment banner with the fallback text; Update now goes to the gateway page', async () => {
    const { redirect } = renderTab({ status: 'FAILED', failed_payment_count: 4 });
    const banner = within(screen.getByTestId('failed-payment-banner'));
    expect(banner.getByText('Pembayaran gagal')).toBeTruthy();
    expect(
      banner.getByText('There is an issue with your payment detail. Please update your payment information.'),
    ).toBeTruthy();
    // A double-click asks the gateway once (decision 0115).
    fireEvent.click(banner.getByRole('button', { name: 'Update now' }));
    fireEvent.click(banner.getByRole('button', { name: 'Update now' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://gateway.test/link/acc-1'));
    expect(
      fetchMock.mock.calls.filter(
        ([input]) =>
          new URL(String(input), 'http://x').pathname === '/api/billing/v1/recurring/payment-method',
      ),
    ).toHaveLength(1);
    expect(bodyOf('/api/billing/v1/recurring/payment-method')).toEqual({
      payment_type: 'DEBIT',
      final_amount: 548_000,
      coupon_code: null,
    });
  });

  it('shows the gateway’s failure message when there is one', () => {
    renderTab({ status: 'ACTIVE', failed_payment_count: 1, failed_payment_message: 'Insufficient balance' });
    expect(
      within(screen.getByTestId('failed-payment-banner')).getByText('Insufficient balance'),
    ).toBeTruthy();
  });

  it('toasts a refused Update now and reads the subscription again', async () => {
    methodAnswer = () =>
      json(404, { code: '0016-0002', message: 'This business is not on recurring billing.', errors: [] });
    const { redirect, onRefresh } = renderTab({ status: 'FAILED' });
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(await screen.findByText('This business is not on recurring billing.')).toBeTruthy();
    expect(onRefresh).toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('breaks the price down with the spec’s units', async () => {
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'See Detail Payment' }));
    const modal = within(await screen.findByTestId('price-breakdown'));
    expect(modal.getByText('2 × Rp 249.000/outlet/mo')).toBeTruthy();
    expect(modal.getByText('2 × Rp 25.000/slot/mo')).toBeTruthy();
    expect(modal.getByTestId('breakdown-total').textContent).toBe('Rp\u00a0548.000');
  });

  it('changes the package from the Modify Billing modal', async () => {
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Modify Billing' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Yearly/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Change package' }));
    expect(
      await screen.findByText('Package changed. The new package applies from your next billing.'),
    ).toBeTruthy();
    expect(bodyOf('/api/billing/v1/recurring/package')).toEqual({ subscription_discount_id: 2 });
  });

  it('shows the processing state while a switch is being confirmed, without the banner', () => {
    renderTab({ status: 'PROCESSING', failed_payment_count: 2 });
    expect(screen.getByTestId('recurring-processing').textContent).toContain(
      'Please wait, payment is under process',
    );
    expect(screen.queryByTestId('failed-payment-banner')).toBeNull();
    expect((screen.getByRole('button', { name: 'Modify Billing' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names the plan in the page’s language: no English “Monthly” beside “Bulanan” (issue 26)', async () => {
    await act(() => i18next.changeLanguage('id'));
    try {
      renderTab();
      const card = screen.getByTestId('billing-summary-card');
      expect(within(card).getByText('Paket Bulanan', { selector: 'p' })).toBeTruthy();
      expect(within(card).getByTestId('interval-badge').textContent).toBe('Bulanan');
      expect(card.textContent).not.toMatch(/Monthly/);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
