import type { FlagName } from '@backoffice/contracts/flags';
import { ITEM_IMPORT_PATH } from '../features/item-import/item-import-paths';
import {
  BUILT_SALES_REPORTS,
  SALES_REPORTS_PATH,
  salesReportPath,
} from '../features/sales-reports/sales-report-paths';
import { TRANSACTIONS_PATH } from '../features/transactions/transaction-paths';

/**
 * Every path the app knows, with its /v2 prefix (the router has no basename: /login and the old screens are
 * served by the same page). Build links from here, never from string literals elsewhere.
 */
export const paths = {
  root: '/',
  login: '/login',
  home: '/v2/',
  dashboard: '/v2/dashboard',
  oldDashboard: '/dashboard',
  devMailbox: '/v2/dev/mailbox',
  devWidgets: '/v2/dev/widgets',
  help: '/v2/help',
  billing: '/v2/settings/billing',
  billingRecurring: (tabId: 'payment' | 'outlet' = 'payment') => `/v2/settings/billing/recurring/${tabId}`,
  /** The tab is optional: no tab, or an unknown one, is the payment tab. */
  billingRecurringPattern: '/v2/settings/billing/recurring/:tabId?',
  billingRedirectPattern: '/v2/settings/billing/redirect/:type',
  billingRedirect: (type: string) => `/v2/settings/billing/redirect/${encodeURIComponent(type)}`,
  transactions: TRANSACTIONS_PATH,
  /** Reports › Sales: `/v2/reports/sales/<report>` for the reports built in this edition. */
  salesReports: SALES_REPORTS_PATH,
  /** The public printable invoice: reached by its token alone, no sign-in (decision 0044). */
  invoicePrintPattern: '/v2/reports/invoices/print/:token',
  invoicePrint: (token: string) => `/v2/reports/invoices/print/${encodeURIComponent(token)}`,
  discounts: '/v2/library/discounts',
  brands: '/v2/library/brands',
  categories: '/v2/library/categories',
  salesTypes: '/v2/library/sales_type',
  items: '/v2/library/list',
  bundlePackages: '/v2/library/bundle-package',
  promos: '/v2/library/promo',
  /** Spreadsheet import of items, opened from the Item list (decision 0180). */
  itemImport: ITEM_IMPORT_PATH,
  taxes: '/v2/library/taxes',
  gratuity: '/v2/library/gratuity',
  modifiers: '/v2/library/modifier',
  campaign: '/v2/customer-display/campaign',
  customerDisplaySettings: '/v2/customer-display/settings',
  /** The customer-facing display of one outlet (`?outlet=<id>`), decision 0091. */
  customerDisplayScreen: '/v2/customer-display/screen',
  paymentMethods: '/v2/payments/payment_methods',
  /** Cashier devices of the outlets (issue 14; not a spec screen: docs/spec-notes.md). */
  devices: '/v2/settings/outlets/devices',
  accountDeletion: '/v2/account-deletion',
} as const;

export interface V2Screen {
  path: string;
  /** The old screen this one replaces; the redirect map decides which of the two is live. */
  old?: string;
  /** A flag of its own that must be on as well. */
  flag?: FlagName;
}

/** The /v2 screens of the product's screen description. */
export const v2Screens: readonly V2Screen[] = [
  { path: paths.dashboard },
  { path: paths.transactions, old: '/reports/transactions', flag: 'transactions-v2' },
  ...BUILT_SALES_REPORTS.map((report) => ({
    path: salesReportPath(report),
    old: `/reports/sales/${report}`,
  })),
  { path: paths.discounts, old: '/library/discounts' },
  { path: paths.brands, old: '/library/brands', flag: 'principal-brands' },
  { path: paths.categories, old: '/library/categories' },
  { path: paths.salesTypes, old: '/library/sales_type' },
  { path: paths.items, old: '/library/list' },
  // Not behind the bundle-package flag: that flag is the sidebar's red dot (docs/spec-notes.md, Bundle packages).
  { path: paths.bundlePackages, old: '/library/bundle-package' },
  { path: paths.promos, old: '/library/promo' },
  { path: paths.taxes, old: '/library/taxes' },
  { path: paths.gratuity, old: '/library/gratuity' },
  { path: paths.modifiers, old: '/library/modifier' },
  { path: paths.campaign, old: '/customer-display/campaign' },
  { path: paths.customerDisplaySettings, old: '/customer-display/settings' },
  { path: paths.billing, old: '/settings/billing' },
  { path: paths.paymentMethods, old: '/payments/payment_methods' },
  { path: paths.accountDeletion },
  { path: paths.devices },
];

/** On a phone, these screens keep the content width of 1280 px and scroll sideways. */
export const forcedMobilePaths: readonly string[] = [paths.transactions, paths.brands, paths.campaign];

/** Screens with a header of their own and no sidebar. */
export const standalonePaths: readonly string[] = [paths.accountDeletion];

/** Old billing path, the one an expired business is forced to when the /v2 billing screen is off. */
export const OLD_BILLING_PATH = '/settings/billing';

export function isUnder(pathname: string, base: string): boolean {
  const normalized = stripTrailingSlash(pathname);
  return normalized === base || normalized.startsWith(`${base}/`);
}

export function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
