import type { BillingCalculation } from '@backoffice/contracts/billing';
import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { writeTokens } from '../../../lib/session/token-store';
import { billingOverviewFixture } from '../../../test/billing-fixture';
import { activeRecurringFixture } from '../../../test/recurring-fixture';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { activeRecurringKey } from '../../../lib/billing/get-active-recurring';
import { PaymentPanel } from './payment-panel';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const overview = billingOverviewFixture();

const calculation = (month: 1 | 12): BillingCalculation => ({
  month,
  is_recurring: false,
  subscription_name: 'Moka POS',
  discount_percentage: 0,
  discount_valid_until: null,
  extended_date: '2027-01-10',
  original_total_price: month === 12 ? 2_988_000 : 299_000,
  final_total_price: month === 12 ? 2_988_000 : 299_000,
  subscription_discount_id: month === 12 ? 2 : 1,
  package_deal_display_name: month === 12 ? 'Yearly' : 'Monthly',
  original_package_deal_price_per_month: 299_000,
  final_package_deal_price_per_month: month === 12 ? 249_000 : 299_000,
  employee_slot: { count: 0, original_price: 0, final_price: 0 },
  outlets: [
    {
      outlet_id: 11,
      outlet_name: 'Kemang',
      is_active_subscription: true,
      is_prorated: false,
      current_end_date: '2026-12-10',
      original_price: 299_000,
      final_price: 299_000,
    },
  ],
  coupon: null,
  package_discount_amount: 0,
  renewal_discount_amount: 0,
  verify_coupon_request: { month, subscription_discount_id: month === 12 ? 2 : 1 },
  recurring_billing_cycles: [],
});

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let debitAnswer: () => Response;
const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => new URL(String(url), 'http://x').pathname === path);
  return call?.[1]?.body ? (JSON.parse(String(call[1].body)) as Record<string, unknown>) : undefined;
};

beforeEach(() => {
  window.localStorage.clear();
  writeTokens({
    accessToken: 'a',
    refreshToken: 'r',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 3600,
    authType: 'username',
  });
  debitAnswer = () => json(200, { url: 'https://gateway.test/link/acc-9' });
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    const body = init?.body ? (JSON.parse(String(init.body)) as { month: 1 | 12 }) : { month: 1 as const };
    if (url.pathname === '/api/billing/v1/calculations') return json(200, calculation(body.month));
    if (url.pathname === '/api/billing/v1/recurring/direct-debit') return debitAnswer();
    if (url.pathname === '/api/billing/v1/discount-schemes') return json(200, { discount_schemes: [] });
    return json(404, { code: 'NOT_FOUND', message: 'not found', errors: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(
  recurring: { available: boolean; active: ActiveRecurring | null },
  client = createTestQueryClient(),
) {
  const redirect = vi.fn();
  renderWithProviders(
    <MemoryRouter initialEntries={['/v2/settings/billing']}>
      <ToastHost />
      <PaymentPanel overview={overview} businessId={7} redirect={redirect} recurring={recurring} />
    </MemoryRouter>,
    { client },
  );
  return { redirect };
}

const recurringTab = () => screen.getByRole('tab', { name: /Recurring/ });
const debitButton = () => screen.getByRole('button', { name: 'Pay by direct debit' }) as HTMLButtonElement;

describe('the Recurring payment type', () => {
  it('is Coming soon while the flag is off', () => {
    renderPanel({ available: false, active: null });
    expect(recurringTab().getAttribute('data-disabled')).toBe('true');
    expect(recurringTab().textContent).toContain('Coming soon');
  });

  it('is Recommended with the flag on; direct debit needs the terms, then sends the priced request', async () => {
    const { redirect } = renderPanel({ available: true, active: null });
    expect(recurringTab().textContent).toContain('Recommended');
    fireEvent.click(recurringTab());
    await waitFor(() => expect(debitButton()).toBeTruthy());
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('Rp\u00a0299.000'));
    // Nothing is paid now: the summary says when the automatic charges start, not how long outlets are extended.
    expect(screen.getByText('Charged automatically every month from 10 Dec 2026')).toBeTruthy();
    expect(screen.getByText('1 outlet × 1 month')).toBeTruthy();
    expect(screen.queryByText(/Your outlets will be active until/)).toBeNull();
    expect(debitButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions of recurring billing/ }));
    await waitFor(() => expect(debitButton().disabled).toBe(false));
    fireEvent.click(debitButton());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://gateway.test/link/acc-9'));
    const body = bodyOf('/api/billing/v1/recurring/direct-debit');
    expect(body).toMatchObject({
      payment_type: 'DEBIT',
      final_amount: 299_000,
      subscription_discount_id: 1,
      coupon_code: null,
    });
    expect(typeof body?.tnc_approve_date).toBe('string');
  });

  it('toasts a refused direct debit with the server’s message', async () => {
    debitAnswer = () =>
      json(409, { code: '0016-0001', message: 'This business is already on recurring billing.', errors: [] });
    const client = createTestQueryClient();
    client.setQueryData(activeRecurringKey, null);
    const { redirect } = renderPanel({ available: true, active: null }, client);
    fireEvent.click(recurringTab());
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('Rp\u00a0299.000'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions of recurring billing/ }));
    await waitFor(() => expect(debitButton().disabled).toBe(false));
    fireEvent.click(debitButton());
    expect(await screen.findByText('This business is already on recurring billing.')).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
    // The active recurring is asked again (docs/spec-notes.md, Billing: a direct-debit error reads the active recurring again).
    expect(client.getQueryState(activeRecurringKey)?.isInvalidated).toBe(true);
  });

  it('has its own terms: direct debit and card authorisation, and the chargeback notice of 5 working days', async () => {
    renderPanel({ available: true, active: null });
    fireEvent.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    const regular = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(regular.textContent).not.toMatch(/5 working days/);
    fireEvent.click(within(regular).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(recurringTab());
    fireEvent.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    const recurring = await screen.findByRole('dialog', {
      name: 'Terms and Conditions of recurring billing',
    });
    expect(recurring.textContent).toMatch(/authorise us to debit it automatically/);
    expect(recurring.textContent).toMatch(/authorise us to charge it automatically/);
    expect(recurring.textContent).toMatch(/within 5 working days of the charge/);
  });

  it('is disabled for the monthly cycle while the current recurring is yearly', () => {
    renderPanel({ available: true, active: activeRecurringFixture({ status: 'FAILED', month: 12 }) });
    expect(recurringTab().getAttribute('data-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Pay by direct debit' })).toBeNull();
  });

  it('is the disabled “Please wait” view while a recurring payment is in process', () => {
    renderPanel({ available: true, active: activeRecurringFixture({ status: 'PROCESSING' }) });
    expect(screen.getByTestId('recurring-in-progress').textContent).toContain(
      'Please wait, payment is under process',
    );
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
