import { type MenuInfo, ownerOnly, permissionEntry } from './permission-entry.js';

/*
 * The Back-office entries of the product's screen description, second half of the sidebar (Payments to Account
 * Settings); see back-office-permissions.ts for the conventions. Id 140 (Billing) predates this list: keep it.
 */

const payments: MenuInfo = { menu: 'payments', menuName: 'Payments' };
const apps: MenuInfo = { menu: 'apps', menuName: 'Partner Solutions' };
const capital: MenuInfo = { menu: 'capital', menuName: 'Capital' };
const display: MenuInfo = { menu: 'customer_display', menuName: 'Customer Display' };
const channels: MenuInfo = { menu: 'online_channels', menuName: 'Online Channels' };
const settings: MenuInfo = { menu: 'account_settings', menuName: 'Account Settings' };

const bo = 'Back-office' as const;

export const backOfficeSettingsPermissions = [
  permissionEntry(bo, payments, {
    id: 90,
    key: 'payments.payment_methods',
    priorityRank: 90,
    subMenu: 'payment_methods',
    subMenuName: 'Payment Methods',
    level: 3,
    isAllowedForMokaPay: true,
    urls: [
      '/payments/payment_methods',
      '/v2/payments/payment_methods',
      '/api/payment-config/v1/payment-methods*',
      '/api/payment/v1/payment-methods*',
      '/api/payment/v1/activation-request*',
      '/api/payment/v1/qris-registrations*',
      '/api/business-service/v1/business/banks',
      '/api/v1/payments*',
      '/api/v1/types*',
    ],
  }),
  permissionEntry(bo, payments, {
    id: 91,
    key: 'payments.payment_configuration',
    priorityRank: 91,
    subMenu: 'payment_configuration',
    subMenuName: 'Payment Configuration',
    level: 3,
    isAllowedForMokaPay: true,
    urls: ['/payments/payment_configuration', '/api/payment-config/v1/*'],
  }),

  ownerOnly(bo, apps, {
    id: 100,
    key: 'apps.app_market',
    priorityRank: 100,
    subMenu: 'app-market',
    subMenuName: 'App Market',
    urls: ['/apps/app-market'],
  }),
  ownerOnly(bo, apps, {
    id: 101,
    key: 'apps.my_app',
    priorityRank: 101,
    subMenu: 'my-app',
    subMenuName: 'My Apps',
    urls: ['/apps/my-app'],
  }),

  ownerOnly(bo, capital, {
    id: 110,
    key: 'capital',
    priorityRank: 110,
    subMenu: 'capital',
    subMenuName: 'Capital',
    urls: ['/capital', '/capital/term-loan*', '/capital/fast-loan*', '/api/capital/v1/*'],
  }),

  permissionEntry(bo, display, {
    id: 120,
    key: 'customer_display.campaign',
    priorityRank: 120,
    subMenu: 'campaign',
    subMenuName: 'Campaign',
    level: 3,
    urls: [
      '/customer-display/campaign',
      '/v2/customer-display/campaign',
      '/settings/customer-display',
      '/v2/settings/customer-display',
      '/api/campaign/v1/campaigns*',
      '/api/file/v1/outlets/*',
    ],
  }),
  permissionEntry(bo, display, {
    id: 121,
    key: 'customer_display.settings',
    priorityRank: 121,
    subMenu: 'settings',
    subMenuName: 'Settings',
    level: 3,
    urls: [
      '/customer-display/settings',
      '/v2/customer-display/settings',
      '/api/business-service/v3/businesses/settings',
    ],
  }),

  ...(
    [
      [130, 'gostore', 'Online Store', '/online-store/gostore'],
      [131, 'facebook-instagram-shop', 'Facebook & Instagram Shop', '/online-store/facebook-instagram-shop'],
      [132, 'google-shopping', 'Google Shopping', '/online-store/google-shopping'],
      [133, 'gofood', 'GoFood', '/online-store/gofood'],
    ] as const
  ).map(([id, subMenu, subMenuName, url]) =>
    ownerOnly(bo, channels, {
      id,
      key: `online_channels.${subMenu}`,
      priorityRank: id,
      subMenu,
      subMenuName,
      urls: [url],
    }),
  ),

  ownerOnly(bo, settings, {
    id: 139,
    key: 'settings.outlets',
    priorityRank: 140,
    subMenu: 'outlets',
    subMenuName: 'Outlets',
    isAllowedForMokaPay: true,
    // The outlets' cashier devices (issue 14) are a v2 page under this entry; it is the entry's link while the
    // outlet list itself is outside this edition (decision 0093).
    urls: [
      '/outlets/list',
      '/v2/settings/outlets/devices',
      '/v2/settings/outlets*',
      '/api/v1/outlets*',
      '/api/v1/outlet/*',
      '/api/pos/v1/devices*',
    ],
  }),
  ownerOnly(bo, settings, {
    id: 140,
    key: 'settings.billing',
    priorityRank: 141,
    subMenu: 'billing',
    subMenuName: 'Billing',
    mobileSupported: true,
    isAllowedForMokaPay: true,
    urls: [
      '/settings/billing',
      '/v2/settings/billing',
      '/v2/settings/billing/recurring/*',
      '/v2/settings/billing/redirect/*',
      '/api/v1/billings*',
      '/api/billings/*',
      '/api/billing/*',
      '/api/billing-coupon/v2/*',
      '/api/v1/outlet/update_active_subcription',
      '/api/v1/businesses/discounts/settings',
    ],
  }),
  permissionEntry(bo, settings, {
    id: 141,
    key: 'settings.accounts',
    priorityRank: 142,
    subMenu: 'accounts',
    subMenuName: 'Accounts',
    level: 3,
    isAllowedForMokaPay: true,
    urls: ['/settings/accounts', '/api/v1/users/settings*'],
  }),
  ownerOnly(bo, settings, {
    id: 142,
    key: 'settings.public_profile',
    priorityRank: 143,
    subMenu: 'public_profile',
    subMenuName: 'Public Profile',
    isAllowedForMokaPay: true,
    urls: ['/settings/public_profile', '/api/v1/businesses/*'],
  }),
  permissionEntry(bo, settings, {
    id: 143,
    key: 'settings.receipt',
    priorityRank: 144,
    subMenu: 'receipt',
    subMenuName: 'Receipt',
    level: 3,
    isAllowedForMokaPay: true,
    urls: ['/settings/receipt', '/api/v1/settings*'],
  }),
  ownerOnly(bo, settings, {
    id: 144,
    key: 'settings.checkout',
    priorityRank: 145,
    subMenu: 'checkout',
    subMenuName: 'Checkout',
    urls: ['/settings/checkout'],
  }),
  permissionEntry(bo, settings, {
    id: 145,
    key: 'settings.email',
    priorityRank: 146,
    subMenu: 'email',
    subMenuName: 'Email Notification',
    level: 3,
    urls: ['/settings/email'],
  }),
  ownerOnly(bo, settings, {
    id: 146,
    key: 'settings.bank_account',
    priorityRank: 147,
    subMenu: 'bank_account',
    subMenuName: 'Bank Account',
    isAllowedForMokaPay: true,
    urls: ['/settings/bank_account'],
  }),
  ownerOnly(bo, settings, {
    id: 147,
    key: 'settings.inventory',
    priorityRank: 148,
    subMenu: 'inventory',
    subMenuName: 'Inventory',
    urls: ['/settings/inventory'],
  }),
] as const;
