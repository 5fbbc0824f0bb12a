import type { BillingCalculation, BillingOverview } from '@backoffice/contracts/billing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { writeTokens } from '../../../lib/session/token-store';
import { billingOverviewFixture } from '../../../test/billing-fixture';
import { renderWithProviders } from '../../../test/render';
import { readBillingState, writeBillingState } from '../billing-state';
import { PaymentPanel } from './payment-panel';

const BUSINESS = 7;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function calculation(body: { month: 1 | 12; coupon_code?: string }, outletIds: number[]): BillingCalculation {
  const per = body.month === 12 ? 249_000 * 12 : 299_000;
  const total = per * outletIds.length;
  const discount = body.coupon_code === 'POTONG50' ? 50_000 : 0;
  return {
    month: body.month,
    is_recurring: false,
    subscription_name: 'Moka POS',
    discount_percentage: 0,
    discount_valid_until: null,
    extended_date: '2027-01-10',
    original_total_price: total,
    final_total_price: total - discount,
    subscription_discount_id: body.month === 12 ? 2 : 1,
    package_deal_display_name: body.month === 12 ? 'Yearly' : 'Monthly',
    original_package_deal_price_per_month: 299_000,
    final_package_deal_price_per_month: body.month === 12 ? 249_000 : 299_000,
    employee_slot: { count: 0, original_price: 0, final_price: 0 },
    outlets: outletIds.map((id) => ({
      outlet_id: id,
      outlet_name: `Outlet ${id}`,
      is_active_subscription: true,
      is_prorated: false,
      current_end_date: '2026-12-10',
      original_price: per,
      final_price: per,
    })),
    coupon: discount
      ? {
          code: 'POTONG50',
          benefit: { total_discount_amount: discount, total_discount_percentage: 0, additional_month: 0 },
          discount_amount: discount,
        }
      : null,
    package_discount_amount: 0,
    renewal_discount_amount: 0,
    verify_coupon_request: { month: body.month, subscription_discount_id: body.month === 12 ? 2 : 1 },
    recurring_billing_cycles: [],
  };
}

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let toggleAnswer: () => Response;
let couponAnswer: (code: string) => Response;
let schemesDue: boolean;
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);

beforeEach(() => {
  window.localStorage.clear();
  writeTokens({
    accessToken: 'a',
    refreshToken: 'r',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 3600,
    authType: 'username',
  });
  toggleAnswer = () =>
    json(200, { is_active_subscription: false, business_id: BUSINESS, name: 'x', end_date: null });
  schemesDue = true;
  couponAnswer = () =>
    json(200, { total_discount_amount: 50_000, total_discount_percentage: 0, additional_month: 0 });
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.pathname === '/api/billing/v1/calculations')
      return json(200, calculation(body as { month: 1 | 12; coupon_code?: string }, [11, 12]));
    if (url.pathname.startsWith('/api/billing-coupon/v2/coupons/'))
      return couponAnswer(decodeURIComponent(url.pathname.split('/')[5] ?? ''));
    if (url.pathname === '/api/v1/outlet/update_active_subcription') return toggleAnswer();
    if (url.pathname === '/api/v1/billings') return json(200, billingOverviewFixture([]));
    if (url.pathname === '/api/billing/v1/discount-schemes') return json(200, { discount_schemes: [] });
    if (url.pathname === '/api/v1/businesses/discounts/settings')
      return json(200, {
        banner_eligible: false,
        popup_from: '2026-06-10',
        schemes_due: schemesDue,
        expired_at: '2026-12-10',
        best_discount_percentage: 0,
        best_discount_until: null,
        popup_interval_hours: 24,
        popup_delay_ms: 1000,
      });
    return json(404, { code: 'NOT_FOUND', message: 'not found', errors: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(
  outlets = [
    { id: 11, name: 'Kemang', active: true },
    { id: 12, name: 'Dago', active: true },
  ],
  entry = '/v2/settings/billing',
  patch: Partial<BillingOverview> = {},
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <ToastHost />
      <PaymentPanel
        overview={billingOverviewFixture(outlets, patch)}
        businessId={BUSINESS}
        redirect={vi.fn()}
      />
    </MemoryRouter>,
  );
}

const applyButton = () => screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
const couponField = () => screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement;

describe('the payment panel ("Billing payment")', () => {
  it('upper-cases the code, keeps Apply off while empty, applies and reprices with the coupon', async () => {
    renderPanel();
    expect(await screen.findByTestId('total')).toHaveProperty('textContent', 'Rp\u00a0598.000');
    expect(applyButton().disabled).toBe(true);
    fireEvent.change(couponField(), { target: { value: 'potong50' } });
    expect(couponField().value).toBe('POTONG50');
    fireEvent.click(applyButton());
    expect(await screen.findByText('Coupon Code successfully applied.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('Rp\u00a0548.000'));
    expect(within(screen.getByTestId('applied-coupon')).getByText('POTONG50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('says Invalid Coupon Code for a refusal that does not name the subscription', async () => {
    couponAnswer = () =>
      json(422, {
        code: '0015-0003',
        message: 'This coupon has expired.',
        key: 'billing.couponExpired',
        errors: [{ field: 'params.code', message: 'This coupon has expired.', key: 'billing.couponExpired' }],
      });
    renderPanel();
    fireEvent.change(couponField(), { target: { value: 'KEDALUWARSA' } });
    fireEvent.click(applyButton());
    expect(await screen.findByText('Invalid Coupon Code')).toBeTruthy();
  });

  it('clears the coupon when the cycle changes, and remembers the cycle for 24 hours', async () => {
    renderPanel();
    await screen.findByTestId('total');
    fireEvent.change(couponField(), { target: { value: 'HEMAT10' } });
    expect(readBillingState(BUSINESS)?.pendingCoupon).toBe('HEMAT10');
    fireEvent.click(screen.getByRole('combobox', { name: 'Billing cycle' }));
    fireEvent.click(await screen.findByRole('option', { name: /Yearly/ }));
    await waitFor(() => expect(couponField().value).toBe(''));
    expect(readBillingState(BUSINESS)).toEqual({ type: 'regular', cycle: 12, pendingCoupon: '' });
  });

  it('flips an outlet at once and reverts it with the server’s message when refused', async () => {
    toggleAnswer = () =>
      json(422, {
        code: '0015-0007',
        message: 'at least one outlet needs to be active',
        key: 'billing.lastActiveOutlet',
        errors: [],
      });
    renderPanel();
    const dago = screen.getByRole('switch', { name: 'Renew Dago' }) as HTMLInputElement;
    expect(dago.checked).toBe(true);
    fireEvent.click(dago);
    expect(dago.checked).toBe(false);
    expect(await screen.findByText('at least one outlet needs to be active')).toBeTruthy();
    await waitFor(() => expect(dago.checked).toBe(true));
    expect(calls('/api/v1/outlet/update_active_subcription')).toHaveLength(1);
  });

  it('never lets the last active outlet be turned off', () => {
    renderPanel([
      { id: 11, name: 'Kemang', active: true },
      { id: 12, name: 'Dago', active: false },
    ]);
    expect((screen.getByRole('switch', { name: 'Renew Kemang' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Renew Dago' }) as HTMLInputElement).disabled).toBe(false);
  });

  describe('pay errors (the error catalogue, docs/spec-notes.md, Billing)', () => {
    const GATEWAY_TEXT =
      'We are having a technical issue with our payment gateway. Please try again in a few moment or if the issue still persist please call our support 1500 970.';
    const payAnswers = (answer: () => Response) => {
      const base = fetchMock.getMockImplementation()!;
      fetchMock.mockImplementation(async (input, init) =>
        new URL(String(input), 'http://x').pathname === '/api/billing/v1/pay' ? answer() : base(input, init),
      );
    };
    const pay = async () => {
      renderPanel();
      await screen.findByTestId('total');
      fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    };

    it.each([
      ['502', () => new Response('<html>Bad Gateway</html>', { status: 502 })],
      ['an empty 200', () => new Response('', { status: 200 })],
    ])('opens the gateway modal with its exact text for %s', async (_, answer) => {
      payAnswers(answer);
      await pay();
      const modal = await screen.findByRole('dialog', { name: 'Payment gateway' });
      expect(within(modal).getByText(GATEWAY_TEXT)).toBeTruthy();
    });

    it('toasts the server’s message, or its status when it said nothing', async () => {
      payAnswers(() => json(409, { code: 'X', message: 'Another payment is in progress.', errors: [] }));
      await pay();
      expect(await screen.findByText('Another payment is in progress.')).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Payment gateway' })).toBeNull();
    });
  });

  it('names the provider on the pay button while the payment is handed over', async () => {
    const pending = new Promise<Response>(() => undefined);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      new URL(String(input), 'http://x').pathname === '/api/billing/v1/pay' ? pending : base(input, init),
    );
    renderPanel();
    await screen.findByTestId('total');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('button', { name: 'Redirecting to Midtrans' })).toBeTruthy();
  });

  it('asks the discount schemes of a yearly business only from six months before its expiry', async () => {
    schemesDue = false;
    renderPanel(undefined, undefined, { current_plan: 12 });
    await screen.findByTestId('total');
    await waitFor(() => expect(calls('/api/v1/businesses/discounts/settings')).toHaveLength(1));
    expect(calls('/api/billing/v1/discount-schemes')).toHaveLength(0);
  });

  it('asks them once the server says they are due', async () => {
    renderPanel(undefined, undefined, { current_plan: 12 });
    await waitFor(() => expect(calls('/api/billing/v1/discount-schemes')).toHaveLength(1));
  });

  it('opens the discount schedule a second after arriving from the banner, once a day', async () => {
    renderPanel(undefined, '/v2/settings/billing#fromBanner');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await screen.findByRole('dialog', { name: 'Renewal discount schedule' }, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('shows the bank-transfer pending message and keeps Pay off while a payment is pending', async () => {
    renderPanel(undefined, undefined, {
      pending_payment: {
        order_id: 'BILL-7-abc',
        kind: 'bank_transfer',
        payment_method: 'echannel',
        pending_until: '2026-11-28T03:00:00.000Z',
      },
    });
    await screen.findByTestId('total');
    const alert = screen.getByTestId('pending-payment');
    expect(alert.textContent).toContain('Pending payment');
    expect(alert.textContent).toContain(
      'Please transfer the full amount within 3 days. Check your email for the payment instructions.',
    );
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells a card payer to wait 24 hours', async () => {
    renderPanel(undefined, undefined, {
      pending_payment: {
        order_id: 'BILL-7-def',
        kind: 'credit_card',
        payment_method: 'credit_card',
        pending_until: '2026-11-26T03:00:00.000Z',
      },
    });
    await screen.findByTestId('total');
    expect(screen.getByTestId('pending-payment').textContent).toContain(
      'Your credit card payment is being processed. Please wait up to 24 hours.',
    );
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps Pay off for a payment-only edition business (not a POS user) and says why', async () => {
    renderPanel(undefined, undefined, { is_pos_user: false });
    await screen.findByTestId('total');
    expect(screen.getByTestId('not-pos-user').textContent).toMatch(/Only businesses using the point of sale/);
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets Pay go when nothing is pending', async () => {
    renderPanel();
    await screen.findByTestId('total');
    expect(screen.queryByTestId('pending-payment')).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('arriving from the popup (#fromPopup) picks the yearly cycle, clears the coupon and does not reopen the popup', async () => {
    writeBillingState(BUSINESS, { type: 'regular', cycle: 1, pendingCoupon: 'HEMAT10' });
    renderPanel(undefined, '/v2/settings/billing#fromPopup');
    await waitFor(() =>
      expect(readBillingState(BUSINESS)).toEqual({ type: 'regular', cycle: 12, pendingCoupon: '' }),
    );
    expect(couponField().value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Billing cycle' }) as HTMLInputElement).value).toMatch(
      /Yearly/,
    );
    await screen.findByTestId('total');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the popup’s Renew button leads to #fromPopup: the popup closes and the yearly cycle is chosen', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/billing/v1/discount-schemes')
        return json(200, {
          discount_schemes: [
            {
              start_date: '2026-11-20',
              end_date: '2026-12-08',
              discount: 10,
              discounted_price: 2_689_200,
              normal_price: 2_988_000,
              selected: true,
            },
          ],
        });
      if (url.pathname === '/api/billing/v1/calculations') {
        const body = JSON.parse(String(init?.body)) as { month: 1 | 12 };
        return json(200, calculation(body, [11, 12]));
      }
      return json(404, { code: 'NOT_FOUND', message: 'not found', errors: [] });
    });
    renderPanel(undefined, '/v2/settings/billing#fromBanner', { current_plan: 12 });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Renewal discount schedule' },
      { timeout: 3000 },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew yearly now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(readBillingState(BUSINESS)?.cycle).toBe(12));
  });
});
