import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { LeavePageGuard } from './leave-page-guard';

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
