import type {
  CategorySalesRowDto,
  ItemSalesRowDto,
  PaymentMethodRowDto,
  SalesFiguresDto,
} from '@backoffice/contracts/sales-reports';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { profileKeys } from '../../../lib/session/get-profile';
import { writeTokens } from '../../../lib/session/token-store';
import { makeOutlet, outletsPage } from '../../../test/outlet-fixture';
import { makeProfile } from '../../../test/profile-fixture';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { SalesReportPage } from './sales-report-page';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const figures = (period: string, fields: Partial<SalesFiguresDto> = {}): SalesFiguresDto => ({
  period,
  transactions: 0,
  grossSales: 0,
  discounts: 0,
  refunds: 0,
  netSales: 0,
  gratuity: 0,
  tax: 0,
  rounding: 0,
  totalCollected: 0,
  costOfGoods: 0,
  grossProfit: 0,
  grossMargin: 0,
  ...fields,
});

const product = (fields: Partial<ItemSalesRowDto>): ItemSalesRowDto => ({
  itemId: 1,
  name: '',
  variantName: '',
  categoryName: '',
  quantity: 0,
  refundedQuantity: 0,
  grossSales: 0,
  discounts: 0,
  refunds: 0,
  netSales: 0,
  costOfGoods: 0,
  grossProfit: 0,
  grossMargin: 0,
  ...fields,
});

const category = (fields: Partial<CategorySalesRowDto>): CategorySalesRowDto => {
  const { itemId: _id, name: _name, variantName: _variant, ...rest } = product(fields);
  return rest;
};

const method = (fields: Partial<PaymentMethodRowDto>): PaymentMethodRowDto => ({
  name: '',
  code: null,
  transactions: 0,
  amount: 0,
  refunds: 0,
  net: 0,
  ...fields,
});

interface GraphqlCall {
  query: string;
  variables: Record<string, unknown>;
}

const byPeriod = {
  rows: [
    figures('2026-11-02', {
      grossSales: 500_000,
      netSales: 450_000,
      totalCollected: 495_000,
      rounding: -500,
    }),
    figures('2026-11-01', { grossSales: 200_000, netSales: 180_000, totalCollected: 198_000 }),
    figures('2026-11-03', { grossSales: 900_000, netSales: 800_000, totalCollected: 880_000 }),
  ],
  total: figures('', {
    grossSales: 1_600_000,
    netSales: 1_430_000,
    totalCollected: 1_573_000,
    rounding: -500,
  }),
};

/** The reporting endpoint answers what `answer` builds from each request; the outlets call lists two outlets. */
function stubFetch(answer: (call: GraphqlCall) => Response | Promise<Response>) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/businesses/outlets')) {
        return json(
          200,
          outletsPage([makeOutlet({ id: 1, name: 'Kemang' }), makeOutlet({ id: 2, name: 'Renon' })]),
        );
      }
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

function renderPage(url: string) {
  const client = createTestQueryClient();
  client.setQueryData(
    profileKeys.all,
    makeProfile({
      outlet_ids: [1, 2],
      outlets: [makeOutlet({ id: 1, name: 'Kemang' }), makeOutlet({ id: 2, name: 'Renon' })],
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/v2/reports/sales/:report', element: <SalesReportPage /> },
      { path: '/v2/reports/transactions/*', element: <p>Transactions list</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />, { client });
  return router;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row');
const rowTexts = () => bodyRows().map((row) => row.textContent ?? '');

describe('SalesReportPage', () => {
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

  it('shows the Summary columns and total from the answer, negative money with a minus', async () => {
    const calls = stubFetch(() => json(200, { data: { current: byPeriod } }));
    renderPage('/v2/reports/sales/summary?from=2026-11-01&to=2026-11-03');
    await screen.findByText('2 Nov 2026');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .slice(0, 9)
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Period',
      'Gross sales',
      'Discounts',
      'Refunds',
      'Net sales',
      'Gratuity',
      'Tax',
      'Rounding',
      'Total collected',
    ]);
    const total = rowTexts().at(-1) ?? '';
    expect(total).toContain('Total');
    expect(total).toContain('Rp\u00a01.600.000');
    expect(total).toContain('-Rp\u00a0500');
    expect(calls[0]?.query).toContain('salesByPeriod(');
    expect(calls[0]?.variables).toMatchObject({
      outletIds: null,
      startDate: '2026-11-01 00:00:00',
      endDate: '2026-11-03 23:59:59',
      period: 'DAY',
    });
  });

  it('sorts by a clicked header, reverses on a second click, keeps the total last and the order in the address', async () => {
    stubFetch(() => json(200, { data: { current: byPeriod } }));
    const router = renderPage('/v2/reports/sales/summary?from=2026-11-01&to=2026-11-03');
    await screen.findByText('2 Nov 2026');
    const header = screen.getByRole('columnheader', { name: /Net sales/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    let texts = rowTexts();
    expect(texts[1]).toContain('3 Nov 2026');
    expect(texts[3]).toContain('1 Nov 2026');
    expect(texts.at(-1)).toContain('Total');
    expect(router.state.location.search).toContain('sort=netSales&dir=desc');
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    texts = rowTexts();
    expect(texts[1]).toContain('1 Nov 2026');
    expect(texts[3]).toContain('3 Nov 2026');
    expect(texts.at(-1)).toContain('Total');
  });

  it('reads its filters from the address and writes a change back, so Back returns to the previous one', async () => {
    const calls = stubFetch(() =>
      json(200, { data: { current: byPeriod, previous: { total: byPeriod.total } } }),
    );
    const router = renderPage(
      '/v2/reports/sales/summary?from=2026-11-01&to=2026-11-03&outlets=2&period=week',
    );
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]?.variables).toMatchObject({ outletIds: [2], period: 'WEEK' });
    expect(screen.getByRole('button', { name: 'Outlets' }).textContent).toContain('1 outlets');
    await userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(router.state.location.search).toContain('period=month'));
    expect(router.state.location.search).toContain('outlets=2');
    expect(router.state.location.search).toContain('from=2026-11-01&to=2026-11-03');
    await waitFor(() => expect(calls.at(-1)?.variables).toMatchObject({ period: 'MONTH', outletIds: [2] }));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toContain('period=week');
    await userEvent.click(screen.getByRole('switch', { name: 'Compare with previous period' }));
    await waitFor(() => expect(router.state.location.search).toContain('compare=1'));
    await waitFor(() =>
      expect(calls.at(-1)?.variables).toMatchObject({
        previousStart: '2026-10-29 00:00:00',
        previousEnd: '2026-10-31 23:59:59',
      }),
    );
  });

  it('shows the previous period total and the change in % when comparing', async () => {
    stubFetch(() =>
      json(200, {
        data: {
          current: byPeriod,
          previous: { total: figures('', { grossSales: 1_000_000, netSales: 0, totalCollected: 1_573_000 }) },
        },
      }),
    );
    renderPage('/v2/reports/sales/summary?from=2026-11-01&to=2026-11-03&compare=1');
    await screen.findByText('2 Nov 2026');
    const texts = rowTexts();
    expect(texts.at(-3)).toContain('Total');
    expect(texts.at(-2)).toContain('Previous period');
    expect(texts.at(-2)).toContain('Rp\u00a01.000.000');
    const change = bodyRows().at(-1)!;
    const cells = within(change)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('Change');
    // Gross sales 1,600,000 against 1,000,000; net sales had nothing before; total collected unchanged.
    expect(cells[1]).toBe('+60.00%');
    expect(cells[4]).toBe('–');
    expect(cells[8]).toBe('0.00%');
  });

  it('says what to do when the range has no sales', async () => {
    stubFetch(() => json(200, { data: { current: { rows: [], total: figures('') } } }));
    renderPage('/v2/reports/sales/summary');
    expect(await screen.findByText('No sales in this period')).toBeTruthy();
    expect(screen.getByText(/Choose a longer date range or other outlets/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with Retry, which loads the report again', async () => {
    let fail = true;
    const calls = stubFetch(() =>
      fail ? json(200, { errors: [{ message: 'boom' }] }) : json(200, { data: { current: byPeriod } }),
    );
    renderPage('/v2/reports/sales/summary?from=2026-11-01&to=2026-11-03');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Encountered an error while loading the report.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 Nov 2026')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('links a Summary day to the Transactions list of that day and outlet', async () => {
    stubFetch(() => json(200, { data: { current: byPeriod } }));
    const router = renderPage('/v2/reports/sales/summary?from=2026-11-01&to=2026-11-03&outlets=1');
    await userEvent.click(await screen.findByRole('link', { name: '2 Nov 2026' }));
    expect(router.state.location.pathname).toBe('/v2/reports/transactions/success');
    expect(router.state.location.search).toBe('?date=2026-11-02&outlet=1');
  });

  it('shows Gross profit with its margin', async () => {
    stubFetch(() =>
      json(200, {
        data: {
          current: {
            rows: [
              figures('2026-11-01', {
                netSales: 100_000,
                costOfGoods: 130_000,
                grossProfit: -30_000,
                grossMargin: -30,
              }),
            ],
            total: figures('', {
              netSales: 100_000,
              costOfGoods: 130_000,
              grossProfit: -30_000,
              grossMargin: -30,
            }),
          },
        },
      }),
    );
    renderPage('/v2/reports/sales/gross_profit?from=2026-11-01&to=2026-11-01');
    await screen.findByRole('table');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .slice(0, 5)
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Period', 'Net sales', 'Cost of goods', 'Gross profit', 'Margin %']);
    expect(rowTexts()[1]).toContain('-Rp\u00a030.000');
    expect(rowTexts()[1]).toContain('-30.00%');
  });

  it('names the standard payment methods in the page language and keeps the others', async () => {
    const calls = stubFetch(() =>
      json(200, {
        data: {
          current: {
            rows: [
              method({
                name: 'Tunai',
                code: 'CASH',
                transactions: 1_200,
                amount: 900_000,
                refunds: 50_000,
                net: 850_000,
              }),
              method({ name: 'QRIS', code: 'QRIS', transactions: 3, amount: 30_000, net: 30_000 }),
            ],
            total: method({ transactions: 1_203, amount: 930_000, refunds: 50_000, net: 880_000 }),
          },
        },
      }),
    );
    renderPage('/v2/reports/sales/payment_methods');
    expect(await screen.findByText('Cash')).toBeTruthy();
    expect(screen.getByText('QRIS')).toBeTruthy();
    expect(rowTexts()[1]).toContain('1,200');
    expect(calls[0]?.query).toContain('paymentMethodReport(');
    expect(calls[0]?.variables).not.toHaveProperty('period');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .slice(0, 5)
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Method', 'Transactions', 'Amount', 'Refunds', 'Net']);
    await act(() => i18next.changeLanguage('id'));
    expect(await screen.findByText('Tunai')).toBeTruthy();
  });

  it('shows Item sales with every column, "Uncategorised" for no category, and sorts by Net sales', async () => {
    stubFetch(() =>
      json(200, {
        data: {
          current: {
            rows: [
              product({
                name: 'Kopi Susu',
                variantName: 'Large',
                categoryName: 'Coffee',
                quantity: 12,
                netSales: 240_000,
              }),
              product({ itemId: 2, name: 'Air Mineral', categoryName: '', quantity: 40, netSales: 400_000 }),
            ],
            total: product({ itemId: null, quantity: 52, netSales: 640_000 }),
          },
        },
      }),
    );
    renderPage('/v2/reports/sales/item_sales');
    await screen.findByText('Kopi Susu');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .slice(0, 12)
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Item',
      'Variant',
      'Category',
      'Sold',
      'Refunded',
      'Gross sales',
      'Discounts',
      'Refunds',
      'Net sales',
      'Cost of goods',
      'Gross profit',
      'Margin',
    ]);
    expect(rowTexts()[2]).toContain('Uncategorised');
    expect(rowTexts()[1]).toContain('Kopi Susu');
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Net sales/ })).getByRole('button'),
    );
    expect(rowTexts()[1]).toContain('Air Mineral');
  });

  it('links an item of the catalogue to the Transactions list of its orders, and not a line without one', async () => {
    stubFetch(() =>
      json(200, {
        data: {
          current: {
            rows: [
              product({ itemId: 7, name: 'Kopi Susu', variantName: 'Large', quantity: 2 }),
              product({ itemId: null, name: 'Open price item', quantity: 1 }),
            ],
            total: product({ itemId: null, quantity: 3 }),
          },
        },
      }),
    );
    const router = renderPage('/v2/reports/sales/item_sales?from=2026-11-01&to=2026-11-03&outlets=2');
    await screen.findByText('Kopi Susu');
    expect(screen.queryByRole('link', { name: 'Open price item' })).toBeNull();
    expect(screen.getByText('Open price item').getAttribute('translate')).toBe('no');
    const link = screen.getByRole('link', { name: 'Kopi Susu' });
    expect(link.getAttribute('translate')).toBe('no');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/v2/reports/transactions/success');
    expect(router.state.location.search).toBe(
      '?from=2026-11-01&to=2026-11-03&outlet=2&item=7&item_name=Kopi+Susu&variant=Large',
    );
  });

  it('says under Item sales what discounts on whole bills were, which no item row holds', async () => {
    const calls = stubFetch(() =>
      json(200, {
        data: {
          current: {
            rows: [product({ name: 'Kopi Susu', quantity: 2, netSales: 40_000 })],
            total: product({ itemId: null, quantity: 2, netSales: 40_000 }),
            billDiscounts: 15_000,
          },
        },
      }),
    );
    renderPage('/v2/reports/sales/item_sales');
    const note = (await screen.findByTestId('bill-discounts')).textContent ?? '';
    expect(note, note).toMatch(/Rp\s15\.000/);
    expect(calls[0]!.query).toContain('billDiscounts');
  });

  it('shows Category sales, the category without a name in both languages', async () => {
    const calls = stubFetch(() =>
      json(200, {
        data: {
          current: {
            rows: [
              category({ categoryName: 'Coffee', netSales: 240_000 }),
              category({ categoryName: '', netSales: 10_000 }),
            ],
            total: category({ netSales: 250_000 }),
          },
        },
      }),
    );
    renderPage('/v2/reports/sales/category_sales');
    expect(await screen.findByText('Uncategorised')).toBeTruthy();
    expect(screen.getByText('Coffee')).toBeTruthy();
    expect(calls[0]?.query).toContain('categorySalesReport(');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .slice(0, 2)
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Category', 'Sold']);
    await act(() => i18next.changeLanguage('id'));
    expect(await screen.findByText('Tanpa kategori')).toBeTruthy();
  });

  it('switches report keeping the range and outlets, dropping the order', async () => {
    stubFetch((call) =>
      call.query.includes('itemSalesReport')
        ? json(200, { data: { current: { rows: [], total: product({}) } } })
        : json(200, { data: { current: byPeriod } }),
    );
    const router = renderPage(
      '/v2/reports/sales/summary?from=2026-11-01&to=2026-11-03&outlets=1&sort=netSales&dir=asc',
    );
    await screen.findByText('2 Nov 2026');
    await userEvent.click(screen.getByRole('link', { name: 'Item sales' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/reports/sales/item_sales'));
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-03&outlets=1');
  });

  it("never shows one report's rows under another's columns while it loads", async () => {
    stubFetch((call) =>
      call.query.includes('itemSalesReport')
        ? new Promise<Response>(() => undefined)
        : json(200, { data: { current: byPeriod } }),
    );
    renderPage('/v2/reports/sales/summary?from=2026-11-01&to=2026-11-03');
    await screen.findByText('2 Nov 2026');
    await userEvent.click(screen.getByRole('link', { name: 'Item sales' }));
    expect(await screen.findByTestId('report-loading')).toBeTruthy();
    expect(screen.queryByText('2 Nov 2026')).toBeNull();
    expect(screen.queryByText('undefined')).toBeNull();
  });
});
