import type { PosDevice } from '@backoffice/contracts/pos';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { writeTokens } from '../../../lib/session/token-store';
import { renderWithProviders } from '../../../test/render';
import { DevicesPanel } from './devices-panel';

const outlets = [
  { id: 11, name: 'Kopi Senja Menteng' },
  { id: 12, name: 'Kopi Senja Renon' },
];

const device = (over: Partial<PosDevice>): PosDevice => ({
  id: 1,
  outlet_id: 11,
  outlet_name: 'Kopi Senja Menteng',
  name: 'Kasir 1',
  credential_hint: 'AbCd',
  created_at: '2026-11-20T03:00:00.000Z',
  last_seen_at: null,
  revoked_at: null,
  ...over,
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubApi(devices: PosDevice[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (method === 'GET') return json(200, { devices });
    if (url.pathname === '/api/pos/v1/devices') {
      const paired = device({ id: 9, name: body.name, outlet_id: body.outlet_id, credential_hint: 'WXYZ' });
      devices.push(paired);
      return json(201, { device: paired, credential: 'posd_secret-credential-WXYZ' });
    }
    if (url.pathname.endsWith('/revoke')) {
      devices[0] = { ...devices[0]!, revoked_at: '2026-11-26T03:00:00.000Z' };
      return json(200, devices[0]);
    }
    devices[0] = { ...devices[0]!, name: body.name };
    return json(200, devices[0]);
  });
  vi.stubGlobal('fetch', fetchMock);
  writeTokens({
    accessToken: 'access',
    refreshToken: 'refresh',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
    authType: 'email',
  });
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18next.changeLanguage('en'));
});

describe('the cashier devices section', () => {
  it(
    'pairs a device and shows its credential once; validation names the empty fields',
    { timeout: 20_000 },
    async () => {
      const calls = stubApi([]);
      renderWithProviders(<DevicesPanel outlets={outlets} />);
      expect(await screen.findByText('No devices paired yet')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Pair device' }));
      const dialog = await screen.findByRole('dialog', { name: 'Pair a cashier device' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pair' }));
      expect(await within(dialog).findByText('Choose an outlet')).toBeTruthy();
      expect(within(dialog).getByText('Device name is required')).toBeTruthy();

      fireEvent.click(within(dialog).getAllByLabelText('Outlet')[0]!);
      fireEvent.click(await screen.findByRole('option', { name: 'Kopi Senja Renon' }));
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Device name' }), {
        target: { value: 'Kasir depan' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pair' }));

      const shown = await screen.findByRole('dialog', { name: 'Device credential' });
      expect(within(shown).getByText('posd_secret-credential-WXYZ')).toBeTruthy();
      expect(within(shown).getByText('Copy it now: it will not be shown again.')).toBeTruthy();
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ outlet_id: 12, name: 'Kasir depan' });
      fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
      expect(await screen.findByText('…WXYZ')).toBeTruthy();
      await waitFor(() => expect(screen.queryByText('posd_secret-credential-WXYZ')).toBeNull());
    },
  );

  it('renames and revokes, in Indonesian', { timeout: 20_000 }, async () => {
    await act(() => i18next.changeLanguage('id'));
    const calls = stubApi([device({})]);
    renderWithProviders(<DevicesPanel outlets={outlets} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ganti nama Kasir 1' }));
    const rename = await screen.findByRole('dialog', { name: 'Ganti nama perangkat' });
    fireEvent.change(within(rename).getByRole('textbox', { name: 'Nama perangkat' }), {
      target: { value: 'Kasir bar' },
    });
    // Double-clicks rename and revoke once each (decision 0115).
    fireEvent.click(within(rename).getByRole('button', { name: 'Simpan' }));
    fireEvent.click(within(rename).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kasir bar')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Kasir bar' });
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Cabut Kasir bar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cabut Kasir bar?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cabut' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cabut' }));
    expect(await screen.findByText('Dicabut')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/pos/v1/devices/1/revoke')).toHaveLength(1);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/pos/v1/devices/1/revoke')).toBe(true);
  });

  it('keeps status and actions beside each device on a phone: two columns, no sideways scrolling', async () => {
    const viewport = (width: number) =>
      (
        window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
      ).happyDOM.setViewport({ width, height: 844 });
    viewport(390);
    try {
      stubApi([device({}), device({ id: 2, name: 'Kasir 2', revoked_at: '2026-11-26T03:00:00.000Z' })]);
      renderWithProviders(<DevicesPanel outlets={outlets} />);
      const table = await screen.findByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Device', 'Status']);
      const first = within(table).getByRole('row', { name: /Kasir 1/ });
      expect(within(first).getByText('Active')).toBeTruthy();
      expect(within(first).getByRole('button', { name: 'Rename Kasir 1' })).toBeTruthy();
      expect(within(first).getByRole('button', { name: 'Revoke Kasir 1' })).toBeTruthy();
      expect(within(first).getByText('Kopi Senja Menteng')).toBeTruthy();
      const second = within(table).getByRole('row', { name: /Kasir 2/ });
      expect(within(second).getByText('Revoked')).toBeTruthy();
      expect(table.closest('.mantine-Table-scrollContainer, .mantine-ScrollArea-root')).toBeNull();
    } finally {
      viewport(1024);
    }
  });
});
