import { type FlagName, flagNames, type FlagState } from '@backoffice/contracts/flags';

/** The redirect map the product shipped with; used while the flag service is unreachable. */
export const DEFAULT_REDIRECT_MAP: Record<string, string> = {
  '/library/discounts': '/v2/library/discounts',
  '/library/brands': '/v2/library/brands',
  '/library/categories': '/v2/library/categories',
  '/library/sales_type': '/v2/library/sales_type',
  '/library/bundle-package': '/v2/library/bundle-package',
  '/library/promo': '/v2/library/promo',
  '/library/taxes': '/v2/library/taxes',
  '/library/gratuity': '/v2/library/gratuity',
  '/library/modifier': '/v2/library/modifier',
  '/reports/transactions': '/v2/reports/transactions',
  ...Object.fromEntries(
    [
      'summary',
      'gross_profit',
      'payment_methods',
      'item_sales',
      'category_sales',
      'modifier_sales',
      'discounts',
      'taxes',
      'gratuity',
      'staff',
      'server',
      'sales_type',
    ].map((report) => [`/reports/sales/${report}`, `/v2/reports/sales/${report}`]),
  ),
  '/reports/sales/hourly_item/sold': '/v2/reports/sales/hourly_item/sold',
  '/reports/sales/hourly_item/amount': '/v2/reports/sales/hourly_item/amount',
  '/settings/customer-display': '/v2/customer-display/campaign',
  '/customer-display/campaign': '/v2/customer-display/campaign',
  '/customer-display/settings': '/v2/customer-display/settings',
  '/settings/billing': '/v2/settings/billing',
  '/payments/payment_methods': '/v2/payments/payment_methods',
};

/** Business categories that may sell online; decides the online-channel defaults. */
export const ONLINE_SELLING_CATEGORY_IDS: readonly number[] = [51, 67, 68, 69, 70, 63, 71];

export type FlagMap = Record<FlagName, FlagState>;

const off: FlagState = { enabled: false, variant: null };
const on: FlagState = { enabled: true, variant: null };

/**
 * What the app assumes until the flags arrive and whenever the flag call fails. The /v2 screens and
 * redirects stay on (turning them off would send users to screens this edition does not have); anything that
 * only adds a hint or a promotion stays off; online channels follow the category whitelist the flags use.
 */
export function defaultFlags(context: { businessCategoryId?: number | null } = {}): FlagMap {
  const sellsOnline =
    context.businessCategoryId != null && ONLINE_SELLING_CATEGORY_IDS.includes(context.businessCategoryId);
  const channel = sellsOnline ? on : off;
  const defaults: FlagMap = {
    'redirect-map': {
      enabled: true,
      variant: {
        name: 'default',
        enabled: true,
        payload: { type: 'json', value: JSON.stringify(DEFAULT_REDIRECT_MAP) },
      },
    },
    'transactions-v2': on,
    'principal-brands': on,
    'ecommerce-attributes': off,
    'bundle-report': off,
    'bundle-package': off,
    'outlet-linking': off,
    'online-store': channel,
    'google-shopping': channel,
    'facebook-instagram-shop': channel,
    'recurring-payment': off,
    'marketing-modal': off,
  };
  return defaults;
}

/** Server answers win flag by flag; a flag the server does not know keeps its default. */
export function mergeFlags(defaults: FlagMap, served: Record<string, FlagState> | undefined): FlagMap {
  if (!served) return defaults;
  const merged = { ...defaults };
  for (const name of flagNames) {
    const state = served[name];
    if (state) merged[name] = state;
  }
  return merged;
}
