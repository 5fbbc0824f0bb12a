import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { writeStored } from '../../../lib/storage/expiring-storage';
import { makeCancelledRow, makeOrderRow, makeVoidRow } from '../../../test/transaction-list-fixture';
import { defaultFilter } from '../transaction-filter';
import { callsTo, json, menteng, PATHS, renderPage, renon, stubFetch } from './transactions-page-test-kit';

afterEach(async () => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

const summary = {
  transactionSummaryReport: { numberOfTransactions: 2, netSales: 80_000, totalCollected: 91_000 },
};
const twoOrders = {
  orders: [
    makeOrderRow({ id: 2, total_collected: 46_000 }),
    makeOrderRow({ id: 1, total_collected: 45_000 }),
  ],
  next_cursor: null,
};

describe('the transactions screen', () => {
  it('sends the bare path to the success tab, and each tab to its own URL with its own call', async () => {
    const fetchMock = stubFetch({});
    const page = renderPage('/v2/reports/transactions');
    await waitFor(() => expect(page.pathname()).toBe('/v2/reports/transactions/success'));
    expect(await screen.findByRole('tab', { name: 'Success Orders', selected: true })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, PATHS.orders)).toHaveLength(1));

    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled Orders' }));
    await waitFor(() => expect(page.pathname()).toBe('/v2/reports/transactions/cancelled'));
    await waitFor(() => expect(callsTo(fetchMock, PATHS.cancelled)).toHaveLength(1));
    const cancelled = callsTo(fetchMock, PATHS.cancelled)[0]!.searchParams;
    expect(cancelled.get('statuses')).toBe('CANCELLED');
    expect(cancelled.get('page')).toBe('1');
    // All Outlet reads the range on the business's clock: its first outlet's (Jakarta, +07:00).
    expect(cancelled.get('startDate')).toMatch(/T00:00:00\+07:00$/);
    expect(cancelled.get('endDate')).toMatch(/T23:59:59\+07:00$/);
    expect(screen.getByRole('searchbox', { name: 'Order ID' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Void Items' }));
    await waitFor(() => expect(page.pathname()).toBe('/v2/reports/transactions/void'));
    await waitFor(() => expect(callsTo(fetchMock, PATHS.voids)).toHaveLength(1));
    expect(callsTo(fetchMock, PATHS.voids)[0]!.searchParams.get('statuses')).toBe('COMPLETE,CANCELLED');
    expect(screen.getByRole('searchbox', { name: 'Item Name' })).toBeTruthy();
    expect(await screen.findByText('No Item Found')).toBeTruthy();
  });

  it('shows the tiles and the rows under their day heading, and opens a row at its token', async () => {
    stubFetch({
      [PATHS.orders]: () => json(200, twoOrders),
      [PATHS.ordersSummary]: () => json(200, summary),
    });
    const page = renderPage('/v2/reports/transactions/success');
    const table = await screen.findByRole('table', { name: 'Success orders' });
    expect(within(table).getByRole('columnheader', { name: 'Wednesday, November 25th, 2026' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Outlet', 'Time', 'Collected By', 'Items', 'Total Price', 'Wednesday, November 25th, 2026']);
    const row = within(table).getByRole('row', { name: /KMG-261125-0002/ });
    expect(row.textContent).toContain('13:07');
    expect(row.textContent).toContain('Rp.\u00a046.000');
    const tiles = screen.getByRole('region', { name: 'Summary' });
    expect(within(tiles).getByText('TRANSACTIONS')).toBeTruthy();
    expect(within(tiles).getByText('Rp. 91.000')).toBeTruthy();
    expect(within(tiles).getByText('NET SALES')).toBeTruthy();

    fireEvent.click(within(row).getByText('Kopi Senja Menteng'));
    await waitFor(() => expect(page.pathname()).toBe('/v2/reports/transactions/success/token-2'));
    // The list stays, with the open order marked.
    expect(screen.getByRole('row', { name: /KMG-261125-0002/ }).getAttribute('aria-current')).toBe('true');
  });

  it('searches a receipt number 500 ms after typing, and hides NET SALES while it does', async () => {
    const fetchMock = stubFetch({
      [PATHS.orders]: (url) =>
        json(200, url.searchParams.get('keyword') ? { orders: [], next_cursor: null } : twoOrders),
      [PATHS.ordersSummary]: () => json(200, summary),
    });
    renderPage('/v2/reports/transactions/success');
    await screen.findByRole('table', { name: 'Success orders' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Receipt Number' }), {
      target: { value: 'KMG-9 ' },
    });
    expect(callsTo(fetchMock, PATHS.orders).some((url) => url.searchParams.has('keyword'))).toBe(false);
    expect(await screen.findByText('No Data Found', undefined, { timeout: 2000 })).toBeTruthy();
    expect(callsTo(fetchMock, PATHS.orders).at(-1)!.searchParams.get('keyword')).toBe('KMG-9');
    expect(screen.getByText('TOTAL COLLECTED')).toBeTruthy();
    expect(screen.queryByText('NET SALES')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('NET SALES')).toBeTruthy();
  });

  it('drops what an earlier filter brings back once the filter has changed', async () => {
    let releaseAll: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch({
      [PATHS.orders]: (url) =>
        url.searchParams.get('outlet_ids') === String(renon.id)
          ? json(200, {
              orders: [makeOrderRow({ id: 5, outlet_name: 'Kopi Senja Renon' })],
              next_cursor: null,
            })
          : new Promise<Response>((resolve) => (releaseAll = resolve)),
    });
    renderPage('/v2/reports/transactions/success');
    await waitFor(() => expect(callsTo(fetchMock, PATHS.orders)).toHaveLength(1));
    fireEvent.click(screen.getByDisplayValue('All Outlet'));
    fireEvent.click(await screen.findByRole('option', { name: 'Kopi Senja Renon' }));
    expect(await screen.findByRole('row', { name: /KMG-261125-0005/ })).toBeTruthy();
    // The first request was given up when its filter went away; its late answer is never shown.
    const firstSignal = fetchMock.mock.calls.find(([input]) =>
      String(input).startsWith(`${PATHS.orders}?`),
    )?.[1]?.signal;
    expect(firstSignal?.aborted).toBe(true);
    await act(async () => releaseAll(json(200, twoOrders)));
    expect(screen.queryByRole('row', { name: /KMG-261125-0002/ })).toBeNull();
    expect(screen.getAllByRole('row', { name: /KMG-261125/ })).toHaveLength(1);
  });

  it('loads the next page by cursor near the end, and keeps the rows when that fails, with Retry', async () => {
    // The end of the list is always in view here: each new observer reports it at once, as a browser does.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe() {
          this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    let secondFails = true;
    const fetchMock = stubFetch({
      [PATHS.orders]: (url) => {
        if (!url.searchParams.has('cursor'))
          return json(200, { orders: [makeOrderRow({ id: 9 })], next_cursor: 'c2' });
        if (secondFails) return json(503, { code: 'UNAVAILABLE', message: 'Down', errors: [] });
        return json(200, { orders: [makeOrderRow({ id: 8 })], next_cursor: null });
      },
    });
    renderPage('/v2/reports/transactions/success');
    expect(await screen.findByText('More transactions could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('row', { name: /KMG-261125-0009/ })).toBeTruthy();
    expect(callsTo(fetchMock, PATHS.orders).map((url) => url.searchParams.get('cursor'))).toEqual([
      null,
      'c2',
    ]);
    secondFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /KMG-261125-0008/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /KMG-261125-0009/ })).toBeTruthy();
    expect(screen.queryByText('More transactions could not be loaded.')).toBeNull();
    // The last page said there is no more: nothing else is asked.
    expect(callsTo(fetchMock, PATHS.orders)).toHaveLength(3);
  });

  it("says 'No Transactions' with its help on an empty success tab", async () => {
    stubFetch({});
    renderPage('/v2/reports/transactions/success');
    expect(await screen.findByText('No Transactions')).toBeTruthy();
    expect(screen.getByText(/Orders completed at your outlets appear here/)).toBeTruthy();
  });

  it('shows a failed load in the table with its message and Retry, and a toast', async () => {
    let failing = true;
    stubFetch({
      [PATHS.cancelled]: () =>
        failing
          ? json(400, { code: 'VALIDATION', message: 'The outlet is not yours.', errors: [] })
          : json(200, [makeCancelledRow({ id: 7 })]),
    });
    const page = renderPage('/v2/reports/transactions/cancelled');
    expect(await screen.findByText('The transactions could not be loaded.')).toBeTruthy();
    // The message shows in the table and in a toast.
    await waitFor(() => expect(screen.getAllByText('The outlet is not yours.')).toHaveLength(2));
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const row = await screen.findByRole('row', { name: /KMG-261125-0007/ });
    fireEvent.click(within(row).getByText('Stok bahan habis'));
    await waitFor(() => expect(page.pathname()).toBe('/v2/reports/transactions/cancelled/11/7'));
  });

  it('uses the filter remembered within 24 hours, per outlet', async () => {
    writeStored('transactions.filter', {
      ...defaultFilter(),
      selectedOutletId: menteng.id,
      itemName: 'Kopi',
    });
    const fetchMock = stubFetch({ [PATHS.voids]: () => json(200, [makeVoidRow()]) });
    renderPage('/v2/reports/transactions/void');
    expect(await screen.findByRole('row', { name: /Cappuccino \(Iced\)/ })).toBeTruthy();
    const sent = callsTo(fetchMock, PATHS.voids)[0]!.searchParams;
    expect(sent.get('outlets')).toBe('11');
    expect(sent.get('itemName')).toBe('Kopi');
    expect(screen.getByRole('searchbox', { name: 'Item Name' })).toHaveProperty('value', 'Kopi');
  });

  it('forgets a filter older than 24 hours', async () => {
    const dayAgo = Date.now() - 24 * 3_600_000 - 1000;
    writeStored('transactions.filter', { ...defaultFilter(), receipt: 'OLD-1' }, undefined, dayAgo);
    const fetchMock = stubFetch({});
    renderPage('/v2/reports/transactions/success');
    await waitFor(() => expect(callsTo(fetchMock, PATHS.orders)).toHaveLength(1));
    expect(callsTo(fetchMock, PATHS.orders)[0]!.searchParams.has('keyword')).toBe(false);
  });

  it('shows the old-data notice for a range before 1 January of last year, and asks for nothing', async () => {
    const lastYear = new Date().getFullYear() - 1;
    writeStored('transactions.filter', {
      ...defaultFilter(),
      startDate: `${lastYear - 1}-03-01T00:00:00`,
      endDate: `${lastYear - 1}-03-31T23:59:59`,
    });
    const fetchMock = stubFetch({});
    renderPage('/v2/reports/transactions/success');
    expect(await screen.findByText("Data you're looking for is not available in Backoffice")).toBeTruthy();
    expect(screen.getByRole('link', { name: /1500970/ }).getAttribute('href')).toBe('tel:1500970');
    expect(callsTo(fetchMock, PATHS.orders)).toHaveLength(0);
    expect(screen.queryByText('TRANSACTIONS')).toBeNull();
  });

  it('speaks Indonesian, day headings included', async () => {
    await act(() => i18next.changeLanguage('id'));
    stubFetch({
      [PATHS.orders]: () => json(200, twoOrders),
      [PATHS.ordersSummary]: () => json(200, summary),
    });
    renderPage('/v2/reports/transactions/success');
    expect(await screen.findByRole('columnheader', { name: 'Rabu, 25 November 2026' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pesanan Berhasil' })).toBeTruthy();
    expect(screen.getByText('PENJUALAN BERSIH')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Nomor Struk' })).toBeTruthy();
    expect(screen.getByDisplayValue('Semua Outlet')).toBeTruthy();
  });
});

describe('counts on the transactions screen', () => {
  it('group thousands by the page language: 1,240 in English, 1.240 in Indonesian (decision 0125)', async () => {
    stubFetch({
      [PATHS.orders]: () => json(200, twoOrders),
      [PATHS.ordersSummary]: () =>
        json(200, {
          transactionSummaryReport: { ...summary.transactionSummaryReport, numberOfTransactions: 1240 },
        }),
    });
    renderPage('/v2/reports/transactions/success');
    const tiles = await screen.findByRole('region', { name: 'Summary' });
    expect(await within(tiles).findByText('1,240')).toBeTruthy();
    await act(() => i18next.changeLanguage('id'));
    expect(await within(screen.getByRole('region', { name: 'Ringkasan' })).findByText('1.240')).toBeTruthy();
  });

  it('opens an Item sales link on the item: its chip, its orders, kept when the outlet changes, removable', async () => {
    const fetchMock = stubFetch({
      [PATHS.orders]: () => json(200, twoOrders),
      [PATHS.ordersSummary]: () => json(200, summary),
    });
    const page = renderPage(
      '/v2/reports/transactions/success?from=2026-11-01&to=2026-11-30&item=7&item_name=Kopi+Susu&variant=Large',
    );
    const chip = await screen.findByTestId('item-filter');
    expect(chip.textContent).toContain('Item: Kopi Susu · Large');
    expect(within(chip).getByText('Kopi Susu · Large').getAttribute('translate')).toBe('no');
    await waitFor(() => expect(callsTo(fetchMock, PATHS.orders)).toHaveLength(1));
    const asked = callsTo(fetchMock, PATHS.orders)[0]!.searchParams;
    expect(asked.get('item_id')).toBe('7');
    expect(asked.get('variant_name')).toBe('Large');
    expect(asked.get('start_time')).toBe('2026-11-01T00:00:00');
    expect(asked.get('end_time')).toBe('2026-11-30T23:59:59');
    await waitFor(() => expect(callsTo(fetchMock, PATHS.ordersSummary)).toHaveLength(1));
    expect(callsTo(fetchMock, PATHS.ordersSummary)[0]!.searchParams.get('item_id')).toBe('7');
    // The bills' net sales are not the item's: that tile gives way, as for a receipt search.
    const tiles = screen.getByRole('region', { name: 'Summary' });
    await within(tiles).findByText('Rp. 91.000');
    expect(within(tiles).queryByText('NET SALES')).toBeNull();

    fireEvent.click(await screen.findByRole('combobox', { name: 'Outlet' }));
    fireEvent.click(await screen.findByRole('option', { name: renon.name }));
    await waitFor(() => expect(callsTo(fetchMock, PATHS.orders)).toHaveLength(2));
    const again = callsTo(fetchMock, PATHS.orders)[1]!.searchParams;
    expect(again.get('outlet_ids')).toBe(String(renon.id));
    expect(again.get('item_id')).toBe('7');
    expect(screen.getByTestId('item-filter')).toBeTruthy();

    fireEvent.click(
      within(screen.getByTestId('item-filter')).getByRole('button', { name: 'Remove the item filter' }),
    );
    await waitFor(() => expect(screen.queryByTestId('item-filter')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, PATHS.orders)).toHaveLength(3));
    expect(callsTo(fetchMock, PATHS.orders)[2]!.searchParams.get('item_id')).toBeNull();
    expect(page.router.state.location.search).toBe('');
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('NET SALES')).toBeTruthy();
  });

  it('names the item in Indonesian', async () => {
    await act(() => i18next.changeLanguage('id'));
    stubFetch({});
    renderPage('/v2/reports/transactions/success?date=2026-11-20&item=7&item_name=Kopi+Susu');
    const chip = await screen.findByTestId('item-filter');
    expect(chip.textContent).toContain('Produk: Kopi Susu');
    expect(screen.getByText('Hanya pesanan yang memuat')).toBeTruthy();
    expect(within(chip).getByRole('button', { name: 'Hapus filter produk' })).toBeTruthy();
  });
});
