import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultFlags } from '../../lib/flags/flag-defaults';
import { makeBusiness, makeProfile } from '../../test/profile-fixture';
import { renderWithProviders } from '../../test/render';
import { buildMenu } from '../navigation/build-menu';
import { redirectRulesFrom } from '../navigation/redirects';
import { SidebarMenu } from './sidebar-menu';

function renderMenu(path: string, profile = makeProfile()) {
  const flags = defaultFlags();
  const groups = buildMenu(profile, flags, redirectRulesFrom(flags));
  const router = createMemoryRouter([{ path: '*', element: <SidebarMenu groups={groups} /> }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('SidebarMenu', () => {
  it('shows a group of one as a direct link and opens the group of the current page', () => {
    renderMenu('/library/list');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/v2/dashboard');
    const item = screen.getByRole('link', { name: 'Item List' });
    expect(item.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Library' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens one accordion group at a time', async () => {
    renderMenu('/v2/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Reports' }));
    expect((await screen.findByRole('link', { name: 'Transactions' })).getAttribute('href')).toBe(
      '/v2/reports/transactions',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Account Settings' }));
    expect(screen.getByRole('button', { name: 'Reports' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Account Settings' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('keeps the group a person opened through the home page’s redirect, and follows the page after that', async () => {
    const router = renderMenu('/v2/');
    const library = () => screen.getByRole('button', { name: 'Library' });
    const reports = () => screen.getByRole('button', { name: 'Reports' });
    fireEvent.click(library());
    expect(library().getAttribute('aria-expanded')).toBe('true');
    await act(() => router.navigate('/v2/dashboard', { replace: true }));
    expect(library().getAttribute('aria-expanded')).toBe('true');
    // A page inside another group opens that group.
    await act(() => router.navigate('/v2/reports/transactions'));
    expect(reports().getAttribute('aria-expanded')).toBe('true');
    expect(library().getAttribute('aria-expanded')).toBe('false');
    // Going from there to the dashboard folds it: the menu follows the page shown.
    await act(() => router.navigate('/v2/dashboard'));
    expect(reports().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows locked entries for payment-only users without letting them navigate', async () => {
    const router = renderMenu(
      '/v2/dashboard',
      makeProfile({ business: makeBusiness({ is_pos_user: false }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Library' }));
    const locked = await screen.findByRole('button', { name: /Item List/ });
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getAllByRole('img', { name: 'Not included in your plan' }).length).toBeGreaterThan(0);
    fireEvent.click(locked);
    expect(router.state.location.pathname).toBe('/v2/dashboard');
  });
});
