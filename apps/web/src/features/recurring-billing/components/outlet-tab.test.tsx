import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { hardRedirect } from '../../../lib/navigation/hard-redirect';
import { writeTokens } from '../../../lib/session/token-store';
import { makeProfile } from '../../../test/profile-fixture';
import { renderWithProviders } from '../../../test/render';
import { OutletTab } from './outlet-tab';

vi.mock('../../../lib/navigation/hard-redirect', () => ({ hardRedirect: vi.fn() }));

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const outlet = (id: number, name: string, active: boolean, expired = false) => ({
  id,
  name,
  address: `Jl. ${name} 1`,
  kecamatan: 'Laweyan',
  city: 'Surakarta',
  created_at: '2025-03-04T05:00:00.000Z',
  end_date: expired ? '2026-11-15' : '2026-12-10',
  is_active_subscription: active,
  is_expired: expired,
});

let outletsAnswer: () => Response;
let prorateAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);

beforeEach(() => {
  writeTokens({
    accessToken: 'a',
    refreshToken: 'r',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 3600,
    authType: 'username',
  });
  outletsAnswer = () =>
    json(200, {
      outlets: [
        outlet(1, 'Senja Solo', true),
        outlet(2, 'Senja Manahan', false, true),
        outlet(3, 'Senja Baru', false),
      ],
    });
  prorateAnswer = () =>
    json(200, { MOKA: { start_date: '2026-11-27', end_date: '2026-12-10' }, final_price: 107_900 });
  fetchMock = vi.fn(async (input: string) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/billing/v1/recurring/outlets') return outletsAnswer();
    if (url.pathname === '/api/account/v2/profile') return json(200, makeProfile());
    if (url.pathname === '/api/v1/outlet/update_active_subcription')
      return json(200, { is_active_subscription: true, business_id: 7, name: 'x', end_date: null });
    if (url.pathname === '/api/billing/v1/recurring/outlets/2/prorate') return prorateAnswer();
    if (url.pathname === '/api/billing/v1/recurring/outlets/2/activation')
      return json(200, { redirect_url: 'https://gateway.test/pay/OUTLET-7-1' });
    return json(404, { code: 'NOT_FOUND', message: 'not found', errors: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(hardRedirect).mockClear();
});

const renderTab = () =>
  renderWithProviders(
    <>
      <ToastHost />
      <OutletTab />
    </>,
  );
const row = async (name: string) => within((await screen.findByText(name)).closest('tr')!);
const toggleBody = (index = 0) =>
  JSON.parse(String(calls('/api/v1/outlet/update_active_subcription')[index]![1]!.body)) as unknown;

describe('the recurring Outlet tab', () => {
  it('lists each outlet with its address, district and city, dates and status; the last active one stays on', async () => {
    renderTab();
    const solo = await row('Senja Solo');
    expect(solo.getByText('Jl. Senja Solo 1')).toBeTruthy();
    expect(solo.getByText('Laweyan, Surakarta')).toBeTruthy();
    expect(solo.getByText('4 Mar 2025')).toBeTruthy();
    expect(solo.getByText('10 Dec 2026')).toBeTruthy();
    expect(solo.getByText('Active')).toBeTruthy();
    expect((solo.getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect((await row('Senja Manahan')).getByText('Inactive')).toBeTruthy();
    expect(((await row('Senja Baru')).getByRole('switch') as HTMLInputElement).disabled).toBe(false);
  });

  it('turns an outlet that has not lapsed on at once, and asks before turning one off', async () => {
    renderTab();
    await row('Senja Baru');
    // What the list says once the server agreed.
    outletsAnswer = () =>
      json(200, { outlets: [outlet(1, 'Senja Solo', true), outlet(3, 'Senja Baru', true)] });
    fireEvent.click((await row('Senja Baru')).getByRole('switch'));
    await waitFor(() => expect(calls('/api/v1/outlet/update_active_subcription')).toHaveLength(1));
    expect(toggleBody()).toEqual({ id: 3, isActive: true });
    expect(screen.queryByRole('dialog')).toBeNull();

    await waitFor(async () =>
      expect(((await row('Senja Solo')).getByRole('switch') as HTMLInputElement).disabled).toBe(false),
    );
    fireEvent.click((await row('Senja Solo')).getByRole('switch'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate outlet?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('/api/v1/outlet/update_active_subcription')).toHaveLength(1);
    fireEvent.click((await row('Senja Solo')).getByRole('switch'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls('/api/v1/outlet/update_active_subcription')).toHaveLength(2));
    expect(toggleBody(1)).toEqual({ id: 1, isActive: false });
  });

  it('offers a lapsed outlet the next payment or paying the pro-rated price now', async () => {
    renderTab();
    fireEvent.click((await row('Senja Manahan')).getByRole('switch'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Re-activate outlet' }));
    expect((await dialog.findByTestId('prorate-price')).textContent).toBe('Rp\u00a0107.900');
    expect(dialog.getByTestId('prorate-period').textContent).toBe('27 Nov 2026 – 10 Dec 2026');
    fireEvent.click(dialog.getByRole('button', { name: 'Immediate Activate' }));
    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('https://gateway.test/pay/OUTLET-7-1'));
    expect(calls('/api/billing/v1/recurring/outlets/2/activation')[0]![1]!.method).toBe('POST');
    expect(calls('/api/v1/outlet/update_active_subcription')).toHaveLength(0);
  });

  it('activates with the next payment, and closes with a toast when the prorate fails', async () => {
    renderTab();
    fireEvent.click((await row('Senja Manahan')).getByRole('switch'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Re-activate outlet' }));
    await dialog.findByTestId('prorate-price');
    fireEvent.click(dialog.getByRole('button', { name: 'Activate Next Payment' }));
    await waitFor(() => expect(calls('/api/v1/outlet/update_active_subcription')).toHaveLength(1));
    expect(toggleBody()).toEqual({ id: 2, isActive: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    prorateAnswer = () =>
      json(422, {
        code: '0016-0004',
        message: 'This outlet is still active; turn it on without a payment.',
        errors: [],
      });
    fireEvent.click((await row('Senja Manahan')).getByRole('switch'));
    expect(
      await screen.findByText('This outlet is still active; turn it on without a payment.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the load error with Retry, and the empty list', async () => {
    outletsAnswer = () => json(500, { code: 'INTERNAL', message: 'boom', errors: [] });
    renderTab();
    expect(await screen.findByText('Encountered an error while loading the data.')).toBeTruthy();
    outletsAnswer = () => json(200, { outlets: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No outlets found')).toBeTruthy();
  });
});
