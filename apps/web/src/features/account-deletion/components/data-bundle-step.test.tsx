import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { i18next } from '../../../lib/i18n/i18n';
import { writeTokens } from '../../../lib/session/token-store';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { DataBundleStep } from './data-bundle-step';

const BUNDLES = '/api/business-service/v1/businesses/data-bundles';
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const bundle = (status: string, extra: Record<string, unknown> = {}) => ({
  id: '7b0a2f5e-4f1c-4d3e-9a55-3f0f1d2c9b11',
  status,
  format: 'xlsx',
  file_url: null,
  error_message: null,
  created_at: '2026-11-27T03:00:00.000Z',
  expires_at: null,
  ...extra,
});

function renderStep() {
  renderWithProviders(
    <>
      <ToastHost />
      <DataBundleStep />
    </>,
    { client: createTestQueryClient() },
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  writeTokens({
    accessToken: 'access',
    refreshToken: 'refresh',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
    authType: 'email',
  });
});

afterEach(async () => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

describe('data bundle step', () => {
  it('asks for a CSV bundle, shows the progress, then the download link', async () => {
    let latest: unknown = { bundle: null };
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') {
        latest = { bundle: bundle('IN_PROGRESS', { format: 'csv' }) };
        return json(201, bundle('IN_PROGRESS', { format: 'csv' }));
      }
      return json(200, latest);
    });
    renderStep();
    expect(await screen.findByText('Download your data first')).toBeTruthy();
    fireEvent.click(await screen.findByText('CSV'));
    // A double-click asks for one bundle (decision 0115).
    fireEvent.click(screen.getByRole('button', { name: 'Prepare my data' }));
    fireEvent.click(screen.getByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByTestId('data-bundle-progress')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, called]) => called?.method === 'POST')).toHaveLength(1);
    const [url, init] = fetchMock.mock.calls.find(([, called]) => called?.method === 'POST')!;
    expect(url).toBe(BUNDLES);
    expect(JSON.parse(String(init?.body))).toEqual({ format: 'csv' });

    // The job finishes: the next poll answers the link.
    latest = {
      bundle: bundle('SUCCESS', {
        format: 'csv',
        file_url: '/api/file/v1/downloads/1/abc?expires=1&signature=x',
        expires_at: '2026-12-04T03:00:00.000Z',
      }),
    };
    const link = await screen.findByTestId('data-bundle-download', {}, { timeout: 5_000 });
    expect(link.getAttribute('href')).toBe('/api/file/v1/downloads/1/abc?expires=1&signature=x');
    expect(screen.getByText(/The file is kept until December 4, 2026/)).toBeTruthy();
  });

  it('offers Retry after a failed bundle, and after a failed read', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { code: 'INTERNAL', message: 'x', errors: [] }));
    fetchMock.mockResolvedValue(json(200, { bundle: bundle('FAILURE', { error_message: 'x' }) }));
    renderStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your data could not be prepared. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('speaks Indonesian', async () => {
    await act(() => i18next.changeLanguage('id'));
    fetchMock.mockResolvedValue(json(200, { bundle: null }));
    renderStep();
    expect(await screen.findByText('Unduh data Anda terlebih dahulu')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Siapkan data saya' })).toBeTruthy();
  });
});
