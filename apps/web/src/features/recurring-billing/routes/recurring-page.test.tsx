import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { FlagsContext } from '../../../lib/flags/flags-context';
import { profileKeys } from '../../../lib/session/get-profile';
import { writeTokens } from '../../../lib/session/token-store';
import { flagOff, flagOn, flagsWith } from '../../../test/flag-fixture';
import { makeBusiness, makeProfile } from '../../../test/profile-fixture';
import { activeRecurringFixture } from '../../../test/recurring-fixture';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { RecurringPage } from './recurring-page';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let active: () => Response;

beforeEach(() => {
  writeTokens({
    accessToken: 'a',
    refreshToken: 'r',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 3600,
    authType: 'username',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/billing/v1/recurring/active') return active();
      return json(404, { code: 'NOT_FOUND', message: 'not found', errors: [] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(
  url: string,
  options: { flag?: boolean; billingMode?: 'regular' | 'recurring'; owner?: boolean } = {},
) {
  const client = createTestQueryClient();
  client.setQueryData(
    profileKeys.all,
    makeProfile({
      is_owner: options.owner ?? true,
      business: makeBusiness({ billing_mode: options.billingMode ?? 'recurring' }),
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/v2/settings/billing/recurring/:tabId?', element: <RecurringPage /> },
      { path: '/v2/settings/billing', element: <p>Regular billing page</p> },
    ],
    { initialEntries: [url] },
  );
  const flags = flagsWith({ 'recurring-payment': options.flag === false ? flagOff : flagOn });
  renderWithProviders(
    <FlagsContext.Provider value={{ flags, source: 'server', settled: true }}>
      <ToastHost />
      <RouterProvider router={router} />
    </FlagsContext.Provider>,
    { client },
  );
  return { pathname: () => router.state.location.pathname };
}

/** The first render loads the page's chunks and the subscription; a busy machine takes over a second. */
const SLOW = { timeout: 5000 };

const answer = (patch: Partial<ActiveRecurring>) => () => json(200, activeRecurringFixture(patch));

describe('the recurring page hand-off ("Recurring tab", decision 0100)', () => {
  it('shows the payment tab of a business on recurring billing, for no tab or an unknown one', async () => {
    active = answer({});
    const page = renderPage('/v2/settings/billing/recurring/elsewhere');
    expect(await screen.findByTestId('billing-summary-card', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(page.pathname()).toBe('/v2/settings/billing/recurring/payment'));
    expect(screen.getByRole('tab', { name: 'Payment' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens /recurring on the payment tab’s own URL', async () => {
    active = answer({});
    const page = renderPage('/v2/settings/billing/recurring');
    expect(await screen.findByTestId('billing-summary-card', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(page.pathname()).toBe('/v2/settings/billing/recurring/payment'));
  });

  it('hands back to the regular page when the flag is off', async () => {
    active = answer({});
    const page = renderPage('/v2/settings/billing/recurring/payment', { flag: false });
    expect(await screen.findByText('Regular billing page', {}, SLOW)).toBeTruthy();
    expect(page.pathname()).toBe('/v2/settings/billing');
  });

  it('hands back when the business never switched (200 with nothing)', async () => {
    active = () => json(200, null);
    renderPage('/v2/settings/billing/recurring/payment', { billingMode: 'regular' });
    expect(await screen.findByText('Regular billing page', {}, SLOW)).toBeTruthy();
  });

  it('hands back after a declined first switch', async () => {
    active = answer({ status: 'FAILED' });
    renderPage('/v2/settings/billing/recurring/payment', { billingMode: 'regular' });
    expect(await screen.findByText('Regular billing page', {}, SLOW)).toBeTruthy();
  });

  it('stays on a processing switch and says so', async () => {
    active = answer({ status: 'PROCESSING' });
    renderPage('/v2/settings/billing/recurring/payment', { billingMode: 'regular' });
    expect((await screen.findByTestId('recurring-processing', {}, SLOW)).textContent).toContain(
      'Please wait, payment is under process',
    );
  });

  it('tells the owner the switch succeeded when they come back from the linking page', async () => {
    active = answer({ status: 'ACTIVE', month: 1 });
    const page = renderPage('/v2/settings/billing/recurring/payment?account_id=acc-1&account_status=ENABLED');
    expect(
      await screen.findByText('Payment switched to Recurring monthly successfuly', {}, SLOW),
    ).toBeTruthy();
    await waitFor(() => expect(page.pathname()).toBe('/v2/settings/billing/recurring/payment'));
  });

  it('tells the owner a declined switch failed when they come back from the linking page', async () => {
    active = answer({ status: 'FAILED', month: 12 });
    renderPage('/v2/settings/billing/recurring/payment?account_id=acc-1', { billingMode: 'recurring' });
    expect(await screen.findByText('Error payment switched to Recurring yearly', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Please check your card and try again')).toBeTruthy();
  });

  it('is the owner’s only', async () => {
    active = answer({});
    renderPage('/v2/settings/billing/recurring/payment', { owner: false });
    expect(await screen.findByText('Only the business owner can manage billing.', {}, SLOW)).toBeTruthy();
  });
});
