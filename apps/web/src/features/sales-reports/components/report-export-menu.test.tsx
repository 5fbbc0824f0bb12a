import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeStreamHandlers } from '../../../lib/realtime/open-realtime-stream';
import { writeTokens } from '../../../lib/session/token-store';
import { renderWithProviders } from '../../../test/render';
import { exportRuns } from '../../../components/ui/exports/export-runs';
import { ReportExportMenu } from './report-export-menu';

const streams: { topics: readonly string[]; handlers: RealtimeStreamHandlers; close: () => void }[] = [];
vi.mock('../../../lib/realtime/open-realtime-stream', () => ({
  openRealtimeStream: (topics: readonly string[], handlers: RealtimeStreamHandlers) => {
    const stream = { topics, handlers, close: vi.fn() };
    streams.push(stream);
    return stream;
  },
}));

afterEach(() => {
  // The tab's running exports outlive a test's page: the next test starts with none running.
  exportRuns.end('sales-report');
  vi.unstubAllGlobals();
  window.localStorage.clear();
  streams.length = 0;
});

describe("a sales report's Export", () => {
  it('asks for the report the screen shows — range, period and outlets — in the format chosen', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        if (init?.method === 'POST') posted.push(JSON.parse(String(init.body)));
        return new Response(
          JSON.stringify({
            id: '0b6f3a52-2f5e-4d3c-9a52-6d1c1f3e2a11',
            status: 'IN_PROGRESS',
            file_url: null,
            error_message: null,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    writeTokens({
      accessToken: 'access',
      refreshToken: 'refresh',
      accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
      authType: 'email',
    });
    renderWithProviders(
      <ReportExportMenu
        report="gross_profit"
        request={{
          outletIds: [2, 5],
          range: { startDate: '2026-11-01 00:00:00', endDate: '2026-11-27 23:59:59' },
          previous: undefined,
          period: 'WEEK',
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]!.topics).toEqual(['export:sales-report']);
    act(() => streams[0]!.handlers.onReady?.());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      feature_name: 'sales-report',
      format: 'csv',
      additional: {
        start_time: '2026-11-01T00:00:00',
        end_time: '2026-11-27T23:59:59',
        outlet_id: null,
        report_filters: { report: 'gross_profit', period: 'WEEK', outlet_ids: [2, 5], language: 'en' },
      },
    });
    // One export of a kind at a time in a tab: the button shows the run.
    expect(
      (screen.getByRole('button', { name: /^(Export in progress )?Export$/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('offers a PDF for the accountant on the four printed reports only', async () => {
    const request = {
      outletIds: undefined,
      range: { startDate: '2026-11-01 00:00:00', endDate: '2026-11-27 23:59:59' },
      previous: undefined,
    };
    const { unmount } = renderWithProviders(<ReportExportMenu report="taxes" request={request} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'PDF (for the accountant)' })).toBeTruthy();
    unmount();
    renderWithProviders(<ReportExportMenu report="item_sales" request={request} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'CSV' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /PDF/ })).toBeNull();
  });
});
