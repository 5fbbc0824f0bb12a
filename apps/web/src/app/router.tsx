import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { SignInPage } from '../features/auth/routes/sign-in-page';
import { flagsQueryOptions } from '../lib/flags/get-flags';
import { queryClient } from '../lib/query-client';
import { profileQueryOptions } from '../lib/session/get-profile';
import { hasSession } from '../lib/session/token-store';
import type { RouteHandle } from './guards/page-skeleton';
import { loadNamespace } from './i18n-loading';
import { FirstLoadFallback } from './pages/first-load-fallback';
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
 * A screen's first requests start with its route, beside its page's chunk rather than after it (decision 0018).
 * The code naming them is imported here too, so their contracts stay out of the sign-in page's first download.
 */
function preload(load: () => Promise<(client: typeof queryClient) => void>): null {
  if (hasSession()) void load().then((start) => start(queryClient));
  return null;
}

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

/** The customer-facing display: full screen, outside the shell; it checks the session itself (decision 0091). */
const displayScreenRoute: RouteObject = {
  path: paths.customerDisplayScreen,
  lazy: async () => {
    const [page] = await Promise.all([
      import('../features/customer-display/routes/customer-display-screen-page'),
      loadNamespace('customerDisplay'),
      screenStyles(),
    ]);
    return { Component: page.CustomerDisplayScreenPage };
  },
};

const campaignRoute: RouteObject = {
  path: paths.campaign,
  lazy: async () => {
    const [page] = await Promise.all([
      import('../features/customer-display/routes/campaigns-page'),
      loadNamespace('customerDisplay'),
    ]);
    return { Component: page.CampaignsPage };
  },
};

const customerDisplaySettingsRoute: RouteObject = {
  path: paths.customerDisplaySettings,
  lazy: async () => {
    const [page] = await Promise.all([
      import('../features/customer-display/routes/customer-display-settings-page'),
      loadNamespace('customerDisplay'),
    ]);
    return { Component: page.CustomerDisplaySettingsPage };
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
    return preload(
      async () => (await import('../features/discounts/routes/preload-discounts')).preloadDiscounts,
    );
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

const itemsRoute: RouteObject = {
  path: paths.items,
  loader: ({ request }) => {
    if (hasSession()) {
      void import('../features/items/routes/preload-items').then((preload) =>
        preload.preloadItems(queryClient, new URL(request.url)),
      );
    }
    return null;
  },
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/items/routes/items-page'),
      import('../features/items/routes/items-skeleton'),
      loadNamespace('items'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.ItemsSkeleton };
    return { Component: page.ItemsPage, handle };
  },
};

const bundlePackagesRoute: RouteObject = {
  path: paths.bundlePackages,
  loader: () =>
    preload(async () => (await import('../features/bundle-packages/routes/preload-bundles')).preloadBundles),
  lazy: async () => {
    const [page] = await Promise.all([
      import('../features/bundle-packages/routes/bundles-page'),
      loadNamespace('bundles'),
    ]);
    const handle: RouteHandle = { Skeleton: page.BundlesSkeleton };
    return { Component: page.BundlesPage, handle };
  },
};

const promosRoute: RouteObject = {
  path: paths.promos,
  loader: () => preload(async () => (await import('../features/promos/routes/preload-promos')).preloadPromos),
  lazy: async () => {
    const [page] = await Promise.all([
      import('../features/promos/routes/promos-page'),
      loadNamespace('promos'),
    ]);
    const handle: RouteHandle = { Skeleton: page.PromosSkeleton };
    return { Component: page.PromosPage, handle };
  },
};

const taxesRoute: RouteObject = {
  path: paths.taxes,
  loader: () => {
    return preload(async () => (await import('../features/taxes/routes/preload-taxes')).preloadTaxes);
  },
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/taxes/routes/taxes-page'),
      import('../features/taxes/routes/taxes-skeleton'),
      loadNamespace('taxes'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.TaxesSkeleton };
    return { Component: page.TaxesPage, handle };
  },
};

const gratuityRoute: RouteObject = {
  path: paths.gratuity,
  loader: () => {
    return preload(
      async () => (await import('../features/gratuities/routes/preload-gratuities')).preloadGratuities,
    );
  },
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/gratuities/routes/gratuities-page'),
      import('../features/gratuities/routes/gratuities-skeleton'),
      loadNamespace('gratuities'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.GratuitiesSkeleton };
    return { Component: page.GratuitiesPage, handle };
  },
};

const modifiersRoute: RouteObject = {
  path: paths.modifiers,
  loader: ({ request }) => {
    const search = new URL(request.url).searchParams;
    return preload(async () =>
      (await import('../features/modifiers/routes/preload-modifiers')).preloadModifiers(search),
    );
  },
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/modifiers/routes/modifiers-page'),
      import('../features/modifiers/routes/modifiers-skeleton'),
      loadNamespace('modifiers'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.ModifiersSkeleton };
    return { Component: page.ModifiersPage, handle };
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

/**
 * The sales reports built in this edition, each at its own address in one frame; one chunk serves them all and
 * its chart loads after the figures (decision 0068). A report's name may have two segments (`hourly_item/sold`),
 * so the page reads it from the rest of the path. The page sends a report it does not have to the Summary; the
 * other reports' old addresses stay on the "not part of this edition" page.
 */
const salesReportsRoute: RouteObject = {
  path: `${paths.salesReports}/*`,
  lazy: async () => {
    const [page] = await Promise.all([
      import('../features/sales-reports/routes/sales-report-page'),
      loadNamespace('salesReports'),
    ]);
    const handle: RouteHandle = { Skeleton: page.SalesReportSkeleton };
    return { Component: page.SalesReportPage, handle };
  },
};

const itemImportRoute: RouteObject = {
  path: paths.itemImport,
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/item-import/routes/item-import-page'),
      import('../features/item-import/routes/item-import-skeleton'),
      loadNamespace('itemImport'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.ItemImportSkeleton };
    return { Component: page.ItemImportPage, handle };
  },
};

const brandsRoute: RouteObject = {
  path: paths.brands,
  loader: () => {
    return preload(async () => (await import('../features/brands/routes/preload-brands')).preloadBrands);
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

const categoriesRoute: RouteObject = {
  path: paths.categories,
  loader: ({ request }) =>
    preload(async () =>
      (await import('../features/categories/routes/preload-categories')).preloadCategories(
        new URL(request.url).search,
      ),
    ),
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/categories/routes/categories-page'),
      import('../features/categories/routes/categories-skeleton'),
      loadNamespace('categories'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.CategoriesSkeleton };
    return { Component: page.CategoriesPage, handle };
  },
};

const salesTypesRoute: RouteObject = {
  path: paths.salesTypes,
  loader: ({ request }) =>
    preload(async () =>
      (await import('../features/sales-types/routes/preload-sales-types')).preloadSalesTypes(
        new URL(request.url).search,
      ),
    ),
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/sales-types/routes/sales-types-page'),
      import('../features/sales-types/routes/sales-types-skeleton'),
      loadNamespace('salesTypes'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.SalesTypesSkeleton };
    return { Component: page.SalesTypesPage, handle };
  },
};

const paymentMethodsRoute: RouteObject = {
  path: paths.paymentMethods,
  loader: () => {
    return preload(
      async () =>
        (await import('../features/payment-methods/routes/preload-payment-methods')).preloadPaymentMethods,
    );
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

const billingRoute: RouteObject = {
  path: paths.billing,
  loader: () => {
    return preload(async () => (await import('../features/billing/routes/preload-billing')).preloadBilling);
  },
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/billing/routes/billing-page'),
      import('../features/billing/routes/billing-skeleton'),
      loadNamespace('billing'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.BillingSkeleton };
    return { Component: page.BillingPage, handle };
  },
};

/** "Recurring tab": the recurring billing page; it hands back to the regular one when it does not apply. */
const billingRecurringRoute: RouteObject = {
  path: paths.billingRecurringPattern,
  loader: () => {
    return preload(
      async () => (await import('../features/recurring-billing/routes/preload-recurring')).preloadRecurring,
    );
  },
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/recurring-billing/routes/recurring-page'),
      import('../features/recurring-billing/routes/recurring-skeleton'),
      loadNamespace('recurring'),
      loadNamespace('recurringOutlets'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.RecurringSkeleton };
    return { Component: page.RecurringPage, handle };
  },
};

/** The gateway sends the owner back here ("Return page"); it checks the result and moves on. */
const billingRedirectRoute: RouteObject = {
  path: paths.billingRedirectPattern,
  lazy: async () => {
    const [page] = await Promise.all([
      import('../features/billing/routes/billing-redirect-page'),
      loadNamespace('billing'),
    ]);
    // While the session loads, the page's own waiting view rather than a blank or a generic skeleton (issue 26).
    const handle: RouteHandle = { Skeleton: page.RedirectWaiting };
    return { Component: page.BillingRedirectPage, handle };
  },
};

/** "Account deletion page": every role may open it; only the owner gets the form. */
const accountDeletionRoute: RouteObject = {
  path: paths.accountDeletion,
  lazy: async () => {
    const [page, skeleton] = await Promise.all([
      import('../features/account-deletion/routes/account-deletion-page'),
      import('../features/account-deletion/routes/account-deletion-skeleton'),
      loadNamespace('accountDeletion'),
    ]);
    const handle: RouteHandle = { Skeleton: skeleton.AccountDeletionSkeleton };
    return { Component: page.AccountDeletionPage, handle };
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

/**
 * Starts the downloads of the screens a path opens (the shell and the screen's own chunks) before the router is
 * asked to go there: the sign-in page calls it while the user signs in, so that Verify or Sign in is followed by the
 * screen rather than by seconds of waiting on a slow connection. The router's own lazy() calls then find the
 * modules already loaded. A failed download here is left to the router, which tries again and shows its error.
 */
function prepareScreen(next: string): void {
  for (const match of matchRoutes(routes, next) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
  }
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Nothing to show while the first screen's chunks arrive (the gate's skeleton follows at once), except on the
    // gateway's return page, which shows progress from the start.
    HydrateFallback: () => <FirstLoadFallback />,
    children: [
      { path: paths.login, element: <SignInPage prepare={prepareScreen} /> },
      mailboxRoute,
      invoicePrintRoute,
      displayScreenRoute,
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
          taxesRoute,
          gratuityRoute,
          transactionsRoute,
          salesReportsRoute,
          brandsRoute,
          categoriesRoute,
          salesTypesRoute,
          itemsRoute,
          modifiersRoute,
          bundlePackagesRoute,
          promosRoute,
          itemImportRoute,
          paymentMethodsRoute,
          billingRoute,
          billingRecurringRoute,
          billingRedirectRoute,
          accountDeletionRoute,
          campaignRoute,
          customerDisplaySettingsRoute,
          // The old settings address of campaigns.
          { path: '/v2/settings/customer-display', element: <Navigate to={paths.campaign} replace /> },
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

/** No basename: /login, the old screens and /v2 are all paths of one page (docs/architecture.md). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
