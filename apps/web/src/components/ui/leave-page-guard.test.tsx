import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, type Location, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { isOtherPage, LeavePageGuard } from './leave-page-guard';

function setup(dirty: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <LeavePageGuard when={dirty} />
            <Link to="/elsewhere">Go elsewhere</Link>
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('LeavePageGuard', () => {
  it('asks before leaving a form with unsaved changes and stays on request', async () => {
    const router = setup(true);
    fireEvent.click(screen.getByText('Go elsewhere'));
    expect(await screen.findByText('Do you want to leave this page?')).toBeTruthy();
    expect(screen.getByText('Changes you made may not be saved.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' })));
    expect(router.state.location.pathname).toBe('/form');
  });

  it('leaves when confirmed', async () => {
    const router = setup(true);
    fireEvent.click(screen.getByText('Go elsewhere'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Leave' })));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('lets a clean form go without asking', async () => {
    const router = setup(false);
    await act(async () => fireEvent.click(screen.getByText('Go elsewhere')));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByText('Do you want to leave this page?')).toBeNull();
  });

  it('registers the browser prompt for reloads and closing the tab', () => {
    setup(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('LeavePageGuard for a form in a history entry of its own', () => {
  const inForm = (location: Location) => (location.state as { form?: boolean } | null)?.form === true;
  const leavesForm = (from: Location, to: Location) => isOtherPage(from, to) || !inForm(to);

  it('asks on Back out of the entry, though the address stays the same', async () => {
    const router = createMemoryRouter(
      [{ path: '/list', element: <LeavePageGuard when isLeaving={leavesForm} /> }],
      { initialEntries: ['/list', { pathname: '/list', state: { form: true } }], initialIndex: 1 },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Do you want to leave this page?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' })));
    expect(inForm(router.state.location)).toBe(true);
    await act(() => router.navigate(-1));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Leave' })));
    expect(inForm(router.state.location)).toBe(false);
  });
});
