import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { i18next } from '../../../lib/i18n/i18n';
import { profileKeys } from '../../../lib/session/get-profile';
import { writeTokens } from '../../../lib/session/token-store';
import { makeProfile } from '../../../test/profile-fixture';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { AccountDeletionPage } from './account-deletion-page';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(isOwner: boolean) {
  const client = createTestQueryClient();
  client.setQueryData(profileKeys.all, makeProfile({ is_owner: isOwner }));
  renderWithProviders(
    <MemoryRouter initialEntries={['/v2/account-deletion']}>
      <ToastHost />
      <AccountDeletionPage />
    </MemoryRouter>,
    { client },
  );
}

const TICKETS = '/api/business-service/v1/businesses/business-deletion-tickets';
/** The page asks for the latest data bundle too: none here, and the ticket call answers `ticketReply`. */
function answer(ticketReply: () => Response) {
  fetchMock.mockImplementation(async (url) =>
    url.includes('data-bundles') ? json(200, { bundle: null }) : ticketReply(),
  );
}

const submitButton = (name = 'Delete Account') => screen.getByRole('button', { name });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  writeTokens({
    accessToken: 'access',
    refreshToken: 'refresh',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
    authType: 'email',
  });
});

afterEach(async () => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

describe('account deletion page', () => {
  it('asks a non-owner to have the owner submit, with a way back', () => {
    renderPage(false);
    expect(screen.getByText('Only the business owner can request account deletion')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Account' })).toBeNull();
  });

  it('enables the red submit only with a reason and the terms, and shows the ticket after submission', async () => {
    answer(() => json(201, { ticket_number: 'DEL-20261126-ABCDEF' }));
    renderPage(true);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(submitButton()).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('radio', { name: 'Privacy issues' }));
    expect(submitButton()).toHaveProperty('disabled', true);

    // The terms link opens the modal without ticking the box.
    // English says it in English (issue 26); the Indonesian page keeps the spec's 'Syarat dan Ketentuan'.
    fireEvent.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    const modal = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    for (const heading of [
      'Removing the app',
      'Grounds for freezing an account',
      'Deletion request rules',
      'Appeal of a freeze',
    ]) {
      expect(within(modal).getByText(heading)).toBeTruthy();
    }
    expect(within(modal).getByText(/call support on 1500970/)).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', false);

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(screen.getByLabelText('Notes (optional)'), { target: { value: 'Too many apps' } });
    expect(submitButton()).toHaveProperty('disabled', false);
    // A double-click sends one request (decision 0115).
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());

    expect((await screen.findByTestId('deletion-ticket')).textContent).toBe(
      'Ticket number: DEL-20261126-ABCDEF',
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([called]) => called === TICKETS)!;
    expect(url).toBe(TICKETS);
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Privacy issues', notes: 'Too many apps' });
    expect(fetchMock.mock.calls.filter(([called]) => called === TICKETS)).toHaveLength(1);
  });

  it('toasts the server message when the request is refused', async () => {
    answer(() =>
      json(403, { code: 'FORBIDDEN', message: 'Only the business owner can do this.', errors: [] }),
    );
    renderPage(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Other reasons' }));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(submitButton());
    expect(await screen.findByText('Only the business owner can do this.')).toBeTruthy();
    expect(screen.queryByTestId('deletion-ticket')).toBeNull();
  });

  it('speaks Indonesian', async () => {
    await act(() => i18next.changeLanguage('id'));
    answer(() => json(500, {}));
    renderPage(true);
    expect(screen.getByRole('radio', { name: 'Bisnis tutup permanen' })).toBeTruthy();
    expect(submitButton('Hapus Akun')).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Syarat dan Ketentuan' })).toBeTruthy());
  });
});
