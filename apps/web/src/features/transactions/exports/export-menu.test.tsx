import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeStreamHandlers } from '../../../lib/realtime/open-realtime-stream';
import { writeTokens } from '../../../lib/session/token-store';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { ExportMenu } from './export-menu';

const streams: { topics: readonly string[]; handlers: RealtimeStreamHandlers; close: () => void }[] = [];
vi.mock('../../../lib/realtime/open-realtime-stream', () => ({
  openRealtimeStream: (topics: readonly string[], handlers: RealtimeStreamHandlers) => {
    const stream = { topics, handlers, close: vi.fn() };
    streams.push(stream);
    return stream;
  },
}));

const EXPORT_ID = '0b6f3a52-2f5e-4d3c-9a52-6d1c1f3e2a10';
const range = { start_time: '2026-10-01T00:00:00', end_time: '2026-10-31T23:59:59', outlet_id: null };

function stubExportCalls() {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (input, init) => {
    const url = String(input);
    const answer = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.endsWith(`/exports/${EXPORT_ID}`))
      return answer({
        id: EXPORT_ID,
        status: 'SUCCESS',
        file_url: '/files/transactions.xlsx',
        error_message: null,
      });
    if (url.includes('/exporting/v1/exports') && init?.method === 'POST')
      return answer({ id: EXPORT_ID, status: 'IN_PROGRESS', file_url: null, error_message: null });
    return answer({ results: [], next_cursor: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  writeTokens({
    accessToken: 'access',
    refreshToken: 'refresh',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
    authType: 'email',
  });
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  streams.length = 0;
});

const exportButton = () =>
  screen.getByRole('button', { name: /^(Export in progress )?Export$/ }) as HTMLButtonElement;

describe('the success tab’s Export menu', () => {
  it('stays disabled with a spinner while its export runs, also after the tab is left and opened again', async () => {
    const fetchMock = stubExportCalls();
    const opened: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      opened.push(this.getAttribute('href') ?? '');
    });
    const client = createTestQueryClient();
    const first = renderWithProviders(<ExportMenu range={range} />, { client });
    fireEvent.click(exportButton());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Transactions' }));
    await waitFor(() => expect(exportButton().disabled).toBe(true));
    expect(screen.getByLabelText('Export in progress')).toBeTruthy();
    // The run's code arrives on the first click (decision 0231): its subscription opens then.
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]!.handlers.onReady?.());
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));

    // Another tab is opened (the menu unmounts) and this one again: the export is still running.
    first.unmount();
    renderWithProviders(<ExportMenu range={range} />, { client });
    expect(exportButton().disabled).toBe(true);
    expect(screen.getByLabelText('Export in progress')).toBeTruthy();
    expect(streams[0]!.close).not.toHaveBeenCalled();

    // The finished export still delivers its file, and the menu is free again.
    act(() =>
      streams[0]!.handlers.onEvent({
        id: '1',
        topic: streams[0]!.topics[0]!,
        type: 'export',
        data: { id: EXPORT_ID, status: 'SUCCESS' },
      }),
    );
    await waitFor(() => expect(opened).toEqual(['/files/transactions.xlsx']));
    await waitFor(() => expect(exportButton().disabled).toBe(false));
    expect(streams[0]!.close).toHaveBeenCalled();
    click.mockRestore();
  });
});
