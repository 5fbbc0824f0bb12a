import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SignInPage } from '../features/auth/routes/sign-in-page';
import { SessionGate } from './guards/session-gate';
import { HelpPage } from './pages/help-page';
import { HomeRedirect } from './pages/home-redirect';
import { NotInEditionPage } from './pages/not-in-edition-page';
import { RouteErrorPage } from './pages/route-error-page';
import { paths } from './paths';

/**
 * The mailbox page is always routed: the server decides whether it serves the outbox (not in production), and
 * the page says so when it does not. The widget gallery is for development builds only.
 */
const mailboxRoute: RouteObject = {
  path: paths.devMailbox,
  lazy: async () => ({
    Component: (await import('../features/dev-mailbox/routes/dev-mailbox-page')).DevMailboxPage,
  }),
};
const devRoutes: RouteObject[] = import.meta.env.DEV
  ? [
      {
        path: paths.devWidgets,
        lazy: async () => ({ Component: (await import('./pages/dev-widgets-page')).DevWidgetsPage }),
      },
    ]
  : [];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.login, element: <SignInPage /> },
      mailboxRoute,
      ...devRoutes,
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
      {
        element: <SessionGate />,
        children: [
          { path: '/v2', element: <HomeRedirect /> },
          { path: paths.help, element: <HelpPage /> },
          {
            path: paths.discounts,
            lazy: async () => ({
              Component: (await import('../features/discounts/routes/discounts-page')).DiscountsPage,
            }),
          },
          // Every menu screen of this edition, old paths and /v2 ones alike, until its feature is built.
          { path: '*', element: <NotInEditionPage /> },
        ],
      },
    ],
  },
];

/** No basename: /login, the old screens and /v2 are all paths of one page (ARCHITECTURE §2). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
