import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { readTokens } from '../../../lib/session/token-store';
import { renderWithProviders } from '../../../test/render';
import { SignInPage } from './sign-in-page';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const tokens = {
  access_token: 'a',
  refresh_token: 'r',
  access_token_exp: Math.floor(Date.now() / 1000) + 900,
  auth_type: 'email',
};

function renderAt(url: string, options: { prepare?: (next: string) => void; slowNext?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <SignInPage prepare={options.prepare} /> },
      // A next screen whose code never arrives: what a slow connection looks like after sign-in.
      options.slowNext
        ? { path: '*', lazy: () => new Promise<never>(() => undefined) }
        : { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function submitPassword(password = 'demo12345') {
  fireEvent.change(screen.getByLabelText(/E-mail or username/), { target: { value: 'owner@demo.test' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
  let devMailbox: boolean;
  beforeEach(() => {
    fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
    devMailbox = true;
    // The page asks the server once whether it keeps a developer mailbox; every other call goes to the mock.
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      url === '/api/health'
        ? Promise.resolve(
            json(200, { status: 'ok', database: 'pglite', version: '1', dev_mailbox: devMailbox }),
          )
        : fetchMock(url, init),
    );
  });

  it('links the developer mailbox only when the server keeps one', async () => {
    renderAt('/login');
    const link = await screen.findByRole('link', { name: /mailbox/i });
    expect(link.getAttribute('href')).toBe('/v2/dev/mailbox');
  });

  it('shows no mailbox link on a production server', async () => {
    devMailbox = false;
    renderAt('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(screen.queryByRole('link', { name: /mailbox/i })).toBeNull());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('asks for both fields before calling the server', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required!')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the credentials are wrong', async () => {
    fetchMock.mockResolvedValue(
      json(401, {
        code: 'INVALID_CREDENTIALS',
        message: 'The e-mail/username or password is incorrect.',
        errors: [],
      }),
    );
    renderAt('/login');
    await submitPassword('nope');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The e-mail/username or password is incorrect.',
    );
  });

  it('puts the focus back in the password field after a refusal (issue 26)', async () => {
    fetchMock.mockResolvedValue(
      json(401, {
        code: 'INVALID_CREDENTIALS',
        message: 'The e-mail/username or password is incorrect.',
        errors: [],
      }),
    );
    renderAt('/login');
    fireEvent.change(screen.getByLabelText(/E-mail or username/), { target: { value: 'owner@demo.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'nope' } });
    // A real click: the button takes the focus, then turns busy and disabled.
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Password/)));
  });

  it('keeps the button busy and says so until the next screen has loaded, and starts loading it early', async () => {
    fetchMock.mockResolvedValue(json(200, tokens));
    const prepare = vi.fn();
    renderAt('/login?next=%2Fv2%2Flibrary%2Fdiscounts', { prepare, slowNext: true });
    await submitPassword();
    expect(prepare).toHaveBeenCalledWith('/v2/library/discounts');
    expect((await screen.findByRole('status')).textContent).toBe('Signed in. Opening Back Office…');
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('data-loading')).toBe('true');
  });

  it('names the deletion ticket when the business is frozen', async () => {
    fetchMock.mockResolvedValue(
      json(403, {
        code: 'BUSINESS_FROZEN',
        message:
          'This business account is being deleted (ticket DEL-20261126-ABCDEF), so signing in is no longer possible.',
        errors: [{ field: 'ticket_number', message: 'DEL-20261126-ABCDEF' }],
      }),
    );
    renderAt('/login');
    await submitPassword();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This business account is being deleted (ticket DEL-20261126-ABCDEF), so signing in is no longer possible.',
    );
  });

  it('says when to try again after too many attempts, from the server answer', async () => {
    const retryAt = new Date(Date.now() + 14 * 60_000 + 5_000);
    fetchMock.mockResolvedValue(
      json(429, {
        code: 'RATE_LIMITED',
        message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
        errors: [
          { field: 'retry_at', message: retryAt.toISOString() },
          { field: 'retry_after_seconds', message: '845' },
        ],
      }),
    );
    renderAt('/login');
    await submitPassword();
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(retryAt);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Too many attempts. Please try again at ${time} (15 min).`,
    );
  });

  it('stores the session and follows a safe next', async () => {
    fetchMock.mockResolvedValue(json(200, tokens));
    const router = renderAt('/login?next=%2Fv2%2Flibrary%2Fdiscounts%3Fpage%3D2');
    await submitPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/library/discounts'));
    expect(router.state.location.search).toBe('?page=2');
    expect(readTokens()?.accessToken).toBe('a');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/account/v2/login');
    expect(JSON.parse(String(init.body))).toEqual({ login: 'owner@demo.test', password: 'demo12345' });
  });

  it('ignores a next that leaves the site', async () => {
    fetchMock.mockResolvedValue(json(200, tokens));
    const router = renderAt('/login?next=https%3A%2F%2Fevil.example%2F');
    await submitPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/'));
  });

  it('after Verify, shows progress until the next screen has loaded; a refused code keeps the focus in the field', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(202, { message: 'If this e-mail belongs to an account, a sign-in code is on its way.' }),
      )
      .mockResolvedValueOnce(
        json(401, { code: 'INVALID_CODE', message: 'The code is incorrect or has expired.', errors: [] }),
      )
      .mockResolvedValueOnce(json(200, { ...tokens, auth_type: 'one-time-code' }));
    const prepare = vi.fn();
    renderAt('/login?next=%2Fv2%2Freports%2Ftransactions', { prepare, slowNext: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a sign-in code instead' }));
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'solo@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/a 6-digit code is on its way/);
    // The screen after sign-in starts loading while the user reads the mail.
    expect(prepare).toHaveBeenCalledWith('/v2/reports/transactions');
    const field = screen.getByLabelText(/Sign-in code/);
    fireEvent.change(field, { target: { value: '000000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Sign-in code/)));
    fireEvent.change(screen.getByLabelText(/Sign-in code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Signed in. Opening Back Office…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify and sign in' }).getAttribute('data-loading')).toBe(
      'true',
    );
  });

  it('signs in with an e-mailed code', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(202, { message: 'If this e-mail belongs to an account, a sign-in code is on its way.' }),
      )
      .mockResolvedValueOnce(json(200, { ...tokens, auth_type: 'one-time-code' }));
    const router = renderAt('/login?next=%2Flibrary%2Flist');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a sign-in code instead' }));
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'solo@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/a 6-digit code is on its way/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Sign-in code/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The code has 6 digits.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Sign-in code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/library/list'));
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({
      email: 'solo@demo.test',
      code: '123456',
    });
    expect(readTokens()?.authType).toBe('one-time-code');
  });
});
