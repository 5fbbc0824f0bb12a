import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { clearTokens, writeTokens } from '../../../lib/session/token-store';
import { makePublicInvoice } from '../../../test/public-invoice-fixture';
import { renderWithProviders } from '../../../test/render';
import { InvoicePrintPage } from './invoice-print-page';

type FetchMock = ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = { code: 'NOT_FOUND', message: 'Invoice not found.', errors: [] };

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  clearTokens();
  document.cookie = 'lang=; path=/; max-age=0';
  await act(() => i18next.changeLanguage('en'));
});

function renderPage(token = 'tok_123') {
  // The app routes it at /v2/reports/invoices/print/:token; a feature does not import the app's paths.
  const router = createMemoryRouter([{ path: '/print/:token', element: <InvoicePrintPage /> }], {
    initialEntries: [`/print/${token}`],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('the public printable invoice page', () => {
  it('reads the invoice without a session token, titles the page and the tab, and prints', async () => {
    document.cookie = 'lang=en; path=/';
    // A merchant who is signed in opens the link: the page still asks as anyone would.
    writeTokens({
      accessToken: 'access',
      refreshToken: 'refresh',
      accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
      authType: 'email',
    });
    fetchMock.mockResolvedValue(json(200, makePublicInvoice()));
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage();

    const title = 'Payment Invoice #INV-0042 is Paid';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/order-reporting/v1/public/invoices/tok_123');
    expect((init?.headers as Record<string, string>).authorization).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("opens in the business's language when the viewer has chosen none", async () => {
    fetchMock.mockResolvedValue(json(200, makePublicInvoice({ business_language: 'id' })));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice Pembayaran #INV-0042 Lunas' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeTruthy();
    // Nothing was chosen for the viewer: no cookie is written.
    expect(document.cookie).not.toContain('lang=');
  });

  it("keeps the viewer's own language over the business's", async () => {
    document.cookie = 'lang=en; path=/';
    fetchMock.mockResolvedValue(json(200, makePublicInvoice({ business_language: 'id' })));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Invoice #INV-0042 is Paid' }),
    ).toBeTruthy();
  });

  it('says the link is no longer valid for a token that opens nothing, without offering Retry', async () => {
    fetchMock.mockResolvedValue(json(404, notFound));
    renderPage('gone');
    expect(await screen.findByRole('heading', { name: 'This invoice link is no longer valid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('This invoice link is no longer valid'));
  });

  it('offers Retry when the server fails, and shows the invoice once it answers', async () => {
    fetchMock.mockResolvedValue(json(503, { code: 'INTERNAL', message: 'down', errors: [] }));
    renderPage();
    expect(await screen.findByText('The invoice could not be loaded.')).toBeTruthy();
    fetchMock.mockResolvedValue(json(200, makePublicInvoice({ business_language: 'en' })));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
