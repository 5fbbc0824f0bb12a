import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { i18next } from '../../../lib/i18n/i18n';
import { writeTokens } from '../../../lib/session/token-store';
import { renderWithProviders } from '../../../test/render';
import { BillingRedirectPage, RESULT_TOAST_DELAY_MS } from './billing-redirect-page';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let statusAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;
const statusCalls = () =>
  fetchMock.mock.calls.filter(
    ([url]) => new URL(String(url), 'http://x').pathname === '/api/billings/update_payment_status',
  );

beforeEach(() => {
  writeTokens({
    accessToken: 'a',
    refreshToken: 'r',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 3600,
    authType: 'username',
  });
  fetchMock = vi.fn(async (input: string) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/billings/update_payment_status') return statusAnswer();
    return json(404, { code: 'NOT_FOUND', message: 'not found', errors: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18next.changeLanguage('en'));
});

function renderPage(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/v2/settings/billing/redirect/:type', element: <BillingRedirectPage /> },
      { path: '/v2/settings/billing', element: <p>Regular billing page</p> },
      { path: '/v2/settings/billing/recurring/outlet', element: <p>Recurring outlet tab</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(
    <>
      <ToastHost />
      <RouterProvider router={router} />
    </>,
  );
  return { pathname: () => router.state.location.pathname };
}

/** The toast comes about 2 s after the answer; a busy machine adds a little. */
const AFTER_DELAY = { timeout: RESULT_TOAST_DELAY_MS + 3000 };

describe('the return page from the gateway ("Return page", "Payment-result check")', () => {
  it('waits with the spec’s text and link, asks update_payment_status, toasts its message ~2 s later and goes to /v2 + url', async () => {
    statusAnswer = () =>
      json(200, {
        type: 'success',
        message: 'Payment successful. Your subscription has been extended.',
        url: '/settings/billing/recurring/outlet',
        order_id: 'BILL-1',
        status: 'paid',
      });
    // The server says where to go on (here the outlet tab), not the page's own path.
    const page = renderPage(
      '/v2/settings/billing/redirect/regular?order_id=BILL-1&status_code=200&transaction_status=settlement',
    );
    expect(screen.getByText('Please wait while we redirecting you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the billing page' }).getAttribute('href')).toBe(
      '/v2/settings/billing',
    );
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    const asked = new URL(String(statusCalls()[0]![0]), 'http://x');
    expect(asked.searchParams.get('order_id')).toBe('BILL-1');
    // Not at once: the toast waits about 2 s.
    expect(screen.queryByText('Payment successful. Your subscription has been extended.')).toBeNull();
    expect(
      await screen.findByText('Payment successful. Your subscription has been extended.', {}, AFTER_DELAY),
    ).toBeTruthy();
    await waitFor(() => expect(page.pathname()).toBe('/v2/settings/billing/recurring/outlet'));
  });

  it('toasts the server’s message in the page’s language', async () => {
    await act(() => i18next.changeLanguage('id'));
    statusAnswer = () =>
      json(200, {
        type: 'error',
        message: 'Your payment failed. Please try again.',
        url: '/settings/billing',
        order_id: 'BILL-2',
        status: 'failed',
      });
    const page = renderPage('/v2/settings/billing/redirect/regular?order_id=BILL-2');
    expect(
      await screen.findByText('Pembayaran Anda gagal. Silakan coba lagi.', {}, AFTER_DELAY),
    ).toBeTruthy();
    await waitFor(() => expect(page.pathname()).toBe('/v2/settings/billing'));
  });

  it('with ?status=processing shows the processing overlay, then returns to billing without asking', async () => {
    const page = renderPage('/v2/settings/billing/redirect/regular?status=processing&order_id=BILL-3');
    expect(screen.getByText("We're processing your payment. This might take up to 2 minutes")).toBeTruthy();
    expect(screen.getByText("Please wait and don't close this tab")).toBeTruthy();
    await waitFor(() => expect(page.pathname()).toBe('/v2/settings/billing'));
    expect(statusCalls()).toHaveLength(0);
  });
});
