import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { ToastHost } from '../../../components/ui/toast-host';
import { outletKeys } from '../../../lib/outlets/list-outlets';
import { writeTokens } from '../../../lib/session/token-store';
import { makeDiscount } from '../../../test/discount-fixture';
import { makeOutlet, outletsPage } from '../../../test/outlet-fixture';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { type DiscountPanelState, panelOf, useDiscountPanelEntry } from '../discount-panel-entry';
import { DiscountPanel, discountPanelForms } from './discount-panel';

// The form is loaded after the screen's first paint (decision 0205); by the time of a click the app has it.
await discountPanelForms.load();

/** What the panel's component tests share: the page's history entry around the panel, a fetch stub, the gestures. */

export const twoOutlets: OutletChoice[] = [
  { id: 11, name: 'Kopi Senja Menteng', city: 'Jakarta Pusat' },
  { id: 12, name: 'Kopi Senja Dago', city: 'Bandung' },
];

export type FetchMock = ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

/** Stubs fetch (a signed-in session) for one test; undo with `vi.unstubAllGlobals()`. */
export function stubFetch(): FetchMock {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  writeTokens({
    accessToken: 'access',
    refreshToken: 'refresh',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
    authType: 'email',
  });
  return fetchMock;
}

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The detail the edit panel loads: a cash Discount at both outlets. */
export const potongan = makeDiscount({ name: 'Potongan' });

function ListWithPanel({ outlets }: { outlets: readonly OutletChoice[] }) {
  const { panel, close, stay } = useDiscountPanelEntry();
  return <DiscountPanel state={panel} outlets={outlets} onClose={close} onStay={stay} />;
}

/** The shared outlets call's answer listing `outlets`. */
export function outletsAnswerOf(outlets: readonly OutletChoice[]) {
  return outletsPage(
    outlets.map((outlet) =>
      makeOutlet({
        id: outlet.id,
        business_id: 1,
        name: outlet.name,
        address: outlet.address ?? null,
        city: outlet.city ?? null,
        province: outlet.province ?? null,
      }),
    ),
  );
}

/**
 * The outlet chooser reads the shared outlets call; the panel's tests are about the panel, so that list is already
 * in the cache (and never refetched) and the stubbed fetch sees only the discount calls.
 */
function clientWithOutlets(outlets: readonly OutletChoice[]) {
  const client = createTestQueryClient();
  client.setQueryDefaults(outletKeys.list(), { staleTime: Infinity });
  client.setQueryData(outletKeys.list(), outletsAnswerOf(outlets));
  return client;
}

/** The panel open in its own history entry above the list's, as the page opens it. */
export function renderPanel(state: DiscountPanelState = { mode: 'create' }, outlets = twoOutlets) {
  const router = createMemoryRouter(
    [
      { path: '/discounts', element: <ListWithPanel outlets={outlets} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    {
      initialEntries: ['/discounts', { pathname: '/discounts', state: { discountPanel: state } }],
      initialIndex: 1,
    },
  );
  renderWithProviders(
    <>
      <ToastHost />
      <RouterProvider router={router} />
    </>,
    { client: clientWithOutlets(outlets) },
  );
  return { router, isOpen: () => panelOf(router.state.location) !== null };
}

export const save = (label = 'Save') => fireEvent.click(screen.getByRole('button', { name: label }));
export const pick = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }));
export const typeName = (value: string) =>
  fireEvent.change(screen.getByLabelText(/Discount name|Nama diskon/), { target: { value } });
export const amountInput = () => screen.queryByRole('textbox', { name: /^(Amount|Nilai)(\s\*)?$/ });
export const typeAmount = (value: string) => fireEvent.change(amountInput()!, { target: { value } });

export function chooseOutlet(name: string) {
  fireEvent.click(screen.getByRole('button', { name: /Assign outlets|Change outlets/ }));
  const dialog = screen.getByRole('dialog', { name: 'Choose Outlet' });
  fireEvent.click(within(dialog).getByLabelText(name));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
}

/** The request bodies sent with `method`. */
export function bodiesSent(fetchMock: FetchMock, method: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}
