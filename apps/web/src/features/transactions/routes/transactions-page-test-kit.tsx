import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { outletKeys } from '../../../lib/outlets/list-outlets';
import { profileKeys } from '../../../lib/session/get-profile';
import { writeTokens } from '../../../lib/session/token-store';
import { makeOutlet, outletsPage } from '../../../test/outlet-fixture';
import { makeProfile } from '../../../test/profile-fixture';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { TransactionsPage } from './transactions-page';

/** What the screen's component tests share: a signed-in fetch stub answering by path, and the page at a URL. */

export const menteng = makeOutlet({ id: 11, name: 'Kopi Senja Menteng', time_zone: 'Asia/Jakarta' });
export const renon = makeOutlet({ id: 12, name: 'Kopi Senja Renon', time_zone: 'Asia/Makassar' });

export type Answer = (url: URL) => Response | Promise<Response>;
export type FetchMock = ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const REPORTING = '/api/order-reporting/backoffice/v1';
export const PATHS = {
  orders: `${REPORTING}/orders`,
  ordersSummary: `${REPORTING}/orders/summary`,
  cancelled: `${REPORTING}/cancelled-orders`,
  cancelledSummary: `${REPORTING}/cancelled-orders/summary`,
  voids: `${REPORTING}/void-items`,
  voidSummary: `${REPORTING}/void-items/summary`,
};

export const emptyAnswers: Record<string, Answer> = {
  [PATHS.orders]: () => json(200, { orders: [], next_cursor: null }),
  [PATHS.ordersSummary]: () =>
    json(200, { transactionSummaryReport: { numberOfTransactions: 0, netSales: 0, totalCollected: 0 } }),
  [PATHS.cancelled]: () => json(200, []),
  [PATHS.cancelledSummary]: () => json(200, { cancelledCount: 0, cancelledTotalPrice: 0 }),
  [PATHS.voids]: () => json(200, []),
  [PATHS.voidSummary]: () => json(200, { totalVoidItems: 0, totalVoidPrice: 0 }),
};

/** Stubs fetch for one test (undo with `vi.unstubAllGlobals()`): each path answers from `answers`, else 404. */
export function stubFetch(answers: Record<string, Answer>): FetchMock {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname] ?? emptyAnswers[url.pathname];
    if (answer) return answer(url);
    return json(404, { code: 'NOT_FOUND', message: 'Not found', errors: [] });
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

/** The URLs of the calls made to `path`, in order. */
export function callsTo(fetchMock: FetchMock, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

export function renderPage(url: string) {
  const client = createTestQueryClient();
  client.setQueryData(profileKeys.all, makeProfile({ outlets: [menteng, renon] }));
  client.setQueryDefaults(outletKeys.list(), { staleTime: Infinity });
  client.setQueryData(outletKeys.list(), outletsPage([menteng, renon]));
  const router = createMemoryRouter([{ path: '/v2/reports/transactions/*', element: <TransactionsPage /> }], {
    initialEntries: [url],
  });
  renderWithProviders(
    <>
      <ToastHost />
      <RouterProvider router={router} />
    </>,
    { client },
  );
  return { router, client, pathname: () => router.state.location.pathname };
}
