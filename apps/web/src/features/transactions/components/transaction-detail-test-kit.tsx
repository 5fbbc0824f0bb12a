import { vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { writeTokens } from '../../../lib/session/token-store';
import { makePaymentMethods } from '../../../test/transaction-fixture';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import type { TransactionDetailTarget } from '../transaction-paths';
import { loadDetailBodies, TransactionDetailDrawer } from './transaction-detail-drawer';

// The drawer's bodies load after the screen's first paint (decision 0187); loaded here before the tests render, as
// they are in the app by the time a row is clicked.
await loadDetailBodies();

/** What the detail panel's component tests share: a routed fetch stub of a signed-in session, and the drawer. */

export type FetchMock = ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Route = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;

/**
 * Stubs fetch for one test (undo with `vi.unstubAllGlobals()`): each call goes to the first route that answers it;
 * the payment methods answer by default. A call no route answers fails the test loudly.
 */
export function stubDetailFetch(...routes: Route[]): FetchMock {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (url, init) => {
    for (const route of routes) {
      const answer = await route(String(url), init);
      if (answer) return answer;
    }
    if (String(url).includes('/payment-config/v1/payment-methods')) return json(200, makePaymentMethods());
    throw new Error(`unexpected call ${init?.method ?? 'GET'} ${String(url)}`);
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

/** Calls of the stub whose URL contains `part`. */
export function callsTo(fetchMock: FetchMock, part: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).includes(part));
}

export function renderDrawer(target: TransactionDetailTarget, onClose = vi.fn()) {
  // One cache for the drawer's whole life, as in the app: a rerender keeps what was read.
  const view = renderWithProviders(
    <>
      <ToastHost />
      <TransactionDetailDrawer target={target} onClose={onClose} />
    </>,
    { client: createTestQueryClient() },
  );
  const rerender = (next: TransactionDetailTarget) =>
    view.rerender(
      <>
        <ToastHost />
        <TransactionDetailDrawer target={next} onClose={onClose} />
      </>,
    );
  return { ...view, rerender, onClose };
}
