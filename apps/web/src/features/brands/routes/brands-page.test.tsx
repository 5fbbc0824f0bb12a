import type { Brand, Principal } from '@backoffice/contracts/brands';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { i18next } from '../../../lib/i18n/i18n';
import { profileKeys } from '../../../lib/session/get-profile';
import { writeTokens } from '../../../lib/session/token-store';
import { makeOutlet, outletsPage } from '../../../test/outlet-fixture';
import { makeProfile } from '../../../test/profile-fixture';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { BrandsPage } from './brands-page';

/** Done-means of issue 10: 500 principals and 5,000 brands keep about a hundred lines in the page. */

const PRINCIPALS = 500;
const BRANDS_OF_BIG = 5000;

const principal = (id: number, brandCount: number, name = `Principal ${String(id).padStart(3, '0')}`) =>
  ({
    id,
    name,
    brand_count: brandCount,
    item_count: brandCount * 3,
    brands: [],
    outlet_count: 2,
  }) satisfies Principal;
const brand = (id: number, principalId: number | null): Brand => ({
  id,
  name: `Brand ${String(id).padStart(4, '0')}`,
  principal_id: principalId,
  principal_name: principalId === null ? null : `Principal ${principalId}`,
  item_count: 3,
  item_names: ['Kopi', 'Teh', 'Roti'],
  outlet_count: 2,
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let outlets = [makeOutlet({ id: 11, name: 'Kemang' }), makeOutlet({ id: 12, name: 'Dago' })];
let principalsAnswer: (url: URL) => Response;

const calls = (path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === path);

beforeEach(() => {
  outlets = [makeOutlet({ id: 11, name: 'Kemang' }), makeOutlet({ id: 12, name: 'Dago' })];
  principalsAnswer = () => {
    const results = [
      principal(-1, 1, 'None'),
      ...Array.from({ length: PRINCIPALS }, (_, i) => principal(i + 1, i === 0 ? BRANDS_OF_BIG : 10)),
    ];
    return json(200, { results, page: 1, size: PRINCIPALS, has_next: false });
  };
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/business-service/v4/businesses/outlets')
      return json(200, outletsPage(outlets));
    if (url.pathname === '/api/inventory/v1/principals' && (init?.method ?? 'GET') === 'GET')
      return principalsAnswer(url);
    if (url.pathname === '/api/inventory/v1/brands/outlets/11') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const keyword = url.searchParams.get('keyword');
      if (keyword) return json(200, { results: [], page: 1, size: 50, has_next: false });
      const results = Array.from({ length: 50 }, (_, i) => brand((page - 1) * 50 + i + 1, 1));
      return json(200, { results, page, size: 50, has_next: page * 50 < BRANDS_OF_BIG });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found', errors: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  writeTokens({
    accessToken: 'access',
    refreshToken: 'refresh',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
    authType: 'email',
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

function renderPage() {
  const client = createTestQueryClient();
  client.setQueryData(profileKeys.all, makeProfile({ is_owner: true }));
  // A data router, as in the app: the form asks before a navigation leaves unsaved changes.
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <ToastHost />
          <BrandsPage />
        </>
      ),
    },
  ]);
  renderWithProviders(<RouterProvider router={router} />, { client });
}

// Rendering 500 principals' data in happy-dom takes seconds on a busy machine; nothing here measures time.
describe('the brands screen', { timeout: 60_000 }, () => {
  it('keeps about a hundred lines in the page with 500 principals and a principal of 5,000 brands', async () => {
    renderPage();
    expect(await screen.findByText('Principal 001', undefined, { timeout: 10_000 })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Brands and principals' });
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(100);
    expect(within(list).queryByText('Principal 500')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show brands of Principal 001' }));
    expect(await screen.findByText('Brand 0001', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(100);
    // Its 4th-from-last brand is far below the view: one page of 50, not the 100 pages it has.
    await waitFor(() => expect(calls('/api/inventory/v1/brands/outlets/11')).toHaveLength(1));
    expect(calls('/api/inventory/v1/principals')[0]?.searchParams.get('size')).toBe('500');
  });

  it('shows items in the Item stock column on a principal line, its brand count as the caption', async () => {
    renderPage();
    const name = await screen.findByText('Principal 002', undefined, { timeout: 10_000 });
    const line = name.closest('[role=listitem]') as HTMLElement;
    expect(line.querySelector('[data-column=item-stock]')?.textContent).toBe('30 items');
    expect(within(line).getByText('10 brands')).toBeTruthy();
    const none = screen.getByText('None').closest('[role=listitem]') as HTMLElement;
    expect(none.querySelector('[data-column=item-stock]')?.textContent).toBe('3 items');
    expect(within(none).getByText('No principal brand · 1 brand')).toBeTruthy();
  });

  it('checking a principal checks its brands with it and offers the bulk actions', async () => {
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Show brands of Principal 001' }, { timeout: 10_000 }),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Brand 0001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Principal 001' }));
    const bar = screen.getByRole('region', { name: 'Actions on the selection' });
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select Brand 0001' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(bar).getByRole('button', { name: 'Delete from all outlets' })).toBeTruthy();
    // Moving needs a brand checked on its own.
    expect(
      (within(bar).getByRole('button', { name: 'Move to principal' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('offers nothing for all outlets when there is one outlet, and changing nothing keeps Save off', async () => {
    outlets = [makeOutlet({ id: 11, name: 'Kemang' })];
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Show brands of Principal 001' }, { timeout: 10_000 }),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Brand 0002' }));
    const bar = screen.getByRole('region', { name: 'Actions on the selection' });
    expect(within(bar).queryByRole('button', { name: 'Delete from all outlets' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Brand 0002' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Brand' });
    expect(within(form).queryByText('Save to all outlets')).toBeNull();
    const save = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText(/Brand name/), { target: { value: '   ' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText(/Brand name/), { target: { value: 'Brand Baru' } });
    expect(save.disabled).toBe(false);
  });

  it('saves once on a double-click of Save (decision 0115)', async () => {
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/inventory/v1/brands/2/outlets/11' && init?.method === 'PUT') {
        // Answered a moment later, as a server does: the second click lands while the first is in flight.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, { ...brand(2, 1), name: 'Brand Baru' });
      }
      return answer(input, init);
    });
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Show brands of Principal 001' }, { timeout: 10_000 }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Brand 0002' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Brand' });
    fireEvent.change(within(form).getByLabelText(/Brand name/), { target: { value: 'Brand Baru' } });
    const save = within(form).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('Brand Baru successfully modified.')).toBeTruthy();
    const puts = fetchMock.mock.calls.filter(
      ([url, init]) => String(url).includes('/brands/2/outlets/11') && init?.method === 'PUT',
    );
    expect(puts).toHaveLength(1);
  });

  it('asks before Escape or Cancel drops a typed change, and closes at once without one', async () => {
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Show brands of Principal 001' }, { timeout: 10_000 }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Brand 0002' }));
    let form = await screen.findByRole('dialog', { name: 'Edit Brand' });
    // Nothing typed: Cancel closes without a question.
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Brand' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Brand 0002' }));
    form = await screen.findByRole('dialog', { name: 'Edit Brand' });
    fireEvent.change(within(form).getByLabelText(/Brand name/), { target: { value: 'Brand Baru' } });
    fireEvent.keyDown(within(form).getByLabelText(/Brand name/), { key: 'Escape' });
    const question = await screen.findByRole('dialog', { name: 'Do you want to leave this page?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Do you want to leave this page?' })).toBeNull(),
    );
    expect((within(form).getByLabelText(/Brand name/) as HTMLInputElement).value).toBe('Brand Baru');

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Do you want to leave this page?' })).getByRole(
        'button',
        {
          name: 'Leave',
        },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Brand' })).toBeNull());
  });

  it('shows the info banner when only "None" exists, until it is dismissed for the business', async () => {
    principalsAnswer = () =>
      json(200, { results: [principal(-1, 4, 'None')], page: 1, size: 500, has_next: false });
    renderPage();
    const banner = await screen.findByText(/Brands without a principal are listed under/);
    fireEvent.click(
      within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Dismiss' }),
    );
    await waitFor(() => expect(screen.queryByText(/Brands without a principal are listed under/)).toBeNull());
    expect(Object.keys(window.localStorage).some((key) => key.includes('brands-banner'))).toBe(true);
  });

  it('says a technical error in the UI language and loads again on Retry', async () => {
    await act(() => i18next.changeLanguage('id'));
    principalsAnswer = () => json(500, { code: 'INTERNAL', message: 'boom', errors: [] });
    renderPage();
    expect(await screen.findByText('Terjadi kesalahan teknis. Silakan coba lagi.')).toBeTruthy();
    principalsAnswer = () =>
      json(200, {
        results: [principal(-1, 0, 'None'), principal(1, 0)],
        page: 1,
        size: 500,
        has_next: false,
      });
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Principal 001')).toBeTruthy();
  });
});
