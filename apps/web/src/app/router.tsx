import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SignInPage } from '../features/auth/routes/sign-in-page';
import { preloadBrands } from '../features/brands/routes/preload-brands';
import { preloadPaymentMethods } from '../features/payment-methods/routes/preload-payment-methods';
import { preloadDiscounts } from '../features/discounts/routes/preload-discounts';
import { flagsQueryOptions } from '../lib/flags/get-flags';
import { queryClient } from '../lib/query-client';
import { profileQueryOptions } from '../lib/session/get-profile';
import { hasSession } from '../lib/session/token-store';
import type { RouteHandle } from './guards/page-skeleton';
import { loadNamespace } from './i18n-loading';
import { RouteErrorPage } from './pages/route-error-page';
import { isUnder, paths } from './paths';

/**
 * The sign-in page is the only screen in the first bundle; the signed-in shell and every screen load on demand
 * with the styles and translations they need (decision 0018). Loaders only start requests and never wait for
 * them: the profile, the flags and a screen's first data go out together while the chunks download, and the
 * gate shows the screen's skeleton until they answer.
 */
const screenStyles = () => import('./theme/screen-styles');

/**
 * The mailbox page is always routed: the server decides whether it serves the outbox (not in production), and
 * the page says so when it does not. The widget gallery is for development builds only.
 */
const mailboxRoute: RouteObject = {
  path: paths.devMailbox,
  lazy: async () => {
    const [page] = await Promise.all([
      import('../features/dev-mailbox/routes/dev-mailbox-page'),
      loadNamespace('devMailbox'),
      screenStyles(),
    ]);
    return { Component: page.DevMailboxPage };
  },
};
const devRoutes: RouteObject[] = import.meta.env.DEV
  ? [
      {
        path: paths.devWidgets,
        lazy: async () => {
          const [page] = await Promise.all([import('./pages/dev-widgets-page'), screenStyles()]);
          return { Component: page.DevWidgetsPage };
        },
      },
    ]
  : [];

/**
 * The printable invoice is public: outside the session gate, so it neither redirects to sign-in nor loads the
 * signed-in shell; its own chunk brings its page, its words and the styles of its tables.
 */
const invoicePrintRoute: RouteObject = {
  path: paths.invoicePrintPattern,
  lazy: async () => {
    const [page] = await Promise.all([
      import('../features/invoice-print/routes/invoice-print-page'),
      loadNamespace('invoicePrint'),
      screenStyles(),
    ]);
    return { Component: page.InvoicePrintPage };
  },
};

function startSessionRequests() {
  if (hasSession()) {
    void queryClient.prefetchQuery(profileQueryOptions);
    void queryClient.prefetchQuery(flagsQueryOptions);
  }
  return null;
}

const discountsRoute: RouteObject = {
  path: paths.discounts,
  loader: () => {
    if (hasSession()) preloadDiscounts(queryClient);
    return null;
  },
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/discounts/routes/discounts-page'),
      import('../features/discounts/routes/discounts-skeleton'),
      loadNamespace('discounts'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.DiscountsSkeleton };
    return { Component: page.DiscountsPage, handle };
  },
};

/**
 * One route for the whole screen: the page reads its tab and detail from the rest of the path (each tab and each
 * detail its own URL) and sends the bare path and unknown ones to the success tab.
 */
const transactionsRoute: RouteObject = {
  path: `${paths.transactions}/*`,
  loader: ({ params }) => {
    // The preload brings the list's contract and date code: it loads beside the page's chunks, not in the first
    // bundle (decision 0018's budget), and still sends its request before the page has rendered.
    if (hasSession()) {
      void import('../features/transactions/routes/preload-transactions').then((preload) =>
        preload.preloadTransactions(queryClient, params['*'] ?? ''),
      );
    }
    return null;
  },
  // Moving between tabs and details is the page's own business; only arriving from elsewhere starts a load.
  shouldRevalidate: ({ currentUrl }) => !isUnder(currentUrl.pathname, paths.transactions),
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/transactions/routes/transactions-page'),
      import('../features/transactions/routes/transactions-skeleton'),
      loadNamespace('transactions'),
      loadNamespace('transactionDetail'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.TransactionsSkeleton };
    return { Component: page.TransactionsPage, handle };
  },
};

/** The landing screen; its chart loads in a chunk of its own after the figures (decision 0068). */
const dashboardRoute: RouteObject = {
  path: paths.dashboard,
  lazy: async () => {
    const [page] = await Promise.all([
      import('../features/dashboard/routes/dashboard-page'),
      loadNamespace('dashboard'),
    ]);
    return { Component: page.DashboardPage };
  },
};

const brandsRoute: RouteObject = {
  path: paths.brands,
  loader: () => {
    if (hasSession()) preloadBrands(queryClient);
    return null;
  },
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/brands/routes/brands-page'),
      import('../features/brands/routes/brands-skeleton'),
      loadNamespace('brands'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.BrandsSkeleton };
    return { Component: page.BrandsPage, handle };
  },
};

const paymentMethodsRoute: RouteObject = {
  path: paths.paymentMethods,
  loader: () => {
    if (hasSession()) preloadPaymentMethods(queryClient);
    return null;
  },
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/payment-methods/routes/payment-methods-page'),
      import('../features/payment-methods/routes/payment-methods-skeleton'),
      loadNamespace('paymentMethods'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.PaymentMethodsSkeleton };
    return { Component: page.PaymentMethodsPage, handle };
  },
};

const devicesRoute: RouteObject = {
  path: paths.devices,
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/devices/routes/devices-page'),
      import('../features/devices/routes/devices-skeleton'),
      loadNamespace('devices'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.DevicesSkeleton };
    return { Component: page.DevicesPage, handle };
  },
};

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Nothing to show while the first screen's chunks arrive; the gate's skeleton follows at once.
    HydrateFallback: () => null,
    children: [
      { path: paths.login, element: <SignInPage /> },
      mailboxRoute,
      invoicePrintRoute,
      ...devRoutes,
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
      {
        loader: startSessionRequests,
        lazy: async () => {
          const [gate] = await Promise.all([import('./guards/session-gate'), screenStyles()]);
          return { Component: gate.SessionGate };
        },
        children: [
          {
            path: '/v2',
            lazy: async () => ({ Component: (await import('./pages/home-redirect')).HomeRedirect }),
          },
          {
            path: paths.help,
            lazy: async () => ({ Component: (await import('./pages/help-page')).HelpPage }),
          },
          dashboardRoute,
          // The spec's Summary leaves to /dashboard; in this edition that is the page above.
          { path: paths.oldDashboard, element: <Navigate to={paths.dashboard} replace /> },
          discountsRoute,
          transactionsRoute,
          brandsRoute,
          paymentMethodsRoute,
          devicesRoute,
          // Every menu screen of this edition, old paths and /v2 ones alike, until its feature is built.
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./pages/not-in-edition-page')).NotInEditionPage }),
          },
        ],
      },
    ],
  },
];

/** No basename: /login, the old screens and /v2 are all paths of one page (ARCHITECTURE §2). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
