import type { Profile } from '@backoffice/contracts/profile';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { i18next } from '../../../lib/i18n/i18n';
import { profileKeys } from '../../../lib/session/get-profile';
import { makeDiscount } from '../../../test/discount-fixture';
import { makeOutlet } from '../../../test/outlet-fixture';
import { makeProfile } from '../../../test/profile-fixture';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import {
  bodiesSent,
  type FetchMock,
  json,
  outletsAnswerOf,
  stubFetch,
} from '../components/discount-panel-test-kit';
import { discountPanelForms } from '../components/discount-panel';
import { DiscountsPage } from './discounts-page';

// The form is loaded after the screen's first paint (decision 0205); by the time of a click the app has it.
await discountPanelForms.load();

/** Decision 0021: a business with one Outlet chooses nothing and is shown no outlet noise. */

const tokoSolo = makeOutlet({ id: 31, name: 'Toko Solo', city: 'Surakarta' });
const belanja = makeDiscount({
  name: 'Potongan Belanja',
  amount: 2000,
  outlet_ids: [31],
  amount_format: 'Rp 2.000',
  can_edit: true,
});
/** What the shared outlets call answers: the outlets the user reaches, as the profile lists them. */
let outletsAnswer: unknown;
let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch();
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'POST') return json(201, { ...belanja, name: 'Diskon Baru' });
    if (String(url).startsWith('/api/inventory/v4/discounts'))
      return json(200, { results: [belanja], next_cursor: null });
    if (String(url).startsWith('/api/business-service/v4/businesses/outlets'))
      return json(200, outletsAnswer);
    return json(404, { code: 'NOT_FOUND', message: 'Not found', errors: [] });
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

function renderPage(profile: Profile) {
  const client = createTestQueryClient();
  client.setQueryData(profileKeys.all, profile);
  const router = createMemoryRouter([{ path: '/discounts', element: <DiscountsPage /> }], {
    initialEntries: ['/discounts'],
  });
  renderWithProviders(
    <>
      <ToastHost />
      <RouterProvider router={router} />
    </>,
    { client },
  );
}

describe('the discount screen of a single-outlet business', () => {
  const solo = makeProfile({ is_owner: true, user_outlets_id: [], outlets: [tokoSolo] });

  it.each([false, true])('shows no outlet filter and no outlet column (phone: %s)', async (phone) => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: phone && query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          onchange: null,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    renderPage(solo);
    expect(await screen.findByText('Potongan Belanja')).toBeTruthy();
    expect(screen.queryByLabelText('Outlet')).toBeNull();
    expect(screen.queryByDisplayValue('All Outlets')).toBeNull();
    expect(screen.queryByRole('button', { name: '1 outlet' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Outlets' })).toBeNull();
  });

  it('creates a discount at its one outlet without asking for it', async () => {
    renderPage(solo);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Discount' }));
    const panel = await screen.findByRole('dialog', { name: 'Create Discount' });
    expect(within(panel).getByText('Toko Solo')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /Assign outlets|Change outlets/ })).toBeNull();
    fireEvent.change(within(panel).getByLabelText(/Discount name/), { target: { value: 'Diskon Baru' } });
    fireEvent.click(within(panel).getByRole('radio', { name: 'Customizable amount' }));
    fireEvent.click(within(panel).getByRole('radio', { name: 'Cash (Rp)' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Discount has been created')).toBeTruthy();
    expect(bodiesSent(fetchMock, 'POST')).toEqual([
      { name: 'Diskon Baru', type: 'cash', amount: null, outlet_ids: [31] },
    ]);
  });
});

describe('the discount screen of a business with several outlets', () => {
  it('offers the outlet filter and column, and the outlet chooser in the panel', async () => {
    const profile = makeProfile({
      outlets: [tokoSolo, makeOutlet({ id: 32, name: 'Toko Dua', city: 'Surakarta' })],
    });
    outletsAnswer = outletsAnswerOf(profile.outlets);
    renderPage(profile);
    expect(await screen.findByText('Potongan Belanja')).toBeTruthy();
    expect(screen.getByDisplayValue('All Outlets')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 outlet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Discount' }));
    const panel = await screen.findByRole('dialog', { name: 'Create Discount' });
    expect(within(panel).getByRole('button', { name: 'Assign outlets' })).toBeTruthy();
  });

  it('still shows where discounts are used to a user limited to one of them, and chooses that one for them', async () => {
    renderPage(makeProfile({ is_owner: false, user_outlets_id: [31], outlets: [tokoSolo] }));
    expect(await screen.findByText('Potongan Belanja')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 outlet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Discount' }));
    const panel = await screen.findByRole('dialog', { name: 'Create Discount' });
    await waitFor(() => expect(within(panel).getByText('Toko Solo')).toBeTruthy());
    expect(within(panel).queryByRole('button', { name: /Assign outlets/ })).toBeNull();
  });

  it("filters by the outlets of the shared outlets call, the outlet chooser's source", async () => {
    const profile = makeProfile({
      outlets: [tokoSolo, makeOutlet({ id: 32, name: 'Toko Dua', city: 'Surakarta' })],
    });
    // The call is the truth the chooser also reads (an outlet opened since the profile was loaded, say).
    outletsAnswer = outletsAnswerOf([
      ...profile.outlets,
      makeOutlet({ id: 33, name: 'Toko Baru', city: 'Surakarta' }),
    ]);
    renderPage(profile);
    const filter = await screen.findByLabelText('Outlet', { selector: 'input' });
    await waitFor(() => expect((filter as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(filter);
    fireEvent.click(await screen.findByRole('option', { name: 'Toko Baru' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringMatching(/^\/api\/inventory\/v4\/discounts\?.*outlet=33/),
      ),
    );
  });
});
