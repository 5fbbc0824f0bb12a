import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeStreamHandlers } from '../../../lib/realtime/open-realtime-stream';
import { writeTokens } from '../../../lib/session/token-store';
import { renderWithProviders } from '../../../test/render';
import { ItemExportButton } from './item-export-button';

const streams: { topics: readonly string[]; handlers: RealtimeStreamHandlers; close: () => void }[] = [];
vi.mock('../../../lib/realtime/open-realtime-stream', () => ({
  openRealtimeStream: (topics: readonly string[], handlers: RealtimeStreamHandlers) => {
    const stream = { topics, handlers, close: vi.fn() };
    streams.push(stream);
    return stream;
  },
}));

const EXPORT_ID = '0b6f3a52-2f5e-4d3c-9a52-6d1c1f3e2a11';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  streams.length = 0;
});

describe('the Item list’s Export button', () => {
  it('asks for the items export with the list’s filters and opens the file when it is ready', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const answer = (body: unknown) =>
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
        if (String(input).endsWith(`/exports/${EXPORT_ID}`))
          return answer({
            id: EXPORT_ID,
            status: 'SUCCESS',
            file_url: '/files/items.xlsx',
            error_message: null,
          });
        if (init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return answer({ id: EXPORT_ID, status: 'IN_PROGRESS', file_url: null, error_message: null });
        }
        return answer({ results: [], next_cursor: null });
      }),
    );
    writeTokens({
      accessToken: 'access',
      refreshToken: 'refresh',
      accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
      authType: 'email',
    });
    const opened: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      opened.push(this.getAttribute('href') ?? '');
    });
    renderWithProviders(
      <ItemExportButton filters={{ search: 'kopi', outlet: 7, category: 3, stock: 'low' }} />,
    );
    const button = () =>
      screen.getByRole('button', { name: /^(Export in progress )?Export$/ }) as HTMLButtonElement;
    fireEvent.click(button());
    await waitFor(() => expect(button().disabled).toBe(true));
    // The run's code arrives on the first click (decision 0231): its subscription opens then.
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]!.topics).toEqual(['export:items']);
    act(() => streams[0]!.handlers.onReady?.());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      feature_name: 'items',
      additional: { outlet_id: 7, item_filters: { search: 'kopi', category: 3, stock: 'low' } },
    });
    act(() =>
      streams[0]!.handlers.onEvent({
        id: '1',
        topic: 'export:items',
        type: 'export',
        data: { id: EXPORT_ID, status: 'SUCCESS' },
      }),
    );
    await waitFor(() => expect(opened).toEqual(['/files/items.xlsx']));
    await waitFor(() => expect(button().disabled).toBe(false));
    click.mockRestore();
  });
});
