import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outletListQueryOptions } from '../../lib/outlets/list-outlets';
import { writeTokens } from '../../lib/session/token-store';
import { makeOutlet } from '../../test/outlet-fixture';
import { renderWithProviders } from '../../test/render';
import { OutletChooser } from './outlet-chooser';

const outlet = (id: number, name: string, city: string) => makeOutlet({ id, name, city });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const serverError = () =>
  json(500, { code: 'INTERNAL', message: 'Something went wrong. Please try again later', errors: [] });

describe('OutletChooser', () => {
  let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

  beforeEach(() => {
    fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
    writeTokens({
      accessToken: 'access',
      refreshToken: 'refresh',
      accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
      authType: 'email',
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = () =>
    renderWithProviders(<OutletChooser opened onClose={vi.fn()} selected={[]} onApply={vi.fn()} />);

  it('reads every outlet through the outlets call in one page of 99999', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        results: [outlet(1, 'Kopi Senja Menteng', 'Jakarta')],
        page: 1,
        per_page: 99999,
        total_count: 1,
      }),
    );
    open();
    expect(await screen.findByText('Kopi Senja Menteng')).toBeTruthy();
    const url = new URL(fetchMock.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/api/business-service/v4/businesses/outlets');
    expect(url.searchParams.get('per_page')).toBe('99999');
  });

  it('tries 3 more times 500 ms apart, then shows the error with Retry, and Retry loads the list', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(serverError()));
    open();
    expect(screen.getByLabelText('Loading…')).toBeTruthy();
    const shown = await screen.findByText(
      'Encountered an error while loading the data.',
      {},
      { timeout: 4000 },
    );
    expect(shown).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(outletListQueryOptions()).toMatchObject({ retry: 3, retryDelay: 500 });

    fetchMock.mockImplementation(() =>
      Promise.resolve(
        json(200, {
          results: [outlet(1, 'Kopi Senja Menteng', 'Jakarta'), outlet(2, 'Kopi Senja Dago', 'Bandung')],
          page: 1,
          per_page: 99999,
          total_count: 2,
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Kopi Senja Dago')).toBeTruthy();
    expect(screen.queryByText('Encountered an error while loading the data.')).toBeNull();
    expect(screen.getByText('0 of 2 selected')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5));
  }, 10_000);
});
