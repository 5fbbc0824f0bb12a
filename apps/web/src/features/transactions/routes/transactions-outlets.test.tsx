import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { readStored, writeStored } from '../../../lib/storage/expiring-storage';
import { makeCancelledRow, makeOrderRow, makeVoidRow } from '../../../test/transaction-list-fixture';
import { defaultFilter, type TransactionFilter } from '../transaction-filter';
import { callsTo, json, menteng, PATHS, renderPage, renon, stubFetch } from './transactions-page-test-kit';

afterEach(async () => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

// 13:06 UTC is 20:06 in Jakarta (WIB) and 21:06 in Denpasar (WITA); 13:00 UTC is 20:00 in Jakarta.
const acrossZones = {
  orders: [
    makeOrderRow({ id: 3, created_at: '2026-11-25T13:06:00.000Z' }),
    makeOrderRow({
      id: 2,
      created_at: '2026-11-25T13:01:00.000Z',
      outlet_id: renon.id,
      outlet_name: renon.name,
      time_zone: 'Asia/Makassar',
    }),
    makeOrderRow({ id: 1, created_at: '2026-11-25T13:00:00.000Z' }),
  ],
  next_cursor: null,
};

const rowText = (receipt: string) => screen.getByRole('row', { name: new RegExp(receipt) }).textContent ?? '';

describe('the transactions screen across outlets', () => {
  it('names every outlet within reach for All Outlet, on each tab, and keeps All Outlet as -1', async () => {
    writeStored('transactions.filter', { ...defaultFilter(), selectedOutletId: menteng.id });
    const fetchMock = stubFetch({});
    renderPage('/v2/reports/transactions/success');
    await waitFor(() => expect(callsTo(fetchMock, PATHS.orders)).toHaveLength(1));
    expect(callsTo(fetchMock, PATHS.orders)[0]!.searchParams.getAll('outlet_ids')).toEqual(['11']);

    fireEvent.click(await screen.findByRole('combobox', { name: 'Outlet' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All Outlet' }));
    await waitFor(() => expect(callsTo(fetchMock, PATHS.orders)).toHaveLength(2));
    expect(callsTo(fetchMock, PATHS.orders)[1]!.searchParams.getAll('outlet_ids')).toEqual(['11', '12']);
    expect(callsTo(fetchMock, PATHS.ordersSummary).at(-1)!.searchParams.getAll('outlet_ids')).toEqual([
      '11',
      '12',
    ]);
    expect(readStored<TransactionFilter>('transactions.filter')?.selectedOutletId).toBe(-1);

    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled Orders' }));
    await waitFor(() => expect(callsTo(fetchMock, PATHS.cancelled)).toHaveLength(1));
    expect(callsTo(fetchMock, PATHS.cancelled)[0]!.searchParams.getAll('outletIds')).toEqual(['11', '12']);

    fireEvent.click(screen.getByRole('tab', { name: 'Void Items' }));
    await waitFor(() => expect(callsTo(fetchMock, PATHS.voids)).toHaveLength(1));
    expect(callsTo(fetchMock, PATHS.voids)[0]!.searchParams.getAll('outlets')).toEqual(['11', '12']);
  });

  it('writes the zone after each time while the list mixes zones, and not for one outlet', async () => {
    stubFetch({
      [PATHS.orders]: (url) =>
        json(
          200,
          url.searchParams.getAll('outlet_ids').length === 1
            ? { orders: [acrossZones.orders[0]], next_cursor: null }
            : acrossZones,
        ),
      [PATHS.cancelled]: () =>
        json(200, [
          makeCancelledRow({ id: 8, cancelledAt: '2026-11-25T13:06:00.000Z' }),
          makeCancelledRow({ id: 7, outletId: renon.id, timeZone: 'Asia/Makassar' }),
        ]),
      [PATHS.voids]: () =>
        json(200, [makeVoidRow({ id: 5, timeZone: 'Asia/Jayapura' }), makeVoidRow({ id: 4 })]),
    });
    renderPage('/v2/reports/transactions/success');
    await screen.findByRole('row', { name: /KMG-261125-0003/ });
    // Sorted by the instant, each on its outlet's clock, each clock named.
    expect(rowText('KMG-261125-0003')).toContain('20:06 WIB');
    expect(rowText('KMG-261125-0002')).toContain('21:01 WITA');
    expect(rowText('KMG-261125-0001')).toContain('20:00 WIB');

    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled Orders' }));
    expect(await screen.findByRole('row', { name: /KMG-261125-0007/ })).toBeTruthy();
    expect(rowText('KMG-261125-0008')).toContain('20:06 WIB');
    expect(rowText('KMG-261125-0007')).toContain('10:38 WITA');

    fireEvent.click(screen.getByRole('tab', { name: 'Void Items' }));
    expect(await screen.findByRole('row', { name: /TJG-261125-0005/ })).toBeTruthy();
    expect(rowText('TJG-261125-0005')).toContain('10:40 WIT');
    expect(rowText('TJG-261125-0004')).toContain('08:40 WIB');

    // One outlet is one clock: no zone.
    fireEvent.click(screen.getByRole('tab', { name: 'Success Orders' }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Outlet' }));
    fireEvent.click(await screen.findByRole('option', { name: menteng.name }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /KMG-261125-0002/ })).toBeNull());
    await screen.findByRole('row', { name: /KMG-261125-0003/ });
    expect(rowText('KMG-261125-0003')).toContain('20:06');
    expect(rowText('KMG-261125-0003')).not.toContain('WIB');
  });

  it("shows a server failure's own message in the table and in a toast", async () => {
    // The table's message and the toast's.
    stubFetch({
      [PATHS.orders]: () =>
        json(503, { code: 'UNAVAILABLE', message: 'Reports are being updated. Try again in a minute.' }),
    });
    renderPage('/v2/reports/transactions/success');
    expect(await screen.findByText('The transactions could not be loaded.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByText('Reports are being updated. Try again in a minute.')).toHaveLength(2),
    );
  });

  it('keeps our own server failure in the app language', async () => {
    await act(() => i18next.changeLanguage('id'));
    stubFetch({
      [PATHS.cancelled]: () => json(500, { code: 'INTERNAL', message: 'Internal server error', errors: [] }),
    });
    renderPage('/v2/reports/transactions/cancelled');
    expect(await screen.findByText('Daftar transaksi tidak dapat dimuat.')).toBeTruthy();
    expect(within(document.body).queryAllByText(/Internal server error/)).toHaveLength(0);
  });
});
