import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { callsTo, json, menteng, PATHS, renderPage, renon, stubFetch } from './transactions-page-test-kit';

/** A stand-in EventSource: the test hands it events as the realtime stream would. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static readonly CLOSED = 2;
  readyState = 1;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(data: unknown) {
    const event = new MessageEvent('message', { data: JSON.stringify(data), lastEventId: '1' });
    for (const listener of this.listeners.get('message') ?? []) listener(event);
  }
}

// The screen's "today" is on the first outlet's calendar, not the machine's: between 17:00 and 24:00 UTC the two
// are different days, and a date taken from the machine's clock named yesterday.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: menteng.time_zone }).format(new Date());
const ingested = (outletId: number, count: number, day = today) => ({
  id: String(Math.random()),
  topic: 'orders',
  type: 'orders.ingested',
  data: { outlet_id: outletId, count, from_date: day, to_date: day },
});

async function openStream() {
  await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
  return FakeEventSource.instances.at(-1)!;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

describe("the transactions screen's 'new orders'", () => {
  // A first render of the whole screen takes a while on a busy machine; nothing here measures time.
  it(
    'counts orders sent for the filter on screen and reloads the lists and tiles on click',
    { timeout: 20_000 },
    async () => {
      vi.stubGlobal('EventSource', FakeEventSource);
      const fetchMock = stubFetch({
        '/api/realtime/v1/tickets': () => json(200, { ticket: 'ticket', expires_in: 60 }),
      });
      renderPage('/v2/reports/transactions/success');
      const stream = await openStream();
      expect(new URL(stream.url, 'http://localhost').searchParams.get('topics')).toBe('orders');
      await waitFor(() => expect(callsTo(fetchMock, PATHS.orders)).toHaveLength(1));
      expect(screen.queryByRole('button', { name: /new order/ })).toBeNull();

      act(() => stream.emit(ingested(menteng.id, 2)));
      act(() => stream.emit(ingested(renon.id, 1)));
      // Another day than the filter's range (today) is not the screen's business.
      act(() => stream.emit(ingested(menteng.id, 5, '2020-01-01')));
      const button = await screen.findByRole('button', { name: '3 new orders' });

      fireEvent.click(button);
      await waitFor(() => expect(callsTo(fetchMock, PATHS.orders)).toHaveLength(2));
      await waitFor(() => expect(callsTo(fetchMock, PATHS.ordersSummary).length).toBeGreaterThanOrEqual(2));
      expect(screen.queryByRole('button', { name: /new order/ })).toBeNull();

      act(() => stream.emit(ingested(menteng.id, 1)));
      expect(await screen.findByRole('button', { name: '1 new order' })).toBeTruthy();
    },
  );

  it('counts only the chosen outlet, in Indonesian too', { timeout: 20_000 }, async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    await act(() => i18next.changeLanguage('id'));
    window.localStorage.clear();
    stubFetch({ '/api/realtime/v1/tickets': () => json(200, { ticket: 'ticket', expires_in: 60 }) });
    renderPage('/v2/reports/transactions/success');
    await openStream();
    // Choose the Renon outlet through the filter the screen keeps.
    fireEvent.click(await screen.findByDisplayValue('Semua Outlet'));
    fireEvent.click(await screen.findByRole('option', { name: renon.name }));
    const stream = await waitFor(() => {
      const last = FakeEventSource.instances.at(-1)!;
      expect(FakeEventSource.instances.filter((s) => s.readyState !== FakeEventSource.CLOSED)).toHaveLength(
        1,
      );
      return last;
    });
    act(() => stream.emit(ingested(menteng.id, 4)));
    act(() => stream.emit(ingested(renon.id, 2)));
    expect(await screen.findByRole('button', { name: '2 pesanan baru' })).toBeTruthy();
  });
});
