import type { OutletSalesDto, SalesSummaryDto } from '@backoffice/contracts/reporting';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { profileKeys } from '../../../lib/session/get-profile';
import { writeTokens } from '../../../lib/session/token-store';
import { makeOutlet, outletsPage } from '../../../test/outlet-fixture';
import { makeProfile } from '../../../test/profile-fixture';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const summary = (fields: Partial<SalesSummaryDto>): SalesSummaryDto => ({
  grossSales: 0,
  netSales: 0,
  numberOfTransactions: 0,
  averageSale: 0,
  grossProfit: 0,
  grossMargin: 0,
  ...fields,
});

const outletSales = (
  outletId: number,
  outletName: string,
  fields: Partial<SalesSummaryDto> = {},
): OutletSalesDto => ({
  outletId,
  outletName,
  ...summary(fields),
  topItems: [{ name: `${outletName} Kopi`, quantity: 3, netSales: 30_000 }],
});

interface GraphqlCall {
  query: string;
  variables: Record<string, unknown>;
}

/** Stubs fetch: the outlets call and the reporting endpoint, whose answer the test builds from each request. */
function stubFetch(outletCount: number, answer: (call: GraphqlCall) => Response) {
  const calls: GraphqlCall[] = [];
  const outlets = Array.from({ length: outletCount }, (_, index) =>
    makeOutlet({ id: index + 1, name: `Outlet ${index + 1}` }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/businesses/outlets')) return json(200, outletsPage(outlets));
      if (String(url).includes('/reporting-revamp/graphql')) {
        const call = JSON.parse(String(init?.body)) as GraphqlCall;
        calls.push(call);
        return answer(call);
      }
      throw new Error(`unexpected call ${String(url)}`);
    }),
  );
  return calls;
}

function summaryAnswer(): Response {
  return json(200, {
    data: {
      current: summary({
        grossSales: 1_250_000,
        netSales: 1_000_000,
        numberOfTransactions: 40,
        averageSale: 25_000,
        grossProfit: -50_000,
      }),
      previous: summary({
        grossSales: 1_000_000,
        netSales: 800_000,
        numberOfTransactions: 50,
        averageSale: 16_000,
        grossProfit: 0,
      }),
      salesTrend: [
        { period: '2026-11-25 09:00', grossSales: 1_250_000, netSales: 1_000_000, numberOfTransactions: 40 },
      ],
      paymentMethods: [
        { name: 'Cash', code: 'CASH', amount: 750_000, count: 30 },
        { name: 'QRIS', code: 'QRIS', amount: 250_000, count: 10 },
      ],
      topItems: [{ name: 'Kopi Susu', quantity: 12, netSales: 240_000 }],
      salesByOutlet: [outletSales(1, 'Outlet 1', { netSales: 1_000_000, numberOfTransactions: 1_240 })],
    },
  });
}

function comparisonAnswer(call: GraphqlCall): Response {
  if (!call.query.includes('OutletComparison')) return summaryAnswer();
  const ids = call.variables.outletIds as number[];
  return json(200, {
    data: {
      salesByOutlet: ids.map((id) =>
        outletSales(id, `Outlet ${id}`, { grossMargin: 12.5, netSales: id * 1000 }),
      ),
    },
  });
}

describe('DashboardPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    writeTokens({
      accessToken: 'access',
      refreshToken: 'refresh',
      accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
      authType: 'email',
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18next.changeLanguage('en'));
  });

  it('names the one outlet of a manager limited to it, and offers no Outlet Comparison', async () => {
    const calls = stubFetch(1, summaryAnswer);
    const client = createTestQueryClient();
    const kemang = makeOutlet({ id: 1, name: 'Kemang' });
    client.setQueryData(
      profileKeys.all,
      makeProfile({ is_owner: false, outlet_ids: [1], user_outlets_id: [1], outlets: [kemang] }),
    );
    renderWithProviders(<DashboardPage />, { client });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(within(screen.getByRole('group', { name: 'Outlets' })).getByText('Kemang')).toBeTruthy();
    expect(screen.queryByText('All outlets')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Outlets' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Summary' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Outlet Comparison' })).toBeNull();
  });

  it('keeps Outlet Comparison for the owner of a one-outlet business, with the outlet named', async () => {
    stubFetch(1, summaryAnswer);
    const client = createTestQueryClient();
    client.setQueryData(
      profileKeys.all,
      makeProfile({ outlet_ids: [1], outlets: [makeOutlet({ id: 1, name: 'Kemang' })] }),
    );
    renderWithProviders(<DashboardPage />, { client });
    expect(await screen.findByRole('tab', { name: 'Outlet Comparison' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Outlets' })).getByText('Kemang')).toBeTruthy();
  });

  it('shows the figures in the spec formats with their change against the previous period', async () => {
    const calls = stubFetch(2, summaryAnswer);
    renderWithProviders(<DashboardPage />);
    await waitFor(() =>
      expect(screen.getByTestId('tile-netSales').textContent).toContain('Rp\u00a01.000.000'),
    );
    const net = screen.getByTestId('tile-netSales');
    expect(net.textContent).toContain('Rp\u00a01.000.000');
    // Percentages and counts follow the page's language (decision 0125); Rupiah keep the spec's grouping.
    expect(net.textContent).toContain('25.00% vs previous period');
    expect(screen.getByTestId('tile-numberOfTransactions').textContent).toContain(
      '(20.00%) vs previous period',
    );
    expect(screen.getByTestId('tile-grossProfit').textContent).toContain('(Rp\u00a050.000)');
    expect(screen.getByTestId('tile-grossProfit').textContent).toContain('No sales in the previous period');
    const split = within(screen.getByRole('region', { name: 'Payment methods' }));
    expect(split.getByText(/75\.00%/)).toBeTruthy();
    expect(split.getByText('Cash')).toBeTruthy();
    expect(split.getByText('QRIS')).toBeTruthy();
    expect(screen.getByText('1. Kopi Susu')).toBeTruthy();
    const byOutlet = within(screen.getByRole('region', { name: 'Sales by outlet' }));
    expect(byOutlet.getByText('Outlet 1')).toBeTruthy();
    expect(byOutlet.getByText('1,240')).toBeTruthy();
    // Today, every outlet, and the day before as the previous period.
    const variables = calls[0]!.variables;
    expect(variables.outletIds).toBeNull();
    expect(String(variables.startDate)).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(String(variables.endDate)).toMatch(/ 23:59:59$/);
    expect(variables.previousEnd).not.toEqual(variables.endDate);
  });

  it('shows Indonesian decimals and grouping on the Indonesian page', async () => {
    await act(() => i18next.changeLanguage('id'));
    stubFetch(2, summaryAnswer);
    renderWithProviders(<DashboardPage />);
    await waitFor(() =>
      expect(screen.getByTestId('tile-netSales').textContent).toContain(
        '25,00% dibanding periode sebelumnya',
      ),
    );
    expect(screen.getByTestId('tile-netSales').textContent).toContain('Rp\u00a01.000.000');
    expect(screen.getByTestId('tile-numberOfTransactions').textContent).toContain('(20,00%)');
    expect(screen.getByText(/75,00%/)).toBeTruthy();
    expect(screen.getByText('1.240')).toBeTruthy();
    // A standard method in the page's language (decision 0126); a brand keeps its name.
    const split = within(screen.getByRole('region', { name: 'Metode pembayaran' }));
    expect(split.getByText('Tunai')).toBeTruthy();
    expect(split.queryByText('Cash')).toBeNull();
    expect(split.getByText('QRIS')).toBeTruthy();
  });

  it('shows the error state with Retry when the figures fail, and loads again on Retry', async () => {
    let fail = true;
    const calls = stubFetch(2, () =>
      fail
        ? json(200, { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })
        : summaryAnswer(),
    );
    renderWithProviders(<DashboardPage />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.click(retry);
    await waitFor(() =>
      expect(screen.getByTestId('tile-netSales').textContent).toContain('Rp\u00a01.000.000'),
    );
    expect(calls.length).toBe(2);
  });

  it("shows 'Feature is not available' to a business with one outlet", async () => {
    stubFetch(1, comparisonAnswer);
    renderWithProviders(<DashboardPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Outlet Comparison' }));
    expect(await screen.findByText('Feature is not available')).toBeTruthy();
  });

  it('selects both of exactly 2 outlets, offers no removal, and offers to add up to Max. 10', async () => {
    const calls = stubFetch(2, comparisonAnswer);
    renderWithProviders(<DashboardPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Outlet Comparison' }));
    const card = await screen.findByRole('article', { name: 'Outlet 2' });
    expect(within(card).getByText('12.50%')).toBeTruthy();
    expect(within(card).getByText('Outlet 2 Kopi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByText('Max. 10')).toBeTruthy();
    const comparison = calls.find((call) => call.query.includes('OutletComparison'))!;
    expect(comparison.variables).toEqual({
      outletIds: [1, 2],
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 00:00:00$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 23:59:59$/),
    });
  });

  it('keeps a choice of 3 for a day, removes one of them, and not below 2', async () => {
    window.localStorage.setItem(
      'dashboard.comparison.outlets',
      JSON.stringify({ ids: [1, 3, 4], savedAt: Date.now() }),
    );
    const calls = stubFetch(4, comparisonAnswer);
    renderWithProviders(<DashboardPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Outlet Comparison' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Outlet 3' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Outlet 3' })).toBeNull());
    expect(await screen.findByRole('article', { name: 'Outlet 4' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(calls.at(-1)!.variables.outletIds).toEqual([1, 4]);
    expect(JSON.parse(window.localStorage.getItem('dashboard.comparison.outlets')!).ids).toEqual([1, 4]);
  });

  it('forgets a choice older than a day', async () => {
    window.localStorage.setItem(
      'dashboard.comparison.outlets',
      JSON.stringify({ ids: [3, 4], savedAt: Date.now() - 25 * 60 * 60 * 1000 }),
    );
    const calls = stubFetch(4, comparisonAnswer);
    renderWithProviders(<DashboardPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Outlet Comparison' }));
    await screen.findByRole('article', { name: 'Outlet 2' });
    expect(calls.find((call) => call.query.includes('OutletComparison'))!.variables.outletIds).toEqual([
      1, 2,
    ]);
  });
});
