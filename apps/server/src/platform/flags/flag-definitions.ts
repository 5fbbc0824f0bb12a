import type { FlagName } from '@backoffice/contracts/flags';
import type { FlagDefinition } from './flag-definition.js';

/*
 * Every feature flag the product reads (the product's role rules). Validated at start-up;
 * a flag past its expiry keeps working and is reported (start-up log, health, `npm run flags -- check` in
 * `npm run lint`) as the reminder to remove it (decision 0012). State (on/off, variant) is changed with
 * `npm run flags -- enable|disable|variant …` and kept across restarts.
 */

const access = 'access-team@backoffice.local';
const billing = 'billing-team@backoffice.local';
const catalog = 'catalog-team@backoffice.local';
const growth = 'growth-team@backoffice.local';

const json = (value: unknown) => ({ type: 'json' as const, value: JSON.stringify(value) });

/** Old screen → its /v2 twin ("Redirect map"). */
const redirectMap = {
  '/library/discounts': '/v2/library/discounts',
  '/library/brands': '/v2/library/brands',
  '/library/categories': '/v2/library/categories',
  '/library/sales_type': '/v2/library/sales_type',
  '/library/list': '/v2/library/list',
  '/library/bundle-package': '/v2/library/bundle-package',
  '/library/promo': '/v2/library/promo',
  '/library/taxes': '/v2/library/taxes',
  '/library/gratuity': '/v2/library/gratuity',
  '/library/modifier': '/v2/library/modifier',
  '/reports/transactions': '/v2/reports/transactions',
  '/reports/sales/summary': '/v2/reports/sales/summary',
  '/reports/sales/gross_profit': '/v2/reports/sales/gross_profit',
  '/reports/sales/payment_methods': '/v2/reports/sales/payment_methods',
  '/reports/sales/item_sales': '/v2/reports/sales/item_sales',
  '/reports/sales/category_sales': '/v2/reports/sales/category_sales',
  '/reports/sales/modifier_sales': '/v2/reports/sales/modifier_sales',
  '/reports/sales/discounts': '/v2/reports/sales/discounts',
  '/reports/sales/taxes': '/v2/reports/sales/taxes',
  '/reports/sales/gratuity': '/v2/reports/sales/gratuity',
  '/reports/sales/staff': '/v2/reports/sales/staff',
  '/reports/sales/server': '/v2/reports/sales/server',
  '/reports/sales/sales_type': '/v2/reports/sales/sales_type',
  '/reports/sales/hourly_item/sold': '/v2/reports/sales/hourly_item/sold',
  '/reports/sales/hourly_item/amount': '/v2/reports/sales/hourly_item/amount',
  '/settings/customer-display': '/v2/customer-display/campaign',
  '/customer-display/campaign': '/v2/customer-display/campaign',
  '/customer-display/settings': '/v2/customer-display/settings',
  '/settings/billing': '/v2/settings/billing',
  '/payments/payment_methods': '/v2/payments/payment_methods',
};

/** Business categories that may sell online (ids 51, 67, 68, 69, 70, 63, 71). */
const onlineSellingCategories = [51, 67, 68, 69, 70, 63, 71];

const marketing = (
  slug: string,
  version: number,
  cta: { en: string; id: string },
  caption: { en: string; id: string },
  url: string,
) => ({
  name: slug,
  payload: json({ image: `/v2/marketing/${slug}.svg`, cta, height: 480, width: 640, url, caption, version }),
});

export const flagDefinitions = [
  {
    name: 'redirect-map',
    description: 'Sends old screens to their /v2 twins; the payload maps old path to new path',
    expiry: '2027-06-30',
    authors: [access],
    enabled: true,
    variants: [{ name: 'default', payload: json(redirectMap) }],
    defaultVariant: 'default',
  },
  {
    name: 'transactions-v2',
    description: 'The /v2 transactions report (success, cancelled, void); off sends users to the old screen',
    expiry: '2027-06-30',
    authors: [catalog],
    enabled: true,
  },
  {
    name: 'principal-brands',
    description: 'The /v2 brands and principals screen; the payload sets the principal page size',
    expiry: '2027-06-30',
    authors: [catalog],
    enabled: true,
    variants: [{ name: 'default', payload: json({ principal_size: 500 }) }],
    defaultVariant: 'default',
  },
  {
    name: 'ecommerce-attributes',
    description: 'Brands entries in Library (together with the ECOMMERCE_ATTRIBUTES capability)',
    expiry: '2027-06-30',
    authors: [catalog],
    enabled: true,
  },
  {
    name: 'bundle-report',
    description: 'Red "new" dot on Reports › Sales for the bundle report',
    expiry: '2027-03-31',
    authors: [catalog],
    enabled: true,
  },
  {
    name: 'bundle-package',
    description: 'Red "new" dot on Library › Bundle Package',
    expiry: '2027-03-31',
    authors: [catalog],
    enabled: true,
  },
  {
    name: 'outlet-linking',
    description: 'Red dot on Account Settings › Outlets when an outlet is unlinked (status deactive)',
    expiry: '2027-06-30',
    authors: [access],
    enabled: true,
  },
  {
    name: 'online-store',
    description: 'Online Channels › Online Store, for businesses of the online-selling categories',
    expiry: '2027-06-30',
    authors: [growth],
    enabled: true,
    audience: { businessCategoryIds: onlineSellingCategories },
  },
  {
    name: 'google-shopping',
    description: 'Online Channels › Google Shopping, for businesses of the online-selling categories',
    expiry: '2027-06-30',
    authors: [growth],
    enabled: true,
    audience: { businessCategoryIds: onlineSellingCategories },
  },
  {
    name: 'facebook-instagram-shop',
    description:
      'Online Channels › Facebook & Instagram Shop, for businesses of the online-selling categories',
    expiry: '2027-06-30',
    authors: [growth],
    enabled: true,
    audience: { businessCategoryIds: onlineSellingCategories },
  },
  {
    name: 'recurring-payment',
    description: 'Recurring billing: the recurring tab, its reminder banner and the Recurring payment type',
    expiry: '2027-06-30',
    authors: [billing],
    enabled: true,
  },
  {
    name: 'marketing-modal',
    description: 'Marketing modal after sign-in; the variant picks the campaign (image, CTA, size, version)',
    expiry: '2027-03-31',
    authors: [growth],
    // Off by default: a campaign is switched on when marketing runs one (`npm run flags -- enable marketing-modal`).
    enabled: false,
    variants: [
      marketing(
        'renewal-promo',
        1,
        { en: 'Renew now', id: 'Perpanjang sekarang' },
        { en: 'Save up to 20% when you renew yearly.', id: 'Hemat hingga 20% dengan perpanjangan tahunan.' },
        '/v2/settings/billing',
      ),
      marketing(
        'qris-launch',
        1,
        { en: 'Register QRIS', id: 'Daftar QRIS' },
        { en: 'Accept QRIS payments at every outlet.', id: 'Terima pembayaran QRIS di setiap outlet.' },
        '/v2/payments/payment_methods',
      ),
      marketing(
        'recurring-billing',
        1,
        { en: 'Switch to recurring', id: 'Beralih ke pembayaran berulang' },
        {
          en: 'Never miss a renewal: pay automatically.',
          id: 'Tak pernah terlambat memperpanjang: bayar otomatis.',
        },
        '/v2/settings/billing',
      ),
    ],
    defaultVariant: 'renewal-promo',
  },
] satisfies (FlagDefinition & { name: FlagName })[];
