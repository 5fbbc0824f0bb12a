import type { HourlyItemRowDto } from '@backoffice/contracts/sales-reports';
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
import { salesReportPath } from '../sales-report-paths';
import { SalesReportPage } from './sales-report-page';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A row with the given hours' units and amounts ({ 9: [3, 45_000] }), every other hour zero. */
function hourly(
  name: string,
  variantName: string,
  sales: Record<number, [number, number]>,
): HourlyItemRowDto {
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    quantity: sales[hour]?.[0] ?? 0,
    amount: sales[hour]?.[1] ?? 0,
  }));
  return {
    name,
    variantName,
    quantity: hours.reduce((all, cell) => all + cell.quantity, 0),
    amount: hours.reduce((all, cell) => all + cell.amount, 0),
    hours,
  };
}

const kopi = hourly('Kopi Susu', 'Large', { 8: [2, 50_000], 9: [10, 250_000], 11: [1, 25_000] });
const teh = hourly('Es Teh', '', { 9: [4, 1_250_000], 10: [6, 60_000] });
const total = hourly('', '', { 8: [2, 50_000], 9: [14, 1_500_000], 10: [6, 60_000], 11: [1, 25_000] });
const answer = { rows: [kopi, teh], total };

interface GraphqlCall {
  query: string;
  variables: Record<string, unknown>;
}

function stubFetch(reply: (call: GraphqlCall) => Response) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/businesses/outlets')) {
        return json(200, outletsPage([makeOutlet({ id: 1, name: 'Kemang' })]));
      }
      if (String(url).includes('/reporting-revamp/graphql')) {
        const call = JSON.parse(String(init?.body)) as GraphqlCall;
        calls.push(call);
        return reply(call);
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
  // As the app's router: the rest of the path names the report, which may have two segments.
  const router = createMemoryRouter([{ path: '/v2/reports/sales/*', element: <SalesReportPage /> }], {
    initialEntries: [url],
  });
  renderWithProviders(<RouterProvider router={router} />, { client });
  return router;
}

const heatMap = () => screen.getByTestId('hourly-heat-map');
/** The items' rows of the heat map, and its All items strip on top. */
const heatRows = () => [...heatMap().querySelectorAll<HTMLElement>('tbody tr')];
const allItemsRow = () => heatMap().querySelector<HTMLElement>('tr[data-total]')!;
const tableRows = () => within(screen.getByTestId('hourly-table')).getAllByRole('row');

describe('Hourly item sold / amount', () => {
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

  it('has an address of its own for each report', () => {
    // The old addresses' redirects: app/navigation/redirects.test.ts.
    expect(salesReportPath('hourly_item/sold')).toBe('/v2/reports/sales/hourly_item/sold');
    expect(salesReportPath('hourly_item/amount')).toBe('/v2/reports/sales/hourly_item/amount');
  });

  it('shows units sold as a heat map: the hours with sales, each cell shaded and named by item, hour and units', async () => {
    const calls = stubFetch(() => json(200, { data: { current: answer } }));
    renderPage('/v2/reports/sales/hourly_item/sold?from=2026-11-01&to=2026-11-03');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hourly item sold' })).toBeTruthy();
    await screen.findByTestId('hourly-heat-map');
    expect(calls[0]?.query).toContain('hourlyItemReport(');
    expect(calls[0]?.query).toContain('hours { hour quantity amount }');
    expect(calls[0]?.variables).toMatchObject({
      startDate: '2026-11-01 00:00:00',
      endDate: '2026-11-03 23:59:59',
    });
    // 08 to 11: the first and last hours anything sold; 10 stays for Kopi Susu though it sold nothing then.
    const headers = within(heatMap())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Item', '08', '09', '10', '11']);
    expect(screen.getByTestId('hours-shown').textContent).toContain('Showing 08:00 to 11:59');
    const rows = heatRows();
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Kopi SusuLarge');
    expect(within(rows[0]!).getByText('Kopi Susu').getAttribute('translate')).toBe('no');
    const nine = within(rows[0]!).getByRole('cell', { name: 'Kopi Susu (Large), 09:00–09:59: 10 sold' });
    expect(nine.textContent).toBe('10');
    // Ten units is the busiest item-hour: the darkest shade; two units the lightest; nothing is no shade.
    expect(nine.getAttribute('data-level')).toBe('5');
    expect(
      within(rows[0]!)
        .getByRole('cell', { name: /08:00–08:59: 2 sold/ })
        .getAttribute('data-level'),
    ).toBe('1');
    const ten = within(rows[0]!).getByRole('cell', { name: 'Kopi Susu (Large), 10:00–10:59: 0 sold' });
    expect(ten.textContent).toBe('');
    expect(ten.getAttribute('data-level')).toBe('0');
    // The All items strip holds the server's total per hour.
    const all = allItemsRow();
    expect(within(all).getByRole('cell', { name: 'All items, 09:00–09:59: 14 sold' }).textContent).toBe('14');
    expect(screen.getByTestId('hourly-total').textContent).toBe('23');
    const legend = screen.getByRole('list', { name: 'Shade scale' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['nothing', 'up to 2', 'up to 4', 'up to 6', 'up to 8', 'up to 10']);
  });

  it('shows net sales in Rupiah on Hourly item amount, largest first, short in the cell and in full in its label', async () => {
    stubFetch(() => json(200, { data: { current: answer } }));
    renderPage('/v2/reports/sales/hourly_item/amount?from=2026-11-01&to=2026-11-03');
    await screen.findByTestId('hourly-heat-map');
    const rows = heatRows();
    // Es Teh has the larger net sales (Rp 1.310.000 against Rp 325.000), so it comes first.
    const cell = within(rows[0]!).getByRole('cell', {
      name: 'Es Teh, 09:00–09:59: net sales Rp\u00a01.250.000',
    });
    expect(cell.textContent).toBe('1.3M');
    expect(cell.getAttribute('title')).toBe('Es Teh, 09:00–09:59: net sales Rp\u00a01.250.000');
    expect(screen.getByTestId('hourly-total').textContent).toBe('Rp\u00a01.635.000');
    await act(() => i18next.changeLanguage('id'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Penjualan produk per jam' })).toBeTruthy();
    expect(
      within(heatRows()[0]!).getByRole('cell', {
        name: 'Es Teh, 09:00–09:59: penjualan bersih Rp\u00a01.250.000',
      }).textContent,
    ).toMatch(/^1,3\sjt$/);
  });

  it('switches to the table and back, the choice kept in the address', async () => {
    stubFetch(() => json(200, { data: { current: answer } }));
    const router = renderPage('/v2/reports/sales/hourly_item/sold?from=2026-11-01&to=2026-11-03');
    await screen.findByTestId('hourly-heat-map');
    await userEvent.click(screen.getByRole('radio', { name: 'Table' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=table'));
    expect(router.state.location.search).toContain('from=2026-11-01&to=2026-11-03');
    expect(screen.queryByTestId('hourly-heat-map')).toBeNull();
    const headers = within(screen.getByTestId('hourly-table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Item', 'Variant', 'Sold', '08', '09', '10', '11']);
    const texts = tableRows().map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(texts[1]).toEqual(['Kopi Susu', 'Large', '13', '2', '10', '–', '1']);
    expect(texts.at(-1)).toEqual(['Total', '', '23', '2', '14', '6', '1']);
    await act(() => router.navigate(-1));
    expect(await screen.findByTestId('hourly-heat-map')).toBeTruthy();
  });

  it('sorts the table by an hour, reverses on a second click, keeps the total last and the order for the heat map', async () => {
    stubFetch(() => json(200, { data: { current: answer } }));
    const router = renderPage('/v2/reports/sales/hourly_item/sold?view=table');
    await screen.findByTestId('hourly-table');
    const ten = screen.getByRole('columnheader', { name: 'Hour 10:00–10:59' });
    await userEvent.click(within(ten).getByRole('button'));
    expect(ten.getAttribute('aria-sort')).toBe('descending');
    expect(router.state.location.search).toContain('sort=h10&dir=desc');
    expect(tableRows()[1]!.textContent).toContain('Es Teh');
    await userEvent.click(within(ten).getByRole('button'));
    expect(ten.getAttribute('aria-sort')).toBe('ascending');
    expect(tableRows()[1]!.textContent).toContain('Kopi Susu');
    expect(tableRows().at(-1)!.textContent).toContain('Total');
    const item = screen.getByRole('columnheader', { name: /Item/ });
    await userEvent.click(within(item).getByRole('button'));
    expect(tableRows()[1]!.textContent).toContain('Es Teh');
    await userEvent.click(screen.getByRole('radio', { name: 'Heat map' }));
    await screen.findByTestId('hourly-heat-map');
    expect(within(heatRows()[0]!).getByRole('rowheader').textContent).toBe('Es Teh');
  });

  it("compares the totals with the previous period's", async () => {
    const previous = hourly('', '', { 9: [20, 2_000_000] });
    const calls = stubFetch(() => json(200, { data: { current: answer, previous: { total: previous } } }));
    renderPage('/v2/reports/sales/hourly_item/sold?from=2026-11-01&to=2026-11-03&compare=1&view=table');
    await screen.findByTestId('hourly-table');
    expect(calls[0]?.query).toContain('previous: hourlyItemReport(');
    // 23 units against 20: +15%.
    expect(screen.getByTestId('hourly-change').textContent).toBe('+15.00%');
    const change = tableRows().at(-1)!;
    const cells = [...change.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toEqual(['Change', '', '+15.00%', '–', '-30.00%', '–', '–']);
  });

  it('says when the range sold nothing, and offers Retry after an error', async () => {
    let reply = () => json(200, { errors: [{ message: 'boom' }] });
    stubFetch(() => reply());
    renderPage('/v2/reports/sales/hourly_item/amount');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Encountered an error while loading the report.');
    reply = () => json(200, { data: { current: { rows: [], total: hourly('', '', {}) } } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No sales in this period')).toBeTruthy();
    expect(screen.queryByTestId('hourly-heat-map')).toBeNull();
  });
});
